import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { contentBackend } from '../../test/content-backend';
import { createI18n } from './i18n';
import { useRoleLabel } from './use-role-label';

function Roles() {
  const roleLabel = useRoleLabel();
  return (
    <ul>
      <li>{roleLabel(1501, 'Fleet administrator')}</li>
      <li>{roleLabel(9999, 'Role only the server knows')}</li>
    </ul>
  );
}

function renderRoles(locale: 'en' | 'de') {
  render(
    <I18nextProvider i18n={createI18n({ locale, backend: contentBackend() })}>
      <Suspense fallback="loading">
        <Roles />
      </Suspense>
    </I18nextProvider>,
  );
}

describe('role labels (spec 000 §3 role name list, shown in six languages)', () => {
  it('shows the role in the page language from the common content page', async () => {
    renderRoles('de');
    expect(await screen.findByText('Flottenadministrator')).toBeInTheDocument();
  });

  it("falls back to the server's name for a role without a text", async () => {
    renderRoles('en');
    expect(await screen.findByText('Fleet administrator')).toBeInTheDocument();
    expect(screen.getByText('Role only the server knows')).toBeInTheDocument();
  });
});
