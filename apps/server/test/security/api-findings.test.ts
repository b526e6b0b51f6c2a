import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { namedUser } from '../../src/demo/named-users';
import { createDemoApp } from '../helpers/demo-app';
import { WRITE_HEADERS } from '../helpers/sign-in';

type Operation = { parameters?: { in: string; name: string; schema?: { type?: unknown } }[] };

/** Names that exist on every plain object: a map lookup by request input must not find them. */
const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'];

/**
 * Issue 14 finding 8: input that reached a 500. Every list of the OpenAPI document that takes
 * sortBy is walked; each needs a baseline query that answers 200 so a 400 proves the sort check.
 */
describe('issue 14 findings 7, 8 and 10 on the demo data', () => {
  let ctx: Awaited<ReturnType<typeof createDemoApp>>;
  let admin: string;
  let platformAdmin: string;
  let ev: string;
  let lists: { path: string; stringParams: string[] }[];
  const baseline: Record<string, { url: string; actor: () => string }> = {};

  beforeAll(async () => {
    ctx = await createDemoApp();
    admin = await ctx.signInAs('customerAdmin');
    platformAdmin = await ctx.signInAs('platformAdmin');
    ev = await ctx.signInAs('evUser');
    // A depot of the EV demo user (issue 17 lists).
    const [depot] = await queryRows<{ site_id: string }>(
      ctx.database.db,
      sql`select s.site_id from ev_sites s join user_authority_access u on u.authority_id = s.authority_id
           where u.user_id = ${namedUser('evUser').id} and s.kind = 'depot' order by 1 limit 1`,
    );
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    lists = Object.entries(doc.paths).flatMap(([path, methods]) => {
      const params = methods.get?.parameters?.filter((p) => p.in === 'query') ?? [];
      if (!params.some((p) => p.name === 'sortBy')) return [];
      return [{ path, stringParams: params.filter((p) => p.schema?.type === 'string').map((p) => p.name) }];
    });
    const own = namedUser('customerAdmin').id;
    Object.assign(baseline, {
      '/api/users/users/accessibleusers': { url: '/api/users/users/accessibleusers?', actor: () => admin },
      '/api/users/users/{userId}/authorities': {
        url: `/api/users/users/${own}/authorities?`,
        actor: () => admin,
      },
      '/api/admin/users': { url: '/api/admin/users?search=oliver&', actor: () => platformAdmin },
      '/api/transactions/transactions': {
        url: '/api/transactions/transactions?groupIds=ALL&',
        actor: () => admin,
      },
      '/api/transactions/invoices': {
        url: '/api/transactions/invoices?groupIds=ALL&',
        actor: () => admin,
      },
      '/api/evis/v1/charge-data': {
        url: '/api/evis/v1/charge-data?accessLevel=G&accessLevelCode=ALL&',
        actor: () => admin,
      },
      '/api/evis/v1/sites/details/charge-data': {
        url: `/api/evis/v1/sites/details/charge-data?accessLevel=G&accessLevelCode=ALL&siteId=${depot?.site_id}&`,
        actor: () => ev,
      },
      '/api/evis/v1/tokens/rfid-list': {
        url: '/api/evis/v1/tokens/rfid-list?accessLevel=G&accessLevelCode=ALL&',
        actor: () => ev,
      },
      '/api/cards/cards': { url: '/api/cards/cards?accessLevel=G&accessLevelCode=ALL&', actor: () => admin },
      '/api/cards/profile/all': {
        url: '/api/cards/profile/all?accessLevel=G&accessLevelCode=ALL&',
        actor: () => admin,
      },
      '/api/cards/cards/download': {
        url: '/api/cards/cards/download?accessLevel=G&accessLevelCode=ALL&',
        actor: () => admin,
      },
    });
  }, 180_000);
  afterAll(() => ctx.close());

  const get = (url: string, cookie: string) => ctx.app.inject({ method: 'GET', url, headers: { cookie } });

  it('finding 8: finds every list with a baseline query that answers 200', async () => {
    expect(lists.length).toBeGreaterThanOrEqual(6);
    for (const list of lists) {
      const base = baseline[list.path];
      expect(base, `${list.path} has no baseline here: add one`).toBeDefined();
      if (base) expect((await get(base.url, base.actor())).statusCode, list.path).toBe(200);
    }
  });

  it('finding 8: refuses sortBy=__proto__, constructor, toString… with 400 sort_column_unknown on every list', async () => {
    for (const list of lists) {
      const base = baseline[list.path];
      if (!base) continue;
      for (const name of PROTOTYPE_NAMES) {
        const res = await get(`${base.url}sortBy=${name}`, base.actor());
        expect(res.statusCode, `${list.path} sortBy=${name}`).toBe(400);
        expect(res.json().messageKey, `${list.path} sortBy=${name}`).toBe('sort_column_unknown');
      }
    }
  });

  it('finding 8: refuses a card search column named after a prototype property with 400', async () => {
    const res = await get(
      '/api/cards/cards?accessLevel=G&accessLevelCode=ALL&searchBy=ab&searchColumns=constructor',
      admin,
    );
    expect(res.statusCode).toBe(400);
  });

  it('finding 8: refuses a NUL byte in every string query parameter of every list with 400', async () => {
    for (const list of lists) {
      const base = baseline[list.path];
      if (!base) continue;
      for (const name of list.stringParams) {
        const res = await get(`${base.url}${name}=a%00b`, base.actor());
        expect(res.statusCode, `${list.path} ${name}`).toBe(400);
        expect(res.json().messageKey, `${list.path} ${name}`).toBe('special_character_message');
      }
    }
  });

  it('finding 8: refuses a NUL byte in a JSON body and in a path parameter with 400', async () => {
    const body = await ctx.app.inject({
      method: 'PUT',
      url: '/api/users/users/loggedinuser',
      headers: { ...WRITE_HEADERS, cookie: admin },
      payload: { authorityId: 'A\u0000' },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json().messageKey).toBe('special_character_message');
    const path = await get('/api/users/users/1%00/authorities', admin);
    expect(path.statusCode).toBe(400);
  });

  it('finding 7: resend-invite refuses a token kind as sourceSystem; portal and admin are accepted', async () => {
    const eli = namedUser('linkExpired').id;
    const resend = (sourceSystem: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/users/users/${eli}/resendinvite`,
        headers: { ...WRITE_HEADERS, cookie: admin },
        payload: { uId: eli, sourceSystem },
      });
    for (const kind of ['activation', 'Activation', 'invite', '']) {
      expect((await resend(kind)).statusCode, kind).toBe(400);
    }
    const activations = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from invites where user_id = ${eli} and source_system = 'activation'`,
    );
    expect(activations[0]?.n).toBe(0);
    expect((await resend('portal')).statusCode).toBe(200);
  });

  it('finding 10: users/exists answers only for the caller own customers', async () => {
    const exists = async (email: string) =>
      (await get(`/api/users/users/exists?email=${encodeURIComponent(email)}`, admin)).json();
    expect(await exists(namedUser('user').email)).toBe(true);
    // Another tenant's user and the platform administrator exist, yet are not the caller's to know.
    expect(await exists(namedUser('evUser').email)).toBe(false);
    expect(await exists(namedUser('platformAdmin').email)).toBe(false);
  });

  it('finding 10: authenticated API answers carry Cache-Control: no-store', async () => {
    for (const url of [
      '/api/users/users/hierarchy',
      '/api/users/users/loggedinuser',
      '/api/cards/cards?accessLevel=G&accessLevelCode=ALL',
    ]) {
      expect((await get(url, admin)).headers['cache-control'], url).toBe('no-store');
    }
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(anonymous.headers['cache-control']).not.toBe('no-store');
  });
});
