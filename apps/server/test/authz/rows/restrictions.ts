import { type ActorContext, type MatrixRow, scopeQuery, signedIn } from './kit';

/**
 * Restriction profiles and their catalogues (issue 19). An admin who is not impersonating has no
 * customer scope: 403. The profile id no tenant holds answers 404, like another tenant's profile
 * (test/restrictions proves that with real foreign profiles, and the 200s and 400s of every rule).
 */
const customers = (status: number) => ({ ...signedIn(status), admin: 403 });
const NO_PROFILE = 999_999_999;
const foreignScope = (a: ActorContext) => `accessLevel=A&accessLevelCode=${a.foreignAuthorityId}`;
const odometer = { maximumDistance: 100, acceptOdometerViolation: true, alertOdometerViolation: true };

export const RESTRICTIONS_ROWS: MatrixRow[] = [
  {
    route: 'GET /api/cards/profile/all',
    request: (a) => ({ url: `/api/cards/profile/all?${scopeQuery(a)}` }),
    expect: customers(200),
    foreign: { request: (a) => ({ url: `/api/cards/profile/all?${foreignScope(a)}` }), status: 403 },
  },
  {
    route: 'GET /api/cards/profile/baseprofiles',
    request: (a) => ({ url: `/api/cards/profile/baseprofiles?${scopeQuery(a)}` }),
    expect: customers(200),
    foreign: { request: (a) => ({ url: `/api/cards/profile/baseprofiles?${foreignScope(a)}` }), status: 403 },
  },
  {
    route: 'GET /api/cards/profile/restrictions/:profileId',
    request: () => ({ url: `/api/cards/profile/restrictions/${NO_PROFILE}` }),
    expect: customers(404),
    foreign: { request: () => ({ url: `/api/cards/profile/restrictions/${NO_PROFILE}` }), status: 404 },
  },
  {
    route: 'POST /api/cards/profile/restrictions',
    request: (a) => ({
      url: `/api/cards/profile/restrictions?${scopeQuery(a)}`,
      payload: { restrictionDetail: { profileId: NO_PROFILE, odometerAndDistanceRestriction: odometer } },
    }),
    expect: customers(404),
    foreign: {
      request: (a) => ({
        url: '/api/cards/profile/restrictions',
        payload: {
          restrictionDetail: {
            profileId: '',
            profileName: 'Foreign',
            authorityId: a.foreignAuthorityId,
            odometerAndDistanceRestriction: odometer,
          },
        },
      }),
      status: 403,
    },
  },
  {
    route: 'GET /api/cards/profile/stats',
    request: (a) => ({ url: `/api/cards/profile/stats?${scopeQuery(a)}` }),
    expect: customers(200),
    foreign: {
      request: (a) => ({ url: `/api/cards/profile/stats?AuthorityIds=${a.foreignAuthorityId}` }),
      status: 403,
    },
  },
  {
    route: 'GET /api/cards/cards/products',
    request: (a) => ({ url: `/api/cards/cards/products?${scopeQuery(a)}&serviceCode=S1` }),
    expect: customers(200),
    foreign: {
      request: (a) => ({ url: `/api/cards/cards/products?${foreignScope(a)}&serviceCode=S1` }),
      status: 403,
    },
  },
  // The catalogues hold no tenant data; a foreign scope their query keeps is refused by the permission
  // gate (issue 42), one their query does not read (sites) is ignored.
  {
    route: 'GET /api/users/countries',
    request: () => ({ url: '/api/users/countries' }),
    expect: customers(200),
    foreign: { request: (a) => ({ url: `/api/users/countries?${foreignScope(a)}` }), status: 403 },
  },
  {
    route: 'GET /api/sites/sites',
    request: () => ({ url: '/api/sites/sites?countryId=1&areaIds=0' }),
    expect: customers(200),
    foreign: { request: (a) => ({ url: `/api/sites/sites?countryId=1&${foreignScope(a)}` }), status: 200 },
  },
  {
    route: 'GET /api/sites/sites/groups/:id',
    request: () => ({ url: '/api/sites/sites/groups/0' }),
    expect: customers(200),
    foreign: { request: (a) => ({ url: `/api/sites/sites/groups/0?${foreignScope(a)}` }), status: 403 },
  },
];
