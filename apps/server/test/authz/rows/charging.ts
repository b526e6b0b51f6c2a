import { type ActorContext, type MatrixRow, scopeQuery, signedIn } from './kit';

/**
 * Customer data: an admin who is not impersonating is refused (403); so is the authorityUser, a card
 * manager whose role holds no depot permission (issue 42: the declared permission is enforced).
 */
const customer = (status: number) => ({ ...signedIn(status), admin: 403, authorityUser: 403 });
/** Group ALL is every authority of the actor's reach. */
const overview = 'accessLevel=G&accessLevelCode=ALL';
const foreignScope = (a: ActorContext) => `accessLevel=A&accessLevelCode=${a.foreignAuthorityId}`;
const ownSelection = (a: ActorContext) => ({
  accessLevel: a.selection?.accessLevel ?? 'G',
  accessLevelCode: a.selection?.accessLevelCode ?? 'ALL',
});
/** Ids no tenant holds: customers get 404, the same answer as another tenant's object. */
const NO_SITE = 'NO-SUCH-DEPOT';
const NO_CARD = { rfId: 'NOSUCHRFID', authorityID: 'X0000000', cardNumber: '0000', isActive: true };
const saveBody = { canUsePublicNetwork: true, cards: [NO_CARD], permissions: [] };

/** EV charging (issue 17). */
export const CHARGING_ROWS: MatrixRow[] = [
  {
    route: 'GET /api/evis/v1/charge-data',
    request: () => ({ url: `/api/evis/v1/charge-data?${overview}` }),
    expect: customer(200),
    foreign: { request: (a) => ({ url: `/api/evis/v1/charge-data?${foreignScope(a)}` }), status: 403 },
  },
  {
    route: 'GET /api/evis/v1/charge-data/download',
    request: (a) => ({ url: `/api/evis/v1/charge-data/download?${scopeQuery(a)}&ids=1` }),
    expect: customer(200),
    foreign: {
      request: (a) => ({ url: `/api/evis/v1/charge-data/download?${foreignScope(a)}&ids=1` }),
      status: 403,
    },
  },
  {
    route: 'GET /api/evis/v1/sites/list',
    request: () => ({ url: `/api/evis/v1/sites/list?${overview}` }),
    expect: customer(200),
    foreign: { request: (a) => ({ url: `/api/evis/v1/sites/list?${foreignScope(a)}` }), status: 403 },
  },
  {
    route: 'GET /api/evis/v1/sites/admin',
    request: (a) => ({ url: `/api/evis/v1/sites/admin?${scopeQuery(a)}` }),
    expect: customer(200),
    foreign: { request: (a) => ({ url: `/api/evis/v1/sites/admin?${foreignScope(a)}` }), status: 403 },
  },
  {
    route: 'GET /api/evis/v1/sites/details',
    request: (a) => ({
      url: `/api/evis/v1/sites/details?${scopeQuery(a)}&siteId=${NO_SITE}&chargePointId=X`,
    }),
    expect: customer(404),
    foreign: {
      request: (a) => ({
        url: `/api/evis/v1/sites/details?${foreignScope(a)}&siteId=${NO_SITE}&chargePointId=X`,
      }),
      status: 403,
    },
  },
  {
    route: 'GET /api/evis/v1/sites/details/charge-data',
    request: (a) => ({ url: `/api/evis/v1/sites/details/charge-data?${scopeQuery(a)}&siteId=${NO_SITE}` }),
    expect: customer(404),
    foreign: {
      request: (a) => ({
        url: `/api/evis/v1/sites/details/charge-data?${foreignScope(a)}&siteId=${NO_SITE}`,
      }),
      status: 403,
    },
  },
  {
    route: 'POST /api/evis/v1/sites/details/alias',
    request: (a) => ({
      url: '/api/evis/v1/sites/details/alias',
      payload: { ...ownSelection(a), siteId: NO_SITE, siteAlias: 'Yard' },
    }),
    expect: customer(404),
    foreign: {
      request: (a) => ({
        url: '/api/evis/v1/sites/details/alias',
        payload: {
          accessLevel: 'A',
          accessLevelCode: a.foreignAuthorityId,
          siteId: NO_SITE,
          siteAlias: 'Yard',
        },
      }),
      status: 403,
    },
  },
  {
    route: 'GET /api/evis/v1/tokens/rfid-list',
    request: (a) => ({ url: `/api/evis/v1/tokens/rfid-list?${scopeQuery(a)}` }),
    expect: customer(200),
    foreign: { request: (a) => ({ url: `/api/evis/v1/tokens/rfid-list?${foreignScope(a)}` }), status: 403 },
  },
  {
    route: 'POST /api/evis/v1/tokens/restrictions/save',
    request: (a) => ({ url: `/api/evis/v1/tokens/restrictions/save?${scopeQuery(a)}`, payload: saveBody }),
    expect: customer(404),
    foreign: {
      request: (a) => ({
        url: `/api/evis/v1/tokens/restrictions/save?${foreignScope(a)}`,
        payload: saveBody,
      }),
      status: 403,
    },
  },
];
