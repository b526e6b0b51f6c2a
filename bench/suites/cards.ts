import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase, queryRows } from '../../apps/server/src/db/client';
import { namedUser } from '../../apps/server/src/demo/named-users';
import { signIn } from '../../apps/server/test/helpers/sign-in';
import { mdRow, measure } from '../support/load';

/**
 * Issue 8: the default cards page for the widest scope (p95 at most 50 ms) and a card search (p95 at
 * most 150 ms), 20 connections, against the large preset in PostgreSQL database `portal_large`
 * (read-only apart from the bench user's sign-in session). The widest scope is the internal user's
 * group, which holds every authority.
 */
export default async function run(): Promise<string> {
  const base = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const url = new URL(base);
  url.pathname = '/portal_large';
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 20 });
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', SEED_PRESET: 'none' });
  const app = await buildApp({ config, database, logger: false });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const user = namedUser('internal');
    const { jar } = await signIn(app, user.email, user.password as string, { internal: true });
    const cookie = jar.header();
    const hierarchy = (
      await app.inject({ method: 'GET', url: '/api/users/users/hierarchy', headers: { cookie } })
    ).json() as { groups: { groupId: string; authorityIds: string[] }[] };
    const widest = [...hierarchy.groups].sort((a, b) => b.authorityIds.length - a.authorityIds.length)[0];
    if (!widest) throw new Error('the bench user has no group');
    const scope = `accessLevel=G&accessLevelCode=${widest.groupId}`;
    const [cards] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from cards`);
    const [sample] = await queryRows<{ card_holder_name: string }>(
      database.db,
      sql`select card_holder_name from cards where card_holder_name is not null order by card_id limit 1 offset 5000`,
    );
    const term = encodeURIComponent(
      (sample?.card_holder_name ?? 'MUELLER').split(' ').slice(-1)[0] as string,
    );
    const headers = { cookie };
    const pageUrl = `${address}/api/cards/cards?${scope}&page=1&pageSize=15`;
    const searchUrl = `${address}/api/cards/cards?${scope}&page=1&pageSize=15&searchBy=${term}`;
    const numberUrl = `${address}/api/cards/cards?${scope}&page=1&pageSize=15&searchBy=000123400`;
    await measure(pageUrl, { duration: 2, headers });
    const page = await measure(pageUrl, { headers });
    await measure(searchUrl, { duration: 2, headers });
    const search = await measure(searchUrl, { headers });
    const numberSearch = await measure(numberUrl, { headers });
    const verdict = (p95: number, budget: number) => (p95 <= budget ? 'within' : '**over**');
    return [
      '## Cards list (issue 8)',
      '',
      `PostgreSQL \`portal_large\` (${cards?.n ?? '?'} cards), widest scope: group ${widest.groupId} with`,
      `${widest.authorityIds.length} authorities. autocannon, 20 connections, 10 s after a 2 s warm-up.`,
      '',
      mdRow(['request', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors', 'non-2xx', 'budget p95']),
      mdRow(['---', '---:', '---:', '---:', '---:', '---:', '---:', '---']),
      mdRow([
        'default page (serial asc, 15 rows, total)',
        page.requestsPerSecond,
        page.p50,
        page.p95,
        page.p99,
        page.errors,
        page.non2xx,
        `50 ms (${verdict(page.p95, 50)})`,
      ]),
      mdRow([
        `search by holder name \`${decodeURIComponent(term)}\``,
        search.requestsPerSecond,
        search.p50,
        search.p95,
        search.p99,
        search.errors,
        search.non2xx,
        `150 ms (${verdict(search.p95, 150)})`,
      ]),
      mdRow([
        'search by number `000123400` (zeros stripped)',
        numberSearch.requestsPerSecond,
        numberSearch.p50,
        numberSearch.p95,
        numberSearch.p99,
        numberSearch.errors,
        numberSearch.non2xx,
        `150 ms (${verdict(numberSearch.p95, 150)})`,
      ]),
    ].join('\n');
  } finally {
    await app.close();
    await database.close();
  }
}
