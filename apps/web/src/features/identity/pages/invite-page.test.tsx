import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configHandler, resetIdentityState } from '../../../../test/identity-fixtures';
import { apiErrorResponse, json, mockFetch } from '../../../../test/mock-fetch';
import { renderApp } from '../../../../test/render-app';

const invite = (state: Partial<Record<'otapExpired' | 'otapAlreadyUsed' | 'otapValidated', boolean>>) => ({
  otapExpired: false,
  otapAlreadyUsed: false,
  otapValidated: false,
  firstName: 'Robin',
  lastName: 'Meyer',
  eMail: 'robin.meyer@example.com',
  ...state,
});

const INVALID_LINK =
  'This invitation link is not valid. Open the link from your invitation email again, or ask your administrator for a new invitation.';

const server = (answer: () => Response) =>
  mockFetch({ 'GET /api/users/users/otap': answer, 'GET /api/portal/config': configHandler() });

beforeEach(resetIdentityState);
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('invite verification page (spec 000 §2, §4 Invite token, §8)', () => {
  it('checks the token from the status parameter and shows the validated state with a register button', async () => {
    const { callsTo } = server(() => json(200, invite({ otapValidated: true })));
    renderApp({ path: '/registration.html?status=tok-1' });
    expect(
      await screen.findByText('Your invitation is valid. Register to create your account.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register?status=tok-1');
    expect(callsTo('GET /api/users/users/otap')[0]?.url.searchParams.get('Token')).toBe('tok-1');
  });

  it('keeps the locale segment on the register link', async () => {
    server(() => json(200, invite({ otapValidated: true })));
    renderApp({ path: '/de/registration.html?status=tok-1' });
    expect(await screen.findByRole('link', { name: 'Registrieren' })).toHaveAttribute(
      'href',
      '/de/register?status=tok-1',
    );
  });

  it('shows the expired state in red, without a register button', async () => {
    server(() => json(200, invite({ otapExpired: true })));
    renderApp({ path: '/registration.html?status=tok-1' });
    const text = await screen.findByText(/This invitation link has expired/);
    expect(text.getAttribute('style')).toContain('--mantine-color-red-9');
    expect(screen.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
  });

  it('shows the already-used state in red, without a register button', async () => {
    server(() => json(200, invite({ otapAlreadyUsed: true })));
    renderApp({ path: '/registration.html?status=tok-1' });
    const text = await screen.findByText(/This invitation link has already been used/);
    expect(text.getAttribute('style')).toContain('--mantine-color-red-9');
    expect(screen.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
  });

  it('says the link is invalid for a token the server does not know (issue 15)', async () => {
    server(() => apiErrorResponse(404, 'NOT_FOUND', 'invite_invalid'));
    renderApp({ path: '/registration.html?status=bad' });
    expect(await screen.findByText(INVALID_LINK)).toBeVisible();
    expect(screen.queryByText('Something went wrong. Please try again later.')).not.toBeInTheDocument();
  });

  it('shows the default error message when the check fails otherwise (spec 000 §8)', async () => {
    server(() => apiErrorResponse(500, 'INTERNAL', 'default_error_message'));
    renderApp({ path: '/registration.html?status=tok-1' });
    expect(await screen.findByText('Something went wrong. Please try again later.')).toBeVisible();
  });

  it('says the link is invalid when it has no token, without calling the server (issue 15)', async () => {
    const { callsTo } = server(() => json(200, invite({ otapValidated: true })));
    renderApp({ path: '/pt/registration.html' });
    expect(
      await screen.findByText(
        'Esta ligação de convite não é válida. Abra novamente a ligação do seu e-mail de convite ou peça um novo convite ao seu administrador.',
      ),
    ).toBeVisible();
    expect(callsTo('GET /api/users/users/otap')).toHaveLength(0);
  });
});
