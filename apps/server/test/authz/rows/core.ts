import { everyone, type MatrixRow, scopeQuery, signedIn } from './kit';

/** Foundation, identity and hierarchy routes (issues 2, 4, 5). */
export const CORE_ROWS: MatrixRow[] = [
  { route: 'GET /api/health', request: () => ({ url: '/api/health' }), expect: everyone(200) },
  { route: 'GET /api/portal/config', request: () => ({ url: '/api/portal/config' }), expect: everyone(200) },
  {
    route: 'GET /api/users/token/codechallengeandcodeverifier',
    request: () => ({ url: '/api/users/token/codechallengeandcodeverifier' }),
    expect: everyone(200),
  },
  {
    // Without the sign-in cookie an exchange is refused, whoever asks.
    route: 'POST /api/users/token/gettokens',
    request: () => ({
      url: '/api/users/token/gettokens',
      payload: { code: 'x', codeverifier: 'y', brand: 1 },
    }),
    expect: everyone(400),
  },
  {
    route: 'GET /api/users/users/otap',
    request: () => ({ url: '/api/users/users/otap?Token=unknown' }),
    expect: everyone(404),
  },
  {
    route: 'POST /api/users/users/register',
    request: () => ({
      url: '/api/users/users/register?Token=unknown',
      payload: { firstName: 'A', lastName: 'B', email: 'a@b.example', brand: 1 },
    }),
    expect: everyone(400),
  },
  {
    route: 'POST /api/users/users/profile',
    request: () => ({ url: '/api/users/users/profile', payload: {} }),
    expect: signedIn(200),
  },
  {
    // Issue 15: the own password; a wrong current one answers 400 to every signed-in actor (never a
    // change here), an impersonating admin is refused as for every write.
    route: 'POST /api/users/users/password',
    request: () => ({
      url: '/api/users/users/password',
      payload: { currentPassword: 'not-the-password-1', newPassword: 'Matrix-password-1' },
    }),
    expect: signedIn(400),
  },
  {
    route: 'GET /api/users/users/hierarchy',
    request: () => ({ url: '/api/users/users/hierarchy' }),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/users/users/loggedinuser',
    request: () => ({ url: '/api/users/users/loggedinuser' }),
    // An admin who is not impersonating has no hierarchy entry to select.
    expect: { ...signedIn(200), admin: 404 },
  },
  {
    route: 'PUT /api/users/users/loggedinuser',
    request: (a) => ({
      url: '/api/users/users/loggedinuser',
      payload: a.selection ?? { accessLevel: 'G', accessLevelCode: 'ALL' },
    }),
    expect: signedIn(200),
    foreign: {
      request: (a) => ({
        url: '/api/users/users/loggedinuser',
        payload: { accessLevel: 'A', accessLevelCode: a.foreignAuthorityId },
      }),
      status: 403,
    },
  },
  {
    route: 'GET /api/users/users/permissions',
    request: (a) => ({ url: `/api/users/users/permissions?${scopeQuery(a)}` }),
    expect: signedIn(200),
    foreign: {
      request: (a) => ({
        url: `/api/users/users/permissions?accessLevel=A&accessLevelCode=${a.foreignAuthorityId}`,
      }),
      status: 403,
    },
  },
  {
    route: 'GET /api/users/users/preferences',
    request: (a) => ({ url: `/api/users/users/preferences?${scopeQuery(a)}` }),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/users/users/details',
    request: (a) => ({ url: `/api/users/users/details?${scopeQuery(a)}` }),
    expect: signedIn(200),
    foreign: {
      request: (a) => ({
        url: `/api/users/users/details?accessLevel=A&accessLevelCode=${a.foreignAuthorityId}`,
      }),
      status: 403,
    },
  },
  {
    route: 'GET /api/users/userpreferences',
    request: () => ({ url: '/api/users/userpreferences' }),
    expect: signedIn(200),
  },
  {
    route: 'PUT /api/users/userpreferences/:section',
    request: () => ({ url: '/api/users/userpreferences/transactions', payload: { columns: ['cardNumber'] } }),
    expect: signedIn(200),
  },
];
