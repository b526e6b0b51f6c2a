import type { TUserRow } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configHandler, resetIdentityState, signInAs } from '../../../../test/identity-fixtures';
import { apiErrorResponse, json, mockFetch } from '../../../../test/mock-fetch';
import { renderApp } from '../../../../test/render-app';
import { resetShellState, shellHandlers } from '../../../../test/shell-fixtures';

const row = (uId: number, name: string, isInGroup: boolean): TUserRow => ({
  uId,
  name,
  email: `${name.toLowerCase().replace(' ', '.')}@northwind.example`,
  mobileNumber: null,
  mobileNumberIsdCode: null,
  status: 'Active',
  groupsCount: isInGroup ? 1 : 0,
  parentsCount: 0,
  authoritiesCount: 1,
  lastLogin: null,
  userUniqueId: null,
  accessExpiryDateTime: null,
  isInGroup,
});
const group = (groupId: string, name: string) => ({
  groupId,
  name,
  email: null,
  mobileNumberIsdCode: null,
  mobileNumber: null,
  status: null,
  groupsCount: 1,
  parentsCount: 1,
  authoritiesCount: 12,
  lastLogin: null,
});

function server() {
  return mockFetch({
    ...shellHandlers(),
    'GET /api/portal/config': configHandler(),
    'POST /xapi/groups/api/groupadmin': () =>
      json(200, { groups: [group('GRP00001', 'Northwind all depots')], totalRecords: 1 }),
    'GET /api/users/users/roles': () =>
      json(200, {
        authorities: [
          {
            authorityId: 'A10001',
            authorityName: 'Fuel account',
            secondAuthorityName: null,
            customerName: 'Northwind Logistics',
            cardOfferType: 'FUEL',
            roleIds: [1501, 1504],
          },
        ],
        roleNames: [
          { roleId: 1501, roleName: 'Fleet administrator', offerType: 'FUEL' },
          { roleId: 1504, roleName: 'Read-only user', offerType: 'FUEL' },
          { roleId: 1520, roleName: 'EV depot manager', offerType: 'EV' },
        ],
      }),
    'GET /api/users/users/accessibleusers': () =>
      json(200, {
        users: [
          row(7, 'Dana Customer', false),
          row(41, 'Emma Stone', true),
          row(42, 'Finn Berg', false),
          row(43, 'Gina Holt', false),
        ],
        totalRecords: 4,
      }),
    'POST /api/users/users/42': () => json(200, { success: true, name: 'Finn Berg' }),
    'POST /api/users/users/43': () => apiErrorResponse(409, 'CONFLICT', 'access_entry_exists'),
  });
}

beforeEach(() => {
  resetIdentityState();
  resetShellState();
  signInAs();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('add users to a group (000 §2 /access/users/add-to-group)', { timeout: 60_000 }, () => {
  it('chooses group and role, lists members as not selectable, adds the chosen users and sums up', async () => {
    const { callsTo } = server();
    renderApp({ path: '/access/users/add-to-group' });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Add users to a group' })).toBeVisible();
    const add = screen.getByRole('button', { name: 'Add to group' });
    expect(add).toBeDisabled();
    expect(screen.getByText('Choose a group, a role and at least one user.')).toBeVisible();

    await user.click(screen.getByRole('combobox', { name: /^Group/ }));
    await user.click(await screen.findByRole('option', { name: 'Northwind all depots', hidden: true }));
    const role = await screen.findByRole('combobox', { name: /^Role in the group/ });
    await waitFor(() => expect(role).toBeEnabled());
    await user.click(role);
    // Roles of the group's offer type only: no EV role on a fuel group.
    expect(screen.queryByRole('option', { name: 'EV depot manager', hidden: true })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'Read-only user', hidden: true }));
    expect(callsTo('GET /api/users/users/roles?accessLevelCode=GRP00001')).toHaveLength(1);
    expect(callsTo('GET /api/users/users/accessibleusers')[0]?.url.searchParams.get('groupId')).toBe(
      'GRP00001',
    );

    const table = await screen.findByRole('table', { name: 'Users to add to the group' });
    const rowOf = async (name: string) => (await within(table).findByText(name)).closest('tr') as HTMLElement;
    // Already a member, and the signed-in administrator: shown with the reason, not selectable.
    expect(within(await rowOf('Emma Stone')).getByRole('checkbox')).toBeDisabled();
    expect(within(await rowOf('Emma Stone')).getByText('Already in this group')).toBeVisible();
    expect(within(await rowOf('Dana Customer')).getByRole('checkbox')).toBeDisabled();
    expect(
      within(await rowOf('Dana Customer')).getByText('You cannot change your own access.'),
    ).toBeVisible();

    await user.click(within(await rowOf('Finn Berg')).getByRole('checkbox'));
    await user.click(within(await rowOf('Gina Holt')).getByRole('checkbox'));
    expect(screen.getByText('Selected users: 2')).toBeVisible();
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Added to Northwind all depots: 1')).toBeVisible();
    expect(within(alert).getByText('Not added: 1')).toBeVisible();
    expect(within(alert).getByText('Gina Holt: The user already has this access.')).toBeVisible();
    for (const id of [42, 43])
      expect(callsTo(`POST /api/users/users/${id}`)[0]?.body).toEqual({
        uId: id,
        groupAdded: [{ groupId: 'GRP00001', roleId: 1504 }],
      });
    expect(screen.getByText('Selected users: 0')).toBeVisible();
  });

  it('is linked from the users list', async () => {
    server();
    renderApp({ path: '/access/users' });
    expect(await screen.findByRole('link', { name: 'Add users to group' })).toHaveAttribute(
      'href',
      '/access/users/add-to-group',
    );
  });

  it('is linked from the group list', async () => {
    server();
    renderApp({ path: '/de/access/groups' });
    expect(await screen.findByRole('link', { name: 'Benutzer zu Gruppe hinzufügen' })).toHaveAttribute(
      'href',
      '/de/access/users/add-to-group',
    );
  });
});
