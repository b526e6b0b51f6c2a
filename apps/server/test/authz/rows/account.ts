import { type MatrixRow, scopeQuery, signedIn } from './kit';

/** Account profile, audit log and group list (issue 6). */
export const ACCOUNT_ROWS: MatrixRow[] = [
  {
    // The signed-in user's own row; an admin may keep their own details too.
    route: 'PUT /api/users/users/details',
    request: () => ({ url: '/api/users/users/details', payload: { firstName: 'Matrix', lastName: 'Row' } }),
    expect: signedIn(200),
  },
  {
    route: 'GET /api/users/users/access',
    request: () => ({ url: '/api/users/users/access' }),
    expect: signedIn(200),
  },
  {
    // Spec 000 §6: audit logs only while an admin impersonates.
    route: 'GET /api/audit/audit/logs',
    request: (a) => ({ url: `/api/audit/audit/logs?${scopeQuery(a)}` }),
    expect: { ...signedIn(403), impersonatingAdmin: 200 },
    foreign: {
      request: (a) => ({
        url: `/api/audit/audit/logs?accessLevel=A&accessLevelCode=${a.foreignAuthorityId}`,
      }),
      status: 403,
    },
  },
  {
    // viewGroups: the card manager lacks it; the admin has no customer scope.
    route: 'POST /xapi/groups/api/groupadmin',
    request: (a) => ({
      url: `/xapi/groups/api/groupadmin?${scopeQuery(a)}`,
      payload: { start: 0, limit: 15 },
    }),
    expect: { ...signedIn(200), authorityUser: 403, admin: 403 },
    foreign: {
      request: (a) => ({
        url: `/xapi/groups/api/groupadmin?accessLevel=A&accessLevelCode=${a.foreignAuthorityId}`,
        payload: {},
      }),
      status: 403,
    },
  },
];
