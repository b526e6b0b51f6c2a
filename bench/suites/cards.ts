import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../../apps/server/src/db/client';
import { setListPageCache } from '../../apps/server/src/platform/generation-cache';
import { LOAD_TABLE_HEAD, loadRow, measure } from '../support/load';
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
    return [
      '## Cards list (issue 8)',
      '',
      `PostgreSQL \`portal_large\` (${cards?.n ?? '?'} cards), widest scope: group ${widest.groupId} with`,
      `${widest.authorityIds.length} authorities. autocannon, 20 connections, 10 s after a 2 s warm-up. Pages are`,
      'cached per data generation (exact: any committed change to cards, profiles or authorities computes',
      'them again); the "computed" rows switch that cache off, so every request runs the page query.',
      '',
      ...LOAD_TABLE_HEAD,
      loadRow('default page (serial asc, 15 rows, total)', page, 50),
      loadRow(`search by holder name \`${decodeURIComponent(term)}\``, search, 150),
      loadRow('search by number `000123400` (zeros stripped)', numberSearch, 150),
      loadRow('default page, computed every request', computed.page, 50),
      loadRow(`holder search \`${decodeURIComponent(term)}\`, computed every request`, computed.search, 150),
      loadRow('number search, computed every request', computed.numberSearch, 150),
    ].join('\n');
  } finally {
    await portal.close();
    await database.close();
  }
}
