import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { type NamedUserKey, namedUser } from '../../src/demo/named-users';
import { createDemoApp } from '../helpers/demo-app';
import { WRITE_HEADERS } from '../helpers/sign-in';
import { ACTORS, type Actor, type ActorContext, AUTHORIZATION_MATRIX } from './matrix';
import { expectedForeignStatus, expectedStatus } from './rows/kit';

/** The demo user who plays each actor. */
const PLAYERS: Record<Exclude<Actor, 'anonymous'>, NamedUserKey> = {
  authorityUser: 'user',
  parentUser: 'singleRole',
  groupUser: 'customerAdmin',
  admin: 'platformAdmin',
  // Signed in a second time, then impersonating the authorityUser (issue 6).
  impersonatingAdmin: 'platformAdmin',
};
const IMPERSONATED: NamedUserKey = 'user';
const EXIT_IMPERSONATION = 'DELETE /api/admin/impersonation';

describe('authorization matrix: every API route × actor (issue 5)', () => {
  let ctx: Awaited<ReturnType<typeof createDemoApp>>;
  const cookies = new Map<Actor, string>();
  const contexts = new Map<Actor, ActorContext>();

  beforeAll(async () => {
    ctx = await createDemoApp();
    const reachable = new Set<string>();
    for (const [actor, key] of Object.entries(PLAYERS) as [Actor, NamedUserKey][]) {
      const cookie = await ctx.signInAs(key);
      cookies.set(actor, cookie);
      if (actor === 'impersonatingAdmin') await impersonate(cookie);
      const selection = await ctx.app.inject({
        method: 'GET',
        url: '/api/users/users/loggedinuser',
        headers: { cookie },
      });
      const hierarchy = (
        await ctx.app.inject({ method: 'GET', url: '/api/users/users/hierarchy', headers: { cookie } })
      ).json();
      for (const a of hierarchy.authorities as { authorityId: string }[]) reachable.add(a.authorityId);
      contexts.set(actor, {
        foreignAuthorityId: '',
        selection: selection.statusCode === 200 ? selection.json() : undefined,
      });
    }
    // An authority of a tenant none of the actors may see.
    const rows = await queryRows<{ authority_id: string }>(
      ctx.database.db,
      sql`select authority_id from authorities order by authority_id`,
    );
    const foreignAuthorityId = rows.map((r) => r.authority_id).find((id) => !reachable.has(id));
    if (!foreignAuthorityId) throw new Error('the demo data has no authority outside the actors');
    contexts.set('anonymous', { foreignAuthorityId });
    for (const [actor, context] of contexts) contexts.set(actor, { ...context, foreignAuthorityId });
  }, 180_000);
  afterAll(() => ctx.close());

  /** Starts impersonating the authorityUser in the session of `cookie`. */
  async function impersonate(cookie: string) {
    const [row] = await queryRows<{ user_unique_id: string }>(
      ctx.database.db,
      sql`select user_unique_id from users where id = ${namedUser(IMPERSONATED).id}`,
    );
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/impersonation',
      headers: { ...WRITE_HEADERS, cookie },
      payload: { userUniqueId: row?.user_unique_id },
    });
    if (res.statusCode !== 200) throw new Error(`impersonation failed: ${res.statusCode} ${res.body}`);
  }

  it('has a row for every registered API route', () => {
    const inMatrix = new Set(AUTHORIZATION_MATRIX.map((r) => r.route));
    const missing = ctx.app.registeredRoutes
      .filter((r) => /^\/(api|xapi)\//.test(r.url) && !r.url.startsWith('/api/docs') && r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url}`)
      .filter((route) => !inMatrix.has(route));
    expect(missing).toEqual([]);
  });

  for (const row of AUTHORIZATION_MATRIX) {
    for (const actor of ACTORS) {
      const expected = expectedStatus(row, actor);
      it(`${row.route} as ${actor} answers ${expected}`, async () => {
        const [method] = row.route.split(' ');
        const options = row.request(contexts.get(actor) as ActorContext);
        const res = await ctx.app.inject({
          method: method as 'GET',
          ...options,
          headers: {
            ...WRITE_HEADERS,
            ...(cookies.has(actor) ? { cookie: cookies.get(actor) } : {}),
            ...options.headers,
          },
        });
        expect(res.statusCode, res.body.slice(0, 200)).toBe(expected);
        // The exit row ends the impersonation: the rows after it need it again.
        if (actor === 'impersonatingAdmin' && row.route === EXIT_IMPERSONATION)
          await impersonate(cookies.get(actor) as string);
      });
    }
    const foreign = row.foreign;
    if (foreign) {
      it(`${row.route} refuses another tenant's authority for every signed-in actor`, async () => {
        for (const actor of ACTORS.filter((a) => a !== 'anonymous')) {
          const [method] = row.route.split(' ');
          const context = contexts.get(actor) as ActorContext;
          const options = foreign.request(context);
          const res = await ctx.app.inject({
            method: method as 'GET',
            ...options,
            headers: { ...WRITE_HEADERS, cookie: cookies.get(actor) },
          });
          expect(res.statusCode, `${actor}`).toBe(expectedForeignStatus(row, actor, foreign.status));
        }
      });
    }
  }
});
