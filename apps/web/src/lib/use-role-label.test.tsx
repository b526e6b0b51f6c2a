import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render-app';
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
  renderWithProviders(<Roles />, { locale });
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
