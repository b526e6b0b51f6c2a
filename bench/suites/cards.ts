import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../../apps/server/src/db/client';
import { setListPageCache } from '../../apps/server/src/platform/generation-cache';
import { mdRow, measure } from '../support/load';
import { startSignedInPortal } from '../support/portal';

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
  const portal = await startSignedInPortal(database);
  const { address, headers, widest } = portal;
  try {
    const scope = `accessLevel=G&accessLevelCode=${widest.groupId}`;
    const [cards] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from cards`);
    const [sample] = await queryRows<{ card_holder_name: string }>(
      database.db,
      sql`select card_holder_name from cards where card_holder_name is not null order by card_id limit 1 offset 5000`,
    );
    const term = encodeURIComponent(
      (sample?.card_holder_name ?? 'MUELLER').split(' ').slice(-1)[0] as string,
    );
    const pageUrl = `${address}/api/cards/cards?${scope}&page=1&pageSize=15`;
    const searchUrl = `${address}/api/cards/cards?${scope}&page=1&pageSize=15&searchBy=${term}`;
    const numberUrl = `${address}/api/cards/cards?${scope}&page=1&pageSize=15&searchBy=000123400`;
    await measure(pageUrl, { duration: 2, headers });
    const page = await measure(pageUrl, { headers });
    await measure(searchUrl, { duration: 2, headers });
    const search = await measure(searchUrl, { headers });
    const numberSearch = await measure(numberUrl, { headers });
    // The same requests with every page computed (LIST_PAGE_CACHE=false; totals stay cached).
    setListPageCache(database.db, false);
    const computed = {
      page: await measure(pageUrl, { headers }),
      search: await measure(searchUrl, { headers }),
      numberSearch: await measure(numberUrl, { headers }),
    };
    setListPageCache(database.db, true);
    const verdict = (p95: number, budget: number) => (p95 <= budget ? 'within' : '**over**');
    return [
      '## Cards list (issue 8)',
      '',
      `PostgreSQL \`portal_large\` (${cards?.n ?? '?'} cards), widest scope: group ${widest.groupId} with`,
      `${widest.authorityIds.length} authorities. autocannon, 20 connections, 10 s after a 2 s warm-up. Pages are`,
      'cached per data generation (exact: any committed change to cards, profiles or authorities computes',
      'them again); the "computed" rows switch that cache off, so every request runs the page query.',
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
      ...(
        [
          ['default page, computed every request', computed.page, 50],
          [`holder search \`${decodeURIComponent(term)}\`, computed every request`, computed.search, 150],
          ['number search, computed every request', computed.numberSearch, 150],
        ] as const
      ).map(([name, r, budget]) =>
        mdRow([
          name,
          r.requestsPerSecond,
          r.p50,
          r.p95,
          r.p99,
          r.errors,
          r.non2xx,
          `${budget} ms (${verdict(r.p95, budget)})`,
        ]),
      ),
    ].join('\n');
  } finally {
    await portal.close();
    await database.close();
  }
}
