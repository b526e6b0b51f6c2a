import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { type NamedUserKey, namedUser } from '../../src/demo/named-users';
import { impersonate as impersonateUser } from '../account/impersonate';
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
const NO_FOREIGN: Omit<ActorContext, 'selection'> = {
  foreignAuthorityId: '',
  foreign: { cardId: 0, cardKey: '', transactionId: '', productId: null, invoiceId: 0 },
};

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
        ...NO_FOREIGN,
        selection: selection.statusCode === 200 ? selection.json() : undefined,
      });
    }
    // An authority of a tenant none of the actors may see, with a card and a transaction line.
    const rows = await queryRows<{
      authority_id: string;
      card_id: string;
      card_number: string;
      transaction_id: string;
      product_id: number | null;
      invoice_id: string | null;
    }>(
      ctx.database.db,
      sql`select a.authority_id, c.card_id, c.card_number, t.transaction_id::text, t.product_id,
                   (select invoice_id from invoices where authority_id = a.authority_id
                     order by invoice_type limit 1) as invoice_id
            from authorities a
            join lateral (select card_id, card_number from cards where authority_id = a.authority_id
                           order by card_id limit 1) c on true
            join lateral (select transaction_id, product_id from transactions where authority_id = a.authority_id
                           order by transaction_id limit 1) t on true
           order by a.authority_id`,
    );
    const row = rows.find((r) => !reachable.has(r.authority_id));
    if (!row) throw new Error('the demo data has no authority with cards outside the actors');
    const foreign: ActorContext['foreign'] = {
      cardId: Number(row.card_id),
      cardKey: `${row.authority_id.charAt(0)}${row.card_number}`,
      transactionId: row.transaction_id,
      productId: row.product_id,
      invoiceId: Number(row.invoice_id ?? 0),
    };
    const foreignAuthorityId = row.authority_id;
    contexts.set('anonymous', { foreignAuthorityId, foreign });
    for (const [actor, context] of contexts) contexts.set(actor, { ...context, foreignAuthorityId, foreign });
  }, 180_000);
  afterAll(() => ctx.close());

  /** Starts impersonating the authorityUser in the session of `cookie`. */
  const impersonate = (cookie: string) =>
    impersonateUser(ctx.app, ctx.database.db, cookie, namedUser(IMPERSONATED).id);

  it('has a row for every contract endpoint and every route that is not public, whatever its path', () => {
    const inMatrix = new Set(AUTHORIZATION_MATRIX.map((r) => r.route));
    const missing = ctx.app.registeredRoutes
      .filter((r) => r.method !== 'HEAD' && (r.endpoint !== undefined || r.access !== 'public'))
      .map((r) => `${r.method} ${r.url}`)
      .filter((route) => !inMatrix.has(route));
    expect(missing).toEqual([]);
  });

  it('has a foreign-tenant case for every customer route', () => {
    const withForeign = new Set(AUTHORIZATION_MATRIX.filter((r) => r.foreign).map((r) => r.route));
    const missing = ctx.app.registeredRoutes
      .filter((r) => r.method !== 'HEAD' && r.access === 'customer')
      .map((r) => `${r.method} ${r.url}`)
      .filter((route) => !withForeign.has(route));
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
