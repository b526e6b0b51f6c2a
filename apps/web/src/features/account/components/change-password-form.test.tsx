import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configHandler } from '../../../../test/identity-fixtures';
import { apiErrorResponse, json, type MockHandler, mockFetch } from '../../../../test/mock-fetch';
import { renderWithProviders } from '../../../../test/render-app';
import { ChangePasswordForm } from './change-password-form';

const server = (change: MockHandler = () => json(200, { success: true }), config = {}) =>
  mockFetch({
    'POST /api/users/users/password': change,
    'GET /api/portal/config': configHandler(config),
  });

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function fill(current: string, next: string, repeat = next) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Current password/), current);
  await user.type(screen.getByLabelText(/^New password/), next);
  await user.type(screen.getByLabelText(/^Repeat the new password/), repeat);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

/** Issue 15: a signed-in user changes the password from the account page (current password required). */
describe('change password on the account page', () => {
  it('sends the current and the new password, then confirms and empties the form', async () => {
    const { callsTo } = server();
    renderWithProviders(<ChangePasswordForm readOnly={false} />);
    await fill('Old-password-1', 'New-password-22');
    expect(await screen.findByText(/Your password has been changed/)).toBeVisible();
    expect(callsTo('POST /api/users/users/password')[0]?.body).toEqual({
      currentPassword: 'Old-password-1',
      newPassword: 'New-password-22',
    });
    await waitFor(() => expect(screen.getByLabelText(/^New password/)).toHaveValue(''));
  });

  it('checks the rules of activation and the repeat before sending', async () => {
    const { callsTo } = server();
    renderWithProviders(<ChangePasswordForm readOnly={false} />);
    await fill('Old-password-1', 'short');
    expect(
      await screen.findByText('The password needs at least 10 characters, with letters and digits.'),
    ).toBeVisible();
    expect(callsTo('POST /api/users/users/password')).toHaveLength(0);
  });

  it('shows a wrong current password on its field', async () => {
    server(() =>
      apiErrorResponse(400, 'VALIDATION', 'password_current_wrong', [
        { path: 'body.currentPassword', messageKey: 'password_current_wrong' },
      ]),
    );
    renderWithProviders(<ChangePasswordForm readOnly={false} />, { locale: 'de' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Aktuelles Passwort/), 'Wrong-pass-1');
    await user.type(screen.getByLabelText(/^Neues Passwort/), 'New-password-22');
    await user.type(screen.getByLabelText(/^Passwort wiederholen/), 'New-password-22');
    await user.click(screen.getByRole('button', { name: 'Passwort ändern' }));
    expect(await screen.findByText('Das aktuelle Passwort ist nicht korrekt.')).toBeVisible();
  });

  it('is disabled while impersonating', async () => {
    server();
    renderWithProviders(<ChangePasswordForm readOnly />);
    expect(await screen.findByRole('button', { name: 'Change password' })).toBeDisabled();
  });

  it("links to the external IdP's own page instead of a form", async () => {
    server(undefined, { isBuiltInIdp: false, passwordUrl: 'https://idp.example.test/account/password' });
    renderWithProviders(<ChangePasswordForm readOnly={false} />);
    expect(await screen.findByRole('link', { name: /Change your password/ })).toHaveAttribute(
      'href',
      'https://idp.example.test/account/password',
    );
    expect(screen.queryByLabelText(/^Current password/)).not.toBeInTheDocument();
  });
});
