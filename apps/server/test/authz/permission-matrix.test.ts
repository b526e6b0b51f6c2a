import {
  ADMIN_KEYS,
  ALL_ENDPOINTS,
  type Endpoint,
  MESSAGE_KEYS,
  PERMISSION_DECLARED_ACCESS,
  PLATFORM_MESSAGE_KEYS,
  SINGLE_ROLE_IDS,
  type TScopeQuery,
} from '@portal/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { type NamedUserKey, namedUser } from '../../src/demo/named-users';
import { ROLES } from '../../src/demo/reference/access';
import { loadReach, type Reach, withSingleRoleParents } from '../../src/platform/reach';
import { resolveScope } from '../../src/platform/scope';
import { createDemoApp } from '../helpers/demo-app';
import { WRITE_HEADERS } from '../helpers/sign-in';
import { type ActorContext, AUTHORIZATION_MATRIX } from './matrix';

/**
 * Issue 42: every signed-in endpoint × every demo role, generated from the endpoints' declared
 * permissions and the demo roles' definitions, so a new endpoint or role cannot be forgotten. The
 * expected answer is computed here from those two lists alone (not from the server's gate): a user
 * whose roles hold none of an endpoint's keys on the request's authorities and a platform admin acting
 * as themselves are refused with 403 and the declared refusal, a migrated user (status above 3) with
 * `migrated_user_not_allowed`;
 * everyone else passes the gate (whatever the handler then answers). The request each player sends is
 * the authorization matrix's own for that route, in the player's selected hierarchy entry.
 */
const PLAYERS: readonly NamedUserKey[] = [
  'customerAdmin', // fleet administrator (1501)
  'user', // card manager (1502): no invoices, no depot
  'evUser', // EV depot manager (1520): isEVUser, no cards, transactions or invoices
  'singleRole', // single role (1560) with parents
  'migrated', // fleet administrator, migration status 4: the migration page only
  'orderBlocked', // card manager, migration status 2
  'internal', // read-only user (1504) on every account
  'platformAdmin', // acting as themselves
];

const roleKeys = new Map(ROLES.map((r) => [r.id, new Set(r.permissions)]));
const signedInEndpoints = ALL_ENDPOINTS.filter((e) => PERMISSION_DECLARED_ACCESS.includes(e.access));
const requestFor = (e: Endpoint) =>
  AUTHORIZATION_MATRIX.find((row) => row.route === `${e.method} ${e.path}`)?.request;

/** The scope a request names in its query, if any (as the gate reads it). */
function scopeOfUrl(url: string): TScopeQuery | undefined {
  const query = new URL(url, 'http://portal.test').searchParams;
  const scope = {
    accessLevel: query.get('accessLevel') ?? undefined,
    accessLevelCode: query.get('accessLevelCode') ?? undefined,
    authorityIds: query.getAll('authorityIds'),
    parentIds: query.getAll('parentIds'),
    groupIds: query.getAll('groupIds'),
  };
  const given =
    (scope.accessLevel && scope.accessLevelCode) ||
    scope.authorityIds.length + scope.parentIds.length + scope.groupIds.length > 0;
  return given ? (scope as TScopeQuery) : undefined;
}

type Player = { key: NamedUserKey; cookie: string; reach: Reach; context: ActorContext };

/** What the declarations and role definitions say the gate does: refuse (with which key) or pass. */
function expectedRefusal(e: Endpoint, player: Player, url: string): string | undefined {
  const permission = e.permission;
  const user = namedUser(player.key);
  const refusal = (permission && 'refusal' in permission && permission.refusal) || MESSAGE_KEYS.forbidden;
  if (player.key === 'platformAdmin') {
    if (e.access === 'customer') return PLATFORM_MESSAGE_KEYS.adminNotImpersonating;
    if (!permission || 'none' in permission) return undefined;
    return 'platformAdmin' in permission && permission.platformAdmin === 'allowed' ? undefined : refusal;
  }
  if (e.access === 'admin') return ADMIN_KEYS.adminOnly;
  if (!permission || 'none' in permission) return undefined;
  if (user.key === 'migrated') return PLATFORM_MESSAGE_KEYS.migratedUserNotAllowed;
  const scope = scopeOfUrl(url);
  const ids = scope ? resolveScope(player.reach, scope).ids : [...player.reach.authorities.keys()];
  const holds = ids.some((id) => {
    const keys = roleKeys.get(player.reach.authorities.get(id)?.roleId ?? 0);
    const wanted = 'keys' in permission ? permission.keys : [`${permission.operatorKey}_${id.charAt(0)}`];
    return wanted.some((k) => keys?.has(k));
  });
  return holds ? undefined : refusal;
}

describe('permission matrix: every signed-in endpoint × every demo role (issue 42)', () => {
  let ctx: Awaited<ReturnType<typeof createDemoApp>>;
  const players = new Map<NamedUserKey, Player>();

  beforeAll(async () => {
    ctx = await createDemoApp();
    const [first] = await queryRows<{ authority_id: string }>(
      ctx.database.db,
      sql`select authority_id from authorities order by authority_id limit 1`,
    );
    const firstAuthority = first?.authority_id ?? '';
    for (const key of PLAYERS) {
      const cookie = await ctx.signInAs(key);
      const db = ctx.database.db;
      const reach = await withSingleRoleParents(
        db,
        await loadReach(db, namedUser(key).id),
        SINGLE_ROLE_IDS.nonProduction,
      );
      // One authority of the player's own (the first), so every request is well formed for every
      // player and reaches the gate; the platform admin, who has none, names the first of the data.
      const [own = firstAuthority] = [...reach.authorities.keys()].sort();
      const context: ActorContext = {
        selection: key === 'platformAdmin' ? undefined : { accessLevel: 'A', accessLevelCode: own },
        foreignAuthorityId: own,
        foreign: { cardId: 0, cardKey: '', transactionId: '', productId: null, invoiceId: 0 },
      };
      players.set(key, { key, cookie, reach, context });
    }
  }, 180_000);
  afterAll(() => ctx.close());

  it('has a request for every signed-in endpoint, and each declares its permission', () => {
    expect(signedInEndpoints.filter((e) => !requestFor(e)).map((e) => `${e.method} ${e.path}`)).toEqual([]);
    expect(signedInEndpoints.filter((e) => !e.permission).map((e) => `${e.method} ${e.path}`)).toEqual([]);
  });

  it('refuses somebody somewhere: the roles differ in what they may do', () => {
    const refused = signedInEndpoints.filter((e) => {
      const build = requestFor(e);
      const player = players.get('evUser');
      return build && player && expectedRefusal(e, player, String(build(player.context).url)) !== undefined;
    });
    expect(refused.length).toBeGreaterThan(30);
  });

  for (const endpoint of signedInEndpoints) {
    for (const key of PLAYERS) {
      const route = `${endpoint.method} ${endpoint.path}`;
      it(`${route} as ${key}`, async () => {
        const player = players.get(key) as Player;
        const build = requestFor(endpoint);
        if (!build) throw new Error(`${route}: no request in the authorization matrix`);
        const options = build(player.context);
        const url = String(options.url);
        const refusal = expectedRefusal(endpoint, player, url);
        const res = await ctx.app.inject({
          method: endpoint.method,
          ...options,
          headers: { ...WRITE_HEADERS, cookie: player.cookie, ...options.headers },
        });
        const messageKey = res.statusCode === 403 ? res.json().messageKey : undefined;
        if (refusal) {
          expect([res.statusCode, messageKey], res.body.slice(0, 200)).toEqual([403, refusal]);
        } else {
          expect(res.statusCode, res.body.slice(0, 200)).toBeLessThan(500);
          expect(
            messageKey === undefined || !isGateRefusal(endpoint, messageKey),
            res.body.slice(0, 200),
          ).toBe(true);
        }
      });
    }
  }
});

/** A 403 that is the gate's own refusal for the endpoint (handlers refuse with other keys). */
function isGateRefusal(e: Endpoint, messageKey: string): boolean {
  const permission = e.permission;
  if (!permission || 'none' in permission) return false;
  return messageKey === (('refusal' in permission && permission.refusal) || MESSAGE_KEYS.forbidden);
}
