import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configHandler, resetIdentityState, signInAs } from '../../../../test/identity-fixtures';
import { mockFetch } from '../../../../test/mock-fetch';
import { renderApp } from '../../../../test/render-app';
import { resetShellState, shellHandlers } from '../../../../test/shell-fixtures';
import { agreeToAllCookies } from '../utils/cookie-consent';

const banner = () => screen.queryByRole('region', { name: 'Cookie consent' });

beforeEach(() => {
  resetIdentityState();
  resetShellState();
  mockFetch({ ...shellHandlers(), 'GET /api/portal/config': configHandler() });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('cookie banner (spec 000 §2 Cookie banner, §4 Cookie, §9)', () => {
  it('shows on the sign-in page; agree sets r_func (and r_perf) and the banner stays gone after a reload', async () => {
    const user = userEvent.setup();
    const first = renderApp({ path: '/login' });
    const region = await screen.findByRole('region', { name: 'Cookie consent' });
    expect(within(region).getByText('We use cookies')).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Agree' }));
    expect(banner()).toBeNull();
    expect(document.cookie).toContain('r_func=true');
    expect(document.cookie).toContain('r_perf=true');
    first.unmount();

    renderApp({ path: '/login' });
    await screen.findByRole('heading', { level: 1 });
    expect(banner()).toBeNull();
  });

  it('manage cookies: the modal saves the performance choice and always the functional cookie', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/de/login' });
    const region = await screen.findByRole('region', { name: 'Cookie-Einwilligung' });
    await user.click(within(region).getByRole('button', { name: 'Cookies verwalten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookies verwalten' });
    const performance = within(dialog).getByRole('switch', { name: /Leistungs-Cookies/ });
    expect(performance).not.toBeChecked();
    await user.click(performance);
    await user.click(within(dialog).getByRole('button', { name: 'Einstellungen speichern' }));
    expect(document.cookie).toContain('r_func=true');
    expect(document.cookie).toContain('r_perf=true');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Cookie-Einwilligung' })).toBeNull();
  });

  it('saving without performance cookies sets r_perf=false', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/login' });
    await user.click(await screen.findByRole('button', { name: 'Manage cookies' }));
    await user.click(await screen.findByRole('button', { name: 'Save preferences' }));
    expect(document.cookie).toContain('r_func=true');
    expect(document.cookie).toContain('r_perf=false');
  });

  it('shows on protected pages too, and sets a client id cookie when missing', async () => {
    signInAs();
    renderApp({ path: '/dashboard' });
    expect(await screen.findByRole('region', { name: 'Cookie consent' })).toBeInTheDocument();
    expect(document.cookie).toMatch(/clientId=[0-9a-f-]{36}/);
  });
});

describe('/cookie-preferences (spec 000 §2 route table)', () => {
  it('offers the same controls to signed-out visitors and shows the saved choice', async () => {
    agreeToAllCookies();
    const user = userEvent.setup();
    renderApp({ path: '/cookie-preferences' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cookie preferences' })).toBeInTheDocument();
    const performance = screen.getByRole('switch', { name: /Performance cookies/ });
    expect(performance).toBeChecked();
    await user.click(performance);
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(document.cookie).toContain('r_perf=false');
    expect(await screen.findByText('Your cookie preferences have been saved.')).toBeInTheDocument();
  });

  it('opens inside the shell from the footer when signed in', async () => {
    signInAs();
    const user = userEvent.setup();
    const { router } = renderApp({ path: '/dashboard' });
    const footer = await screen.findByRole('contentinfo');
    await user.click(within(footer).getByRole('link', { name: 'Cookie preferences' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cookie preferences' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cookie-preferences');
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });
});
