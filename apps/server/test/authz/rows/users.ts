import { namedUser } from '../../../src/demo/named-users';
import type { ActorContext, MatrixRow } from './kit';

/**
 * Users, roles, invites (issue 6). User administration needs the user-admin permission: the ordinary
 * user and the admin who is not impersonating get 403. The demo users asked about are Northwind's, in
 * the group user's scope; the parent user (another customer) gets 404 for them, as for any foreign user.
 * Cross-tenant refusal of every route is proven in test/users/users-scope.test.ts.
 */
const IRIS = namedUser('invited').id;
const INA = namedUser('inactive').id;
const admins = (ownTenant: number, otherTenant: number) => ({
  anonymous: 401,
  authorityUser: 403,
  parentUser: otherTenant,
  groupUser: ownTenant,
  admin: 403,
});
const listing = admins(200, 200);
let created = 0;

/** A grant of the actor's selected hierarchy entry, at its level. */
const grantOf = (a: ActorContext, roleId = 1501) => {
  const code = a.selection?.accessLevelCode ?? a.foreignAuthorityId;
  if (a.selection?.accessLevel === 'P') return { parent: [{ parentId: code, roleId }] };
  if (a.selection?.accessLevel === 'G') return { group: [{ groupId: code, roleId }] };
  return { Authority: [{ authorityId: code, roleId }] };
};
const newUser = () => ({
  firstName: 'Matrix',
  lastName: 'Invitee',
  email: `matrix.invitee.${++created}@example.com`,
});

export const USERS_ROWS: MatrixRow[] = [
  {
    route: 'GET /api/users/users/accessibleusers',
    request: () => ({ url: '/api/users/users/accessibleusers?page=1&pageSize=15' }),
    expect: listing,
  },
  {
    route: 'GET /api/users/users/-1/count',
    request: () => ({ url: '/api/users/users/-1/count?accessLevel=A&isDirect=true' }),
    expect: listing,
  },
  {
    route: 'GET /api/users/users/roles',
    request: () => ({ url: '/api/users/users/roles' }),
    expect: listing,
    foreign: {
      request: (a) => ({ url: `/api/users/users/roles?accessLevelCode=${a.foreignAuthorityId}` }),
      status: 403,
    },
  },
  {
    route: 'GET /api/users/users/exists',
    request: () => ({ url: '/api/users/users/exists?email=nobody.here%40example.com' }),
    expect: listing,
  },
  {
    route: 'GET /api/users/users/:userId/details',
    request: () => ({ url: `/api/users/users/${IRIS}/details` }),
    expect: admins(200, 404),
  },
  {
    route: 'GET /api/users/users/:userId/authorities',
    request: () => ({ url: `/api/users/users/${IRIS}/authorities?IncludePermissions=true&pageSize=500` }),
    expect: admins(200, 404),
  },
  {
    // No change at all: the scope checks still run.
    route: 'POST /api/users/users/:userId',
    request: () => ({ url: `/api/users/users/${IRIS}`, payload: {} }),
    expect: admins(200, 404),
  },
  {
    route: 'PUT /api/users/users',
    request: (a) => ({ url: '/api/users/users', payload: { user: newUser(), ...grantOf(a) } }),
    expect: admins(200, 200),
    foreign: {
      request: (a) => ({
        url: '/api/users/users',
        payload: { user: newUser(), Authority: [{ authorityId: a.foreignAuthorityId, roleId: 1501 }] },
      }),
      status: 403,
    },
  },
  {
    // The admin panel resends invitations of any customer user (spec 000 §2 admin panel actions).
    route: 'POST /api/users/users/:uId/resendinvite',
    request: () => ({ url: `/api/users/users/${IRIS}/resendinvite`, payload: { uId: IRIS } }),
    expect: { ...admins(200, 404), admin: 200 },
  },
  {
    // The current address again: refused by the rule, after the access checks (spec 000 §5).
    route: 'PUT /api/users/users/:uId/update-email',
    request: () => ({
      url: `/api/users/users/${IRIS}/update-email`,
      payload: { Email: namedUser('invited').email },
    }),
    expect: { ...admins(400, 404), admin: 400 },
  },
  {
    route: 'POST /api/users/users/:userId/removeaccess',
    request: () => ({ url: `/api/users/users/${INA}/removeaccess`, payload: { uIdBlock: [INA] } }),
    expect: admins(200, 404),
  },
];
