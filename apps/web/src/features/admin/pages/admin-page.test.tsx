import type { TAdminUserRow } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  adminProfile,
  configHandler,
  resetIdentityState,
  signInAs,
} from '../../../../test/identity-fixtures';
import { json, mockFetch } from '../../../../test/mock-fetch';
import { renderApp } from '../../../../test/render-app';
import { shellHandlers } from '../../../../test/shell-fixtures';

const row: TAdminUserRow = {
  key: 'u-42',
  uId: 42,
  name: 'Emma Stone',
  email: 'emma.stone@northwind.example',
  mobileNumber: null,
  mobileNumberIsdCode: null,
  status: 'Active',
  groupsCount: 0,
  parentsCount: 0,
  authoritiesCount: 1,
  lastLogin: null,
  userUniqueId: 'uu-42',
  accessExpiryDateTime: null,
  inviteEmail: null,
  invitationSentDateTime: null,
  activationDateTime: null,
  groupselection_description: 'A10001',
  isAdmin: false,
  oneFleetMigratedStatus: 0,
};

beforeEach(() => {
  resetIdentityState();
  signInAs(adminProfile);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The admin panel with `row` as the search's answer, searched for "stone": the table and the user. */
async function searchStone(totalRecords: number) {
  const { callsTo } = mockFetch({
    ...shellHandlers({ profile: adminProfile }),
    'GET /api/portal/config': configHandler(),
    'GET /api/admin/users': () => json(200, { users: [row], totalRecords, searchBy: 'nameEmail' }),
  });
  renderApp({ path: '/admin' });
  const user = userEvent.setup();
  await user.type(await screen.findByRole('searchbox', { name: 'Search users' }), 'stone');
  const table = await screen.findByRole('table', { name: 'Users' });
  return { callsTo, user, table };
}

describe('admin user search list state (spec 000 §2 Admin panel, §5 admin search)', {
  timeout: 30_000,
}, () => {
  it('a new sort starts again on page 1 with no row left open (the one list-state hook)', async () => {
    const { callsTo, user, table } = await searchStone(40);
    expect(await within(table).findByText('Emma Stone')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(callsTo('GET /api/admin/users').at(-1)?.url.searchParams.get('page')).toBe('2'),
    );
    await user.click(await within(table).findByRole('button', { name: 'Show details' }));
    expect(await within(table).findByRole('button', { name: 'Hide details' })).toBeVisible();

    await user.click(within(table).getByRole('button', { name: /Email/ }));
    await waitFor(() => {
      const params = callsTo('GET /api/admin/users').at(-1)?.url.searchParams;
      expect([params?.get('sortBy'), params?.get('page'), params?.get('search')]).toEqual([
        'email',
        '1',
        'stone',
      ]);
    });
    await waitFor(() => expect(within(table).queryByRole('button', { name: 'Hide details' })).toBeNull());
  });
});

describe('copy impersonation link (spec 000 §2 Admin panel actions)', { timeout: 30_000 }, () => {
  const openRow = async () => {
    const { user, table } = await searchStone(1);
    await user.click(await within(table).findByRole('button', { name: 'Show details' }));
    return { user, copy: await screen.findByRole('button', { name: 'Copy impersonation link' }) };
  };

  it('copies the link of the user’s unique id and says where to paste it', async () => {
    const { user, copy } = await openRow();
    // user-event installs its own clipboard on setup; the spy goes on that one.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await user.click(copy);
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/admin?impersonate=uu-42`);
    expect(
      await screen.findByText('Link copied to clipboard! Please paste it into an incognito window.'),
    ).toBeVisible();
  });

  it('says so when the clipboard refuses', async () => {
    const { user, copy } = await openRow();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(copy);
    expect(await screen.findByText('Failed to copy the link. Please try manually copying it')).toBeVisible();
  });
});
