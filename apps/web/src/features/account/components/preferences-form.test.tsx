import { PREFERENCE_OPTIONS } from '@portal/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render-app';
import { PreferencesForm } from './preferences-form';

function renderForm(locale: 'en' | 'de') {
  renderWithProviders(
    <PreferencesForm
      preferences={{ cSVDelimiter: ';', measurement: 1, numberFormat: 'de', languageCode: 'de' }}
      options={PREFERENCE_OPTIONS}
      readOnly={false}
      onResult={() => {}}
    />,
    { locale },
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
