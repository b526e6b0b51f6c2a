import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../../apps/server/src/db/client';
import { largeDatabaseUrl, transportOf } from '../support/large-db';
import {
  LOAD_TABLE_HEAD,
  loadRow,
  machineLoad,
  measure,
  SINGLE_TABLE_HEAD,
  singleRow,
} from '../support/load';
import { EXPLAIN_TABLE_HEAD, explainRow, recordSql, sqlP50, sqlPlans } from '../support/page-sql';
import { startSignedInPortal } from '../support/portal';
import { startWriter } from '../support/writer';

/**
 * Issues 8 and 13: the default cards page for the widest scope (p95 at most 50 ms; at one connection
 * p50 at most 1.5 x its SQL + 1 ms, that SQL at most 3 ms) and a card search (p95 at most 150 ms),
 * 20 connections, against the large preset in PostgreSQL database `portal_large`, no list-page cache,
 * while a second process writes 5 transactions per second. The widest scope is the internal user's
 * group, which holds every authority.
 */
export default async function run(): Promise<string> {
  const url = largeDatabaseUrl();
  const database = await openDatabase({ kind: 'postgres', url });
  const portal = await startSignedInPortal(database);
  const { address, headers, widest } = portal;
  const writer = startWriter(url, 5);
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
    const api = (await measure(pageUrl, { headers, connections: 1, duration: 5 })).p50;
    const queries = await recordSql(portal.app.database, () =>
      fetch(pageUrl, { headers }).then((r) => r.arrayBuffer()),
    );
    const sqlMs = await sqlP50(url, queries);
    const plans = await sqlPlans(url, queries);
    const written = await writer.stop();
    return [
      '## Cards list (issue 8)',
      '',
      `PostgreSQL \`portal_large\` (${cards?.n ?? '?'} cards, ${transportOf(url)}), widest scope: group ${widest.groupId} with`,
      `${widest.authorityIds.length} authorities. autocannon, 20 connections, 10 s after a 2 s warm-up. Pages are`,
      'computed on every request (no list-page cache); the total is cached per customer counter.',
      `A second process wrote transactions meanwhile (${written.written} lines in ${written.seconds.toFixed(0)} s); ${machineLoad()} at the end.`,
      '',
      ...LOAD_TABLE_HEAD,
      loadRow('default page (serial asc, 15 rows, total)', page, 50),
      loadRow(`search by holder name \`${decodeURIComponent(term)}\``, search, 150),
      loadRow('search by number `000123400` (zeros stripped)', numberSearch, 150),
      '',
      ...SINGLE_TABLE_HEAD,
      singleRow(`default page (${queries.length} statements, session lookup included)`, api, sqlMs),
      '',
      ...EXPLAIN_TABLE_HEAD,
      explainRow('default page', queries.length, sqlMs, plans),
    ].join('\n');
  } finally {
    await writer.stop();
    await portal.close();
    await database.close();
  }
}
