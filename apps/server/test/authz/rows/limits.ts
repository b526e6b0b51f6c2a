import { type ActorContext, type MatrixRow, scopeQuery, signedIn } from './kit';

/**
 * Overrides, account spending limits and the authorization check (issue 19). The writes name the
 * actor's own authority with a customer id that is not its own: an actor allowed to write gets as far
 * as that check (400) and nothing changes; one whose selection is no single authority sends a foreign
 * one (403). The API tests in test/limits prove the 200s, the rules and the read-only role's 403.
 */
const customers = (status: number) => ({ ...signedIn(status), admin: 403 });
const ownAuthority = (a: ActorContext) =>
  a.selection?.accessLevel === 'A' ? a.selection.accessLevelCode : undefined;
const writeExpect = { anonymous: 401, authorityUser: 400, parentUser: 403, groupUser: 400, admin: 403 };
const override = (authorityId: string) => ({
  acceptViolation: true,
  alertViolation: true,
  authorityId,
  customerId: 'NOT-ITS-CUSTOMER',
  parentId: null,
  duration: 0,
});
const limits = (authorityId: string) => ({
  authorityId,
  customerId: 'NOT-ITS-CUSTOMER',
  parentId: null,
  dailySpendLimit: 10,
  weeklySpendLimit: null,
  monthlySpendLimit: null,
  rollingDays: null,
  rollingSpendLimit: null,
  acceptViolation: true,
  alertViolation: true,
});

export const LIMITS_ROWS: MatrixRow[] = [
  {
    route: 'GET /api/cards/profile/overrides',
    request: (a) => ({ url: `/api/cards/profile/overrides?${scopeQuery(a)}` }),
    expect: customers(200),
    foreign: {
      request: (a) => ({ url: `/api/cards/profile/overrides?AuthorityIds=${a.foreignAuthorityId}` }),
      status: 403,
    },
  },
  {
    route: 'POST /api/cards/profile/overrides',
    request: (a) => ({
      url: '/api/cards/profile/overrides',
      payload: override(ownAuthority(a) ?? a.foreignAuthorityId),
    }),
    expect: writeExpect,
    foreign: {
      request: (a) => ({ url: '/api/cards/profile/overrides', payload: override(a.foreignAuthorityId) }),
      status: 403,
    },
  },
  {
    route: 'GET /api/users/hierarchy/authorities/accountlimits',
    request: (a) => ({ url: `/api/users/hierarchy/authorities/accountlimits?${scopeQuery(a)}` }),
    expect: customers(200),
    foreign: {
      request: (a) => ({
        url: `/api/users/hierarchy/authorities/accountlimits?authorityIds=${a.foreignAuthorityId}`,
      }),
      status: 403,
    },
  },
  {
    route: 'POST /api/users/hierarchy/authorities/accountlimits',
    request: (a) => ({
      url: '/api/users/hierarchy/authorities/accountlimits',
      payload: limits(ownAuthority(a) ?? a.foreignAuthorityId),
    }),
    expect: writeExpect,
    foreign: {
      request: (a) => ({
        url: '/api/users/hierarchy/authorities/accountlimits',
        payload: limits(a.foreignAuthorityId),
      }),
      status: 403,
    },
  },
  {
    // Machine and internal callers: platform admins only (docs/decisions.md); an unknown card is declined.
    route: 'POST /api/cards/authorize',
    request: () => ({
      url: '/api/cards/authorize',
      payload: { cardNumber: '000000000000', productId: 10001, quantity: 1, amount: 1 },
    }),
    expect: { anonymous: 401, authorityUser: 403, parentUser: 403, groupUser: 403, admin: 200 },
  },
];
