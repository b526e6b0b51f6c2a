import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { type Database, queryRows } from '../../apps/server/src/db/client';
import { namedUser } from '../../apps/server/src/demo/named-users';
import { signIn } from '../../apps/server/test/helpers/sign-in';

/** The portal on a loopback port, signed in as the internal demo user, with that user's widest group. */
export async function startSignedInPortal(database: Database) {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    SEED_PRESET: 'none',
    // Row-level security is on unless the run says otherwise (to measure its cost).
    DATABASE_ROW_SECURITY: process.env.DATABASE_ROW_SECURITY ?? 'true',
    DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE,
  });
  const app = await buildApp({ config, database, logger: false });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const user = namedUser('internal');
  const { jar } = await signIn(app, user.email, user.password as string, { internal: true });
  const headers = { cookie: jar.header() };
  const hierarchy = (
    await app.inject({ method: 'GET', url: '/api/users/users/hierarchy', headers })
  ).json() as {
    groups: { groupId: string; authorityIds: string[] }[];
  };
  const widest = [...hierarchy.groups].sort((a, b) => b.authorityIds.length - a.authorityIds.length)[0];
  if (!widest) throw new Error('the bench user has no group');
  /** The page issues 13 and 20 budget: the widest group's first transactions page, default view. */
  const widestTransactionsPage = `${address}/api/transactions/transactions?groupIds=${widest.groupId}&page=1&pageSize=15`;
  return { app, address, headers, widest, widestTransactionsPage, close: () => app.close() };
}

/**
 * A typical customer's scope next to the widest: the parent (within the widest scope) with the most authorities below it, up to
 * ten (the large preset has about three per customer), ties to the lowest id. Its pages read a few
 * authorities' rows among everyone's (db/id-list isNarrowList).
 */
export async function typicalParent(
  database: Database,
  within: readonly string[],
): Promise<{ parentId: string; authorities: number }> {
  const [row] = await queryRows<{ parent_id: string; n: number }>(
    database.db,
    sql`select parent_id, count(*)::int as n from authorities
         where parent_id is not null
         group by parent_id having count(*) <= 10 and bool_and(authority_id = any(string_to_array(${within.join(',')}, ',')))
         order by count(*) desc, parent_id limit 1`,
  );
  if (!row) throw new Error('no parent authority with up to ten authorities');
  return { parentId: row.parent_id, authorities: row.n };
}
