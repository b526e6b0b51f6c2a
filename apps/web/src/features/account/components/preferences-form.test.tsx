import { PREFERENCE_OPTIONS } from '@portal/contract';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { contentBackend } from '../../../../test/content-backend';
import { AppProviders } from '../../../app/providers';
import { brandFromHost } from '../../../lib/brands';
import { createI18n } from '../../../lib/i18n';
import { createQueryClient } from '../../../lib/query-client';
import { PreferencesForm } from './preferences-form';

function renderForm(locale: 'en' | 'de') {
  render(
    <AppProviders
      brand={brandFromHost('localhost')}
      i18n={createI18n({ locale, backend: contentBackend() })}
      queryClient={createQueryClient()}
    >
      <Suspense fallback="loading">
        <PreferencesForm
          preferences={{ cSVDelimiter: ';', measurement: 1, numberFormat: 'de', languageCode: 'de' }}
          options={PREFERENCE_OPTIONS}
          readOnly={false}
          onResult={() => {}}
        />
      </Suspense>
    </AppProviders>,
  );
}

describe('account preferences (spec 000 §2: server-provided options, shown in six languages)', () => {
  it('shows worded options in the page language', async () => {
    renderForm('de');
    expect(await screen.findByDisplayValue('Kilometer und Liter')).toBeInTheDocument();
    expect(screen.getByDisplayValue('Semikolon (;)')).toBeInTheDocument();
    // Patterns and language names stay as the server gives them.
    expect(screen.getByDisplayValue('1.234,56')).toBeInTheDocument();
    expect(screen.getByDisplayValue('Deutsch (de)')).toBeInTheDocument();
  });

  it("shows the server's descriptions in English", async () => {
    renderForm('en');
    expect(await screen.findByDisplayValue('Kilometres and litres')).toBeInTheDocument();
    expect(screen.getByDisplayValue('Semicolon (;)')).toBeInTheDocument();
  });
});
