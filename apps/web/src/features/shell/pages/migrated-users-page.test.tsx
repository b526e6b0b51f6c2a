import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configHandler, resetIdentityState, signInAs } from '../../../../test/identity-fixtures';
import { mockFetch } from '../../../../test/mock-fetch';
import { renderApp } from '../../../../test/render-app';
import { migratedProfile, resetShellState, shellHandlers } from '../../../../test/shell-fixtures';
import { SUCCESSOR_PRODUCT_URLS, successorProductUrl } from '../../../lib/successor-product';

let callsTo: ReturnType<typeof mockFetch>['callsTo'];
beforeEach(() => {
  resetIdentityState();
  resetShellState();
  ({ callsTo } = mockFetch({
    ...shellHandlers({ profile: migratedProfile }),
    'GET /api/portal/config': configHandler(),
  }));
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('migration page and guard (spec 000 §2 Migration page, §6 Migration)', () => {
  it.each(['/dashboard', '/redirect', '/account', '/de/access/users'])(
    'sends a migrated user from %s to the migration page, without loading a hierarchy',
    async (path) => {
      signInAs(migratedProfile);
      const { router } = renderApp({ path });
      const expected = path.startsWith('/de/') ? '/de/migratedusers' : '/migratedusers';
      await waitFor(() => expect(router.state.location.pathname).toBe(expected));
      expect(callsTo('GET /api/users/users/hierarchy')).toHaveLength(0);
    },
  );

  it('shows the user name, the authority id, the successor product button and a support contact', async () => {
    signInAs(migratedProfile);
    renderApp({ path: '/migratedusers' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your account has moved' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'User name',
      'Account number',
    ]);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual(['Mia', 'A20002']);
    // jsdom's host is localhost: a non-production environment
    expect(screen.getByRole('link', { name: 'Go to the new portal' })).toHaveAttribute(
      'href',
      SUCCESSOR_PRODUCT_URLS.nonProduction,
    );
    expect(screen.getByRole('link', { name: 'fleet-support@onefleet.example' })).toHaveAttribute(
      'href',
      'mailto:fleet-support@onefleet.example',
    );
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
  });

  it('uses the production address in production only', () => {
    expect(successorProductUrl('PROD')).toBe(SUCCESSOR_PRODUCT_URLS.production);
    for (const environment of ['DEV', 'TEST', 'PREPROD'] as const)
      expect(successorProductUrl(environment)).toBe(SUCCESSOR_PRODUCT_URLS.nonProduction);
  });

  it('shows content key names when the texts are missing', async () => {
    signInAs(migratedProfile);
    renderApp({ path: '/migratedusers', content: { en: {} } });
    expect(await screen.findByRole('heading', { level: 1, name: 'title' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'successor_button' })).toBeInTheDocument();
  });

  it('a user whose status is above 3 but who is not flagged as migrated keeps the portal', async () => {
    signInAs({ ...migratedProfile, isOneFleetMigrated: false });
    const { router } = renderApp({ path: '/dashboard' });
    await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
