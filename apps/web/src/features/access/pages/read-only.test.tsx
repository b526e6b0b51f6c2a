import type { TUserDetails } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configHandler, resetIdentityState } from '../../../../test/identity-fixtures';
import { json, mockFetch } from '../../../../test/mock-fetch';
import { renderApp } from '../../../../test/render-app';
import { resetShellState, shellHandlers, signInAsImpersonatingAdmin } from '../../../../test/shell-fixtures';

const NOTICE =
  'You are acting as this user as an administrator. You can look around, but changes cannot be saved.';
const emma: TUserDetails = {
  uId: 42,
  userName: 'emma.stone@northwind.example',
  firstName: 'Emma',
  lastName: 'Stone',
  jobTitle: null,
  email: 'emma.stone@northwind.example',
  mobileNumberIsdCode: null,
  mobileNumber: null,
  landlineNumberIsdCode: null,
  landlineNumber: null,
  status: 'Invited',
  lastLogin: null,
  accessAreaCount: { groups: 0, parents: 0, authorities: 1 },
};
const authority = {
  authorityId: 'A10001',
  authorityName: 'Fuel account',
  secondAuthorityName: null,
  customerName: 'Northwind Logistics',
  cardOfferType: 'FUEL',
};

function server() {
  return mockFetch({
    ...shellHandlers(),
    'GET /api/portal/config': configHandler(),
    'GET /api/users/users/accessibleusers': () => json(200, { users: [], totalRecords: 0 }),
    'GET /api/users/users/42/details': () => json(200, emma),
    'GET /api/users/users/42/authorities': () =>
      json(200, { authorities: [{ ...authority, defaultSelectedId: 1504 }], totalRecords: 1 }),
    'GET /api/users/users/roles': () =>
      json(200, {
        authorities: [{ ...authority, roleIds: [1501, 1504] }],
        roleNames: [{ roleId: 1504, roleName: 'Read-only user', offerType: 'FUEL' }],
      }),
    'POST /xapi/groups/api/groupadmin': () => json(200, { groups: [], totalRecords: 0 }),
  });
}

beforeEach(() => {
  resetIdentityState();
  resetShellState();
  signInAsImpersonatingAdmin();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** Spec 000 §6: impersonation is read-only; issue 15: every write control says so and is disabled. */
describe('access pages while impersonating are read-only (000 §6)', { timeout: 60_000 }, () => {
  it('users list: New user and Add users to group are disabled, with the notice', async () => {
    server();
    renderApp({ path: '/access/users' });
    expect(await screen.findByText(NOTICE)).toBeVisible();
    expect(screen.getByRole('button', { name: 'New user' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add users to group' })).toBeDisabled();
  });

  it('edit user: details, access, resend invite and revoke are disabled, with the notice', async () => {
    server();
    renderApp({ path: '/access/users/42' });
    expect(await screen.findByText(NOTICE)).toBeVisible();
    expect(await screen.findByRole('textbox', { name: /First name/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save details' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Revoke access' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Resend invite' })).toBeDisabled();
    expect(await screen.findByRole('switch', { name: /Access to A10001/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save access' })).toBeDisabled();
  });

  it('add-user wizard and add-to-group: nothing can be sent, with the notice', async () => {
    server();
    const wizard = renderApp({ path: '/access/users/new' });
    expect(await screen.findByText(NOTICE)).toBeVisible();
    expect(screen.getByRole('textbox', { name: /First name/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    wizard.unmount();

    renderApp({ path: '/access/users/add-to-group' });
    expect(await screen.findByText(NOTICE)).toBeVisible();
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Group/ })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Add to group' })).toBeDisabled();
  });

  it('group list: Add users to group is disabled, with the notice', async () => {
    server();
    renderApp({ path: '/access/groups' });
    expect(await screen.findByText(NOTICE)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add users to group' })).toBeDisabled();
  });
});
