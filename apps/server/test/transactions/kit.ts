import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../../src/db/client';
import type { NamedUserKey } from '../../src/demo/named-users';
import { createDemoApp } from '../helpers/demo-app';
import { WRITE_HEADERS } from '../helpers/sign-in';

/** A demo app, a signed-in customer admin (claire) and what the tests need to know about her reach. */
export async function transactionsContext() {
  const ctx = await createDemoApp();
  const cookie = await ctx.signInAs('customerAdmin');
  const hierarchy = (
    await ctx.app.inject({ method: 'GET', url: '/api/users/users/hierarchy', headers: { cookie } })
  ).json() as {
    authorities: { authorityId: string }[];
    parents: { parentId: string; authorityIds: string[] }[];
    groups: { groupId: string; authorityIds: string[] }[];
  };
  const reach = hierarchy.authorities.map((a) => a.authorityId);
  const [foreign] = await queryRows<{ authority_id: string }>(
    ctx.database.db,
    sql`select authority_id from authorities
         where not (authority_id = any(string_to_array(${reach.join(',')}, ',')))
           and exists (select 1 from transactions t where t.authority_id = authorities.authority_id)
         order by authority_id limit 1`,
  );
  if (!foreign) throw new Error('no foreign authority with transactions');
  const cookies = new Map<NamedUserKey, string>([['customerAdmin', cookie]]);
  const as = async (key: NamedUserKey) => {
    if (!cookies.has(key)) cookies.set(key, await ctx.signInAs(key));
    return cookies.get(key) as string;
  };
  const get = (url: string, who = cookie) => ctx.app.inject({ method: 'GET', url, headers: { cookie: who } });
  return {
    ctx,
    cookie,
    hierarchy,
    reach,
    foreignAuthorityId: foreign.authority_id,
    as,
    get,
    /** GET transactions with `query`, expected to answer 200, as its JSON body. */
    listTransactions: async <T>(query: string, who = cookie) => {
      const res = await get(`/api/transactions/transactions?${query}`, who);
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      return res.json() as T;
    },
    post: (url: string, payload: object, who = cookie) =>
      ctx.app.inject({ method: 'POST', url, headers: { ...WRITE_HEADERS, cookie: who }, payload }),
    put: (url: string, payload: object, who = cookie) =>
      ctx.app.inject({ method: 'PUT', url, headers: { ...WRITE_HEADERS, cookie: who }, payload }),
    rows: <T>(query: ReturnType<typeof sql>) => queryRows<T>(ctx.database.db, query),
  };
}

export const ids = (list: string[]) => sql`any(string_to_array(${list.join(',')}, ','))`;

/** Spec 001 §4: the default period starts on the first day of the month three months ago (UTC). */
export const DEFAULT_FROM = sql`(date_trunc('month', now() at time zone 'UTC') - interval '3 months') at time zone 'UTC'`;
