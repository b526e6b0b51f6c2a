import { IDENTITY_ERROR_KEYS, VALIDATION_KEYS } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configHandler, resetIdentityState } from '../../../../test/identity-fixtures';
import { apiErrorResponse, json, type MockHandler, mockFetch } from '../../../../test/mock-fetch';
import { renderApp } from '../../../../test/render-app';

const validInvite = {
  otapExpired: false,
  otapAlreadyUsed: false,
  otapValidated: true,
  firstName: 'Robin',
  lastName: 'Meyer',
  eMail: 'robin.meyer@example.com',
};

const server = (register: MockHandler = () => json(200, { success: true }), otap = validInvite) =>
  mockFetch({
    'GET /api/users/users/otap': () => json(200, otap),
    'POST /api/users/users/register': register,
    'GET /api/portal/config': configHandler(),
  });

beforeEach(resetIdentityState);
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('registration page (spec 000 §2, §5 Registration, §8)', () => {
  it('pre-fills the names (editable) and the read-only email, and registers on continue', async () => {
    const user = userEvent.setup();
    const { callsTo } = server();
    renderApp({ path: '/register?status=tok-1' });

    const firstName = await screen.findByRole('textbox', { name: /First name/ });
    expect(firstName).toHaveValue('Robin');
    expect(screen.getByRole('textbox', { name: /Last name/ })).toHaveValue('Meyer');
    const email = screen.getByRole('textbox', { name: 'Email address' });
    expect(email).toHaveValue('robin.meyer@example.com');
    expect(email).toHaveAttribute('readonly');

    await user.clear(firstName);
    await user.type(firstName, '  Robin   Lee ');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(
      await screen.findByText(
        'An activation email with a link has been sent to robin.meyer@example.com. Open the link to activate your account.',
      ),
    ).toBeVisible();
    const [call] = callsTo('POST /api/users/users/register');
    expect(call?.url.searchParams.get('Token')).toBe('tok-1');
    expect(call?.body).toEqual({
      firstName: 'Robin Lee',
      lastName: 'Meyer',
      email: 'robin.meyer@example.com',
      userName: 'robin.meyer@example.com',
      brand: 1,
      languageISOCode: 'en',
    });
  });

  it("refuses an empty name with 'You must enter your name' and sends nothing", async () => {
    const user = userEvent.setup();
    const { callsTo } = server();
    renderApp({ path: '/register.html?status=tok-1' });
    await user.clear(await screen.findByRole('textbox', { name: /Last name/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(VALIDATION_KEYS.nameRequired)).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Last name/ })).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo('POST /api/users/users/register')).toHaveLength(0);
  });

  it('refuses special characters with the special-character message in the page language', async () => {
    const user = userEvent.setup();
    const { callsTo } = server();
    renderApp({ path: '/de/register?status=tok-1' });
    const firstName = await screen.findByRole('textbox', { name: /Vorname/ });
    await user.type(firstName, '<b>');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByText('Namen dürfen \\ = " < > / : und ; nicht enthalten')).toBeVisible();
    expect(callsTo('POST /api/users/users/register')).toHaveLength(0);
  });

  it('shows the existing-email text with login buttons on 409', async () => {
    const user = userEvent.setup();
    server(() => apiErrorResponse(409, 'CONFLICT', IDENTITY_ERROR_KEYS.emailExists));
    renderApp({ path: '/register?status=tok-1' });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('A user with this email address already exists.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Internal user login' })).toHaveAttribute(
      'href',
      '/en/login/internal',
    );
  });

  it("shows the server's field issues on their fields (400)", async () => {
    const user = userEvent.setup();
    server(() =>
      apiErrorResponse(400, 'VALIDATION', 'validation_error', [
        { path: 'firstName', messageKey: VALIDATION_KEYS.specialCharacter },
      ]),
    );
    renderApp({ path: '/register?status=tok-1' });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Names must not contain \\ = " < > / : or ;')).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /First name/ })).toHaveAttribute('aria-invalid', 'true'),
    );
  });

  it('shows the default error alert on any other failure', async () => {
    const user = userEvent.setup();
    server(() => apiErrorResponse(500, 'INTERNAL', 'default_error_message'));
    renderApp({ path: '/register?status=tok-1' });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Something went wrong. Please try again later.')).toBeVisible();
  });

  it('says so instead of showing the form when the invite has expired', async () => {
    server(undefined, { ...validInvite, otapValidated: false, otapExpired: true });
    renderApp({ path: '/register?status=tok-1' });
    expect(await screen.findByText(/This invitation link has expired/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  });

  it('says the link is invalid at /register without a token, and for an unknown token (issue 15)', async () => {
    const { callsTo } = server();
    renderApp({ path: '/de/register' });
    expect(
      await screen.findByText(
        'Dieser Einladungslink ist ungültig. Öffnen Sie den Link aus Ihrer Einladungs-E-Mail erneut oder bitten Sie Ihren Administrator um eine neue Einladung.',
      ),
    ).toBeVisible();
    expect(callsTo('GET /api/users/users/otap')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Weiter' })).not.toBeInTheDocument();
  });

  it('says the link is invalid when the server does not know the token (issue 15)', async () => {
    mockFetch({
      'GET /api/users/users/otap': () => apiErrorResponse(404, 'NOT_FOUND', 'invite_invalid'),
      'GET /api/portal/config': configHandler(),
    });
    renderApp({ path: '/register?status=nope' });
    expect(await screen.findByText(/This invitation link is not valid/)).toBeVisible();
  });
});
