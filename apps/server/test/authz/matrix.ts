import type { InjectOptions } from 'fastify';

/** The actors of the authorization matrix (issue 5). */
export const ACTORS = ['anonymous', 'authorityUser', 'parentUser', 'groupUser', 'admin'] as const;
export type Actor = (typeof ACTORS)[number];

/** What a test knows about the signed-in actor when it builds a request. */
export type ActorContext = {
  selection?: { accessLevel: string; accessLevelCode: string };
  foreignAuthorityId: string;
};

export type MatrixRow = {
  /** `METHOD /path` exactly as registered. */
  route: string;
  /** The request the actor sends, inside their own scope. */
  request: (actor: ActorContext) => Omit<InjectOptions, 'method'>;
  /** Expected status per actor. */
  expect: Record<Actor, number>;
  /** A request outside the actor's scope (another tenant's authority): expected status for signed-in actors. */
  foreign?: { request: (actor: ActorContext) => Omit<InjectOptions, 'method'>; status: number };
};

const everyone = (status: number): Record<Actor, number> => ({
  anonymous: status,
  authorityUser: status,
  parentUser: status,
  groupUser: status,
  admin: status,
});
const signedIn = (status: number): Record<Actor, number> => ({ ...everyone(status), anonymous: 401 });
const scopeQuery = (a: ActorContext) =>
  a.selection
    ? `accessLevel=${a.selection.accessLevel}&accessLevelCode=${a.selection.accessLevelCode}`
    : 'accessLevel=G&accessLevelCode=ALL';

/**
 * Every API route × actor, as data. A registered route missing here fails the suite; every later
 * issue adds its routes. Routes of the identity flow are exercised by their own tests; here they
 * prove only what an actor gets without the flow's secrets.
 */
export const AUTHORIZATION_MATRIX: MatrixRow[] = [
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
];
