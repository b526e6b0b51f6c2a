import type { TAccountUser, THierarchyResponse, TLoggedInUser, TPermissionsResponse } from '@portal/contract';
import { configure } from '@testing-library/react';
import { vi } from 'vitest';
import { writeIdentity } from '../src/lib/session/identity-marker';
import { useSelectedHierarchyStore } from '../src/lib/session/selected-hierarchy-store';
import { adminProfile, customerProfile } from './identity-fixtures';
import { json, type MockHandler } from './mock-fetch';

/**
 * A signed-in page renders the whole shell (Mantine AppShell, menus, footer) after three API calls
 * and several content files: on a busy two-core machine that can take longer than the default 1 s.
 */
configure({ asyncUtilTimeout: 10_000 });

type HierarchyAuthority = THierarchyResponse['authorities'][number];

export const authority = (authorityId: string, customerName: string, authorityName = 'Fuel account') =>
  ({
    authorityId,
    customerName,
    authorityName,
    secondAuthorityName: null,
    roles: [1501],
    cardOfferType: 'FUEL',
  }) satisfies HierarchyAuthority;

const base = {
  locale: 'en',
  oneFleetMigratedStatus: 0,
  isOneFleetMigrated: false,
  userRoles: [{ roleId: 1501, roleName: 'Fleet administrator', offerType: 'FUEL' }],
  isoCodeLookup: { A: 'GB', B: 'DE' },
};

/** One authority: no switcher. */
export const oneAuthorityHierarchy: THierarchyResponse = {
  ...base,
  authorities: [authority('A10001', 'Northwind Logistics')],
  parents: [],
  groups: [],
};

/** 2 groups (one the Overview group ALL), 3 parents and 24 authorities: the selector needs a search. */
export const largeHierarchy: THierarchyResponse = {
  ...base,
  authorities: [
    ...Array.from({ length: 12 }, (_, i) => authority(`A${10001 + i}`, `Northwind Logistics ${i + 1}`)),
    ...Array.from({ length: 8 }, (_, i) => authority(`B${20001 + i}`, `Baltic Freight ${i + 1}`)),
    ...Array.from({ length: 4 }, (_, i) => authority(`A${30001 + i}`, `Carpathia Haulage ${i + 1}`)),
  ],
  parents: [
    {
      parentId: 'P100',
      parentName: 'Northwind UK',
      accessLevelCode: 'P100',
      authorityIds: [],
      authorities: 12,
    },
    {
      parentId: 'P200',
      parentName: 'Baltic Group',
      accessLevelCode: 'P200',
      authorityIds: [],
      authorities: 8,
    },
    { parentId: 'P300', parentName: 'Carpathia', accessLevelCode: 'P300', authorityIds: [], authorities: 4 },
  ],
  groups: [
    {
      groupId: 'GRP00001',
      groupName: 'Northwind all depots',
      accessLevelCode: 'GRP00001',
      parents: ['P100'],
      authorityIds: [],
      authorities: 12,
    },
    {
      groupId: 'ALL',
      groupName: 'Overview',
      accessLevelCode: 'ALL',
      parents: [],
      authorityIds: [],
      authorities: 24,
    },
  ],
};

/** Every permission the navigation looks at. */
export const ALL_NAV_PERMISSIONS = [
  'viewTransactions',
  'viewInvoices',
  'ReadCard',
  'manageUsers',
  'viewGroups',
  'manageDepot',
  'viewChargePoints',
];

export type ShellServer = {
  hierarchy?: THierarchyResponse;
  loggedInUser?: TLoggedInUser;
  permissions?: string[] | ((selection: TLoggedInUser) => string[]);
  masthead?: TPermissionsResponse['masthead'];
  profile?: object;
};

/** The calls the shell makes at session init and on a hierarchy change, answered from memory. */
export function shellHandlers({
  hierarchy = oneAuthorityHierarchy,
  loggedInUser = { accessLevel: 'A', accessLevelCode: hierarchy.authorities[0]?.authorityId ?? 'A10001' },
  permissions = ALL_NAV_PERMISSIONS,
  masthead = { isAck: 'Y' },
  profile = customerProfile,
}: ShellServer = {}): Record<string, MockHandler> {
  return {
    'GET /api/users/users/hierarchy': () => json(200, hierarchy),
    'GET /api/users/users/loggedinuser': () => json(200, loggedInUser),
    'PUT /api/users/users/loggedinuser': ({ body }) => json(200, body),
    'GET /api/users/users/permissions': ({ url }) => {
      const selection = {
        accessLevel: url.searchParams.get('accessLevel'),
        accessLevelCode: url.searchParams.get('accessLevelCode'),
      } as TLoggedInUser;
      const keys = typeof permissions === 'function' ? permissions(selection) : permissions;
      return json(200, { masthead, permissions: keys });
    },
    'POST /api/users/users/profile': () => json(200, profile),
    'GET /api/users/users/details': () => json(200, { userDetails: accountUser }),
    'GET /api/users/userpreferences': () => json(200, { preferences: { languageCode: 'en' }, sections: {} }),
  };
}

/** The details call's Account user for the fixtures' customer. */
export const accountUser: TAccountUser = {
  uId: 7,
  uniqueId: 'u-7',
  userName: 'dana@customer.example',
  firstName: 'Dana',
  lastName: 'Customer',
  name: 'Dana Customer',
  jobTitle: null,
  email: 'dana@customer.example',
  mobileNumberIsdCode: null,
  mobileNumber: null,
  landlineNumberIsdCode: null,
  landlineNumber: null,
  status: 'Active',
  lastLogin: null,
  role: ['Fleet administrator'],
  brand: 1,
  preferences: { languageCode: 'en' },
  userPermissions: [],
  isAdmin: false,
  impersonatedUser: null,
  onefleetmigratedstatus: 0,
};

/** A fresh tab: no selection kept. */
export function resetShellState() {
  useSelectedHierarchyStore.getState().clear();
  window.sessionStorage.removeItem('selectedHierarchy');
}

/** An admin acting as one of the customer's users (set by the impersonation issue later). */
export function signInAsImpersonatingAdmin(name = 'Dana Customer') {
  writeIdentity({
    ...adminProfile,
    tokenExpirationTime: Date.now() + 600_000,
    impersonatedUser: { userUniqueId: 'user-17', name },
  });
}

export const migratedProfile = {
  ...customerProfile,
  given_name: 'Mia',
  authorityID: 'A20002',
  oneFleetMigratedStatus: 4,
  isOneFleetMigrated: true,
};

/**
 * Mantine's menu moves focus into the open dropdown; jsdom hides the dropdown (no layout), so the
 * focus trap warns that it found nothing focusable. Only that warning is dropped.
 */
export function ignoreMenuFocusTrapWarning() {
  const original = console.warn;
  return vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
    if (String(args[0]).includes('use-focus-trap')) return;
    original(...args);
  });
}
