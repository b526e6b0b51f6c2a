import type { MatrixRow } from './kit';

/** Only a platform admin who is not impersonating uses the admin tools (spec 000 §6). */
const adminOnly = (status: number) => ({
  anonymous: 401,
  authorityUser: 403,
  parentUser: 403,
  groupUser: 403,
  admin: status,
});

/** Account, audit log, admin panel, impersonation, groups (issue 6). */
export const ADMIN_ROWS: MatrixRow[] = [
  {
    route: 'GET /api/admin/users',
    request: () => ({ url: '/api/admin/users?search=oliver&page=1&pageSize=15' }),
    expect: adminOnly(200),
  },
  {
    route: 'GET /api/admin/users/:uId/raw',
    request: () => ({ url: '/api/admin/users/2/raw' }),
    expect: adminOnly(200),
  },
  {
    route: 'GET /api/admin/users/:uId/scenario',
    request: () => ({ url: '/api/admin/users/2/scenario' }),
    expect: adminOnly(200),
  },
  {
    // An unknown user: the admin gets past authorization to 404 and stays un-impersonated for the rows after.
    route: 'POST /api/admin/impersonation',
    request: () => ({ url: '/api/admin/impersonation', payload: { userUniqueId: 'no-such-user' } }),
    expect: adminOnly(404),
  },
  {
    // Ending no impersonation is a no-op for an admin; the impersonating admin really ends it.
    route: 'DELETE /api/admin/impersonation',
    request: () => ({ url: '/api/admin/impersonation' }),
    expect: { ...adminOnly(200), impersonatingAdmin: 200 },
  },
];
