import { type Endpoint, IDEMPOTENCY_HEADER } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type NamedUserKey, namedUser } from '../../src/demo/named-users';
import { impersonate } from '../account/impersonate';
import { createDemoApp } from '../helpers/demo-app';
import { sampleOf, topKeysOf } from '../helpers/schema-sample';
import { WRITE_HEADERS } from '../helpers/sign-in';
import { caseName, HOSTILE_JSON, HOSTILE_TEXT, queryString } from './hostile-values';
import { knownValues } from './known-values';

type Case = { what: string; url: string; payload?: unknown };
type Fields = Record<string, unknown>;

/** The schema's sample, with the user's real value in every field that names one. */
const baseOf = (schema: Endpoint['query'], known: Fields) =>
  (schema ? sampleOf(schema, known) : {}) as Fields;

/** A request the user may make, then the same with one field at a time set to each hostile value. */
function casesOf(endpoint: Endpoint, known: Fields): Case[] {
  const params = baseOf(endpoint.params, known);
  const query = baseOf(endpoint.query, known);
  const body = endpoint.body ? baseOf(endpoint.body, known) : endpoint.method === 'GET' ? undefined : {};
  const path = (p: Fields) =>
    endpoint.path.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(String(p[name])));
  const make = (what: string, p: Fields, q: Fields, b: unknown): Case => ({
    what,
    url: path(p) + queryString(q),
    payload: b,
  });
  const cases = [make('base', params, query, body)];
  for (const key of topKeysOf(endpoint.params))
    for (const v of HOSTILE_TEXT.filter(Boolean))
      cases.push(make(caseName(`params.${key}`, v), { ...params, [key]: v }, query, body));
  for (const key of topKeysOf(endpoint.query))
    for (const v of HOSTILE_TEXT)
      cases.push(make(caseName(`query.${key}`, v), params, { ...query, [key]: v }, body));
  if (body && !Array.isArray(body)) {
    for (const key of topKeysOf(endpoint.body))
      for (const v of HOSTILE_JSON)
        cases.push(make(caseName(`body.${key}`, v), params, query, { ...body, [key]: v }));
    // The whole body as each of the last six values: a list, an object or a type a body is not.
    for (const v of HOSTILE_JSON.slice(-6)) cases.push(make(caseName('body', v), params, query, v));
    // One level down: each field of a nested object, or of the first object of a list.
    for (const [key, inner] of Object.entries(body as Fields)) {
      const item = Array.isArray(inner) ? inner[0] : inner;
      if (!item || typeof item !== 'object' || Array.isArray(item)) continue;
      const put = (field: string, v: unknown) => {
        const changed = { ...(item as Fields), [field]: v };
        return { ...body, [key]: Array.isArray(inner) ? [changed, ...inner.slice(1)] : changed };
      };
      for (const field of Object.keys(item))
        for (const v of HOSTILE_JSON)
          cases.push(make(caseName(`body.${key}.${field}`, v), params, query, put(field, v)));
    }
  }
  return cases;
}

/**
 * "Bad input gets a clear error with a 4xx status; never a 500" (house rules), for every contract route:
 * each field of a request the signed-in user may make, set to text and values built to break parsing,
 * SQL or the database's types (NUL, huge numbers, impossible dates, long text, wrong JSON types).
 */
describe('hostile input on every route answers 2xx or 4xx, never 5xx', () => {
  let ctx: Awaited<ReturnType<typeof createDemoApp>>;
  beforeAll(async () => {
    ctx = await createDemoApp();
  }, 120_000);
  afterAll(() => ctx?.close());

  /**
   * Every case of every route, with the cookie `cookie()` gives (none: no session); the 5xx answers.
   * `renew`: after a 401, for a case that ended the session (a password change, say).
   */
  async function drive(
    routes: readonly { endpoint?: Endpoint }[],
    known: Fields,
    cookie: () => string | undefined,
    renew?: () => Promise<void>,
  ) {
    const failures: string[] = [];
    let requestCount = 0;
    for (const { endpoint } of routes) {
      const { method, path } = endpoint as Endpoint;
      for (const c of casesOf(endpoint as Endpoint, known)) {
        const json = c.payload === undefined ? {} : { 'content-type': 'application/json' };
        const session = cookie();
        const res = await ctx.app.inject({
          method: method as 'GET',
          url: c.url,
          headers: {
            ...WRITE_HEADERS,
            ...json,
            ...(session ? { cookie: session } : {}),
            // Writes that ask for one (card orders) reach their handler; each case is a new order.
            [IDEMPOTENCY_HEADER]: `hostile-${++requestCount}`,
          },
          ...(c.payload === undefined ? {} : { payload: JSON.stringify(c.payload) }),
        });
        if (res.statusCode >= 500) failures.push(`${method} ${path} ${c.what}: ${res.statusCode}`);
        if (res.statusCode === 401) await renew?.();
      }
    }
    return failures;
  }

  /** Signs in as `who`; `as`: then impersonates that user (the admin's read-only view of a customer). */
  async function session(who: NamedUserKey, as?: NamedUserKey) {
    const cookie = await ctx.signInAs(who);
    if (as) await impersonate(ctx.app, ctx.database.db, cookie, namedUser(as).id);
    return cookie;
  }

  const ACTORS: { who: NamedUserKey; as?: NamedUserKey }[] = [
    { who: 'customerAdmin' },
    // A user whose role holds few permissions: the writes' refusals by permission key.
    { who: 'user' },
    { who: 'platformAdmin' },
    // Reaches what neither reaches alone: the audit log, and every write's read-only refusal.
    { who: 'platformAdmin', as: 'customerAdmin' },
  ];
  for (const { who, as } of ACTORS) {
    it(`as the demo ${who}${as ? ` impersonating the ${as}` : ''}`, async () => {
      const known = await knownValues(ctx.database.db, namedUser(as ?? who).email);
      let cookie = await session(who, as);
      const routes = ctx.app.registeredRoutes.filter(
        (r) =>
          r.endpoint &&
          r.method !== 'HEAD' &&
          !r.isPublic &&
          r.access !== 'partner' &&
          !/logout|impersonation/i.test(r.url),
      );
      expect(routes.length).toBeGreaterThan(80);
      const failures = await drive(
        routes,
        known,
        () => cookie,
        async () => {
          cookie = await session(who, as);
        },
      );
      expect(failures).toEqual([]);
    }, 600_000);
  }

  it('without a session, on the public routes (sign-in, registration, token exchange, config)', async () => {
    const routes = ctx.app.registeredRoutes.filter((r) => r.endpoint && r.method !== 'HEAD' && r.isPublic);
    expect(routes.length).toBeGreaterThanOrEqual(5);
    expect(await drive(routes, {}, () => undefined)).toEqual([]);
  }, 300_000);
});
