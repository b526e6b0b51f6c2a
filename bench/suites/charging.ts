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
import { startSignedInPortal, typicalParent } from '../support/portal';

/**
 * Issue 17: the default charging-history page (all sessions from 1983 to the end of today, endDate
 * descending, 15 rows, total) for the widest scope: p95 at most 50 ms at 20 connections, against the
 * large preset (about 1M charging sessions) in PostgreSQL database `portal_large`. The total comes
 * from the daily rollups plus the two edge days, the rows from the end-date index.
 */
export default async function run(): Promise<string> {
  const url = largeDatabaseUrl();
  const database = await openDatabase({ kind: 'postgres', url });
  const portal = await startSignedInPortal(database);
  const { address, headers, widest } = portal;
  try {
    const [sessions] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from charging_sessions`,
    );
    const end = new Date();
    end.setHours(23, 59, 59, 999);
    const range = `dateFrom=${encodeURIComponent(new Date(1983, 0, 1).toISOString())}&dateTo=${encodeURIComponent(end.toISOString())}`;
    const scope = `accessLevel=G&accessLevelCode=${widest.groupId}`;
    const pageUrl = `${address}/api/evis/v1/charge-data?${scope}&cdrType=all&${range}&sortBy=endDate&sortOrder=desc&pageSize=15&page=0`;
    const depotUrl = pageUrl.replace('cdrType=all', 'cdrType=depot');
    await measure(pageUrl, { duration: 2, headers });
    const page = await measure(pageUrl, { headers });
    const depot = await measure(depotUrl, { headers });
    const typical = await typicalParent(database, widest.authorityIds);
    const typicalPage = await measure(
      pageUrl.replace(scope, `accessLevel=P&accessLevelCode=${typical.parentId}`),
      { headers },
    );
    const api = (await measure(pageUrl, { headers, connections: 1, duration: 5 })).p50;
    const queries = await recordSql(portal.app.database, () =>
      fetch(pageUrl, { headers }).then((r) => r.arrayBuffer()),
    );
    const sqlMs = await sqlP50(url, queries);
    const plans = await sqlPlans(url, queries);
    return [
      '## Charging history (issue 17)',
      '',
      `PostgreSQL \`portal_large\` (${sessions?.n ?? '?'} charging sessions, ${transportOf(url)}), widest scope: group ${widest.groupId}`,
      `with ${widest.authorityIds.length} authorities. autocannon, 20 connections, 10 s after a 2 s warm-up; no`,
      `page cache; the total from charging_daily_rollups plus the edge days. ${machineLoad()} at the end.`,
      '',
      ...LOAD_TABLE_HEAD,
      loadRow('default page (all sessions, 1983 to today, endDate desc, 15 rows, total)', page, 50),
      loadRow('depot only', depot, 50),
      loadRow(
        `default page of one customer (parent ${typical.parentId}, ${typical.authorities} authorities)`,
        typicalPage,
        50,
      ),
      '',
      ...SINGLE_TABLE_HEAD,
      singleRow(`default page (${queries.length} statements, session lookup included)`, api, sqlMs),
      '',
      ...EXPLAIN_TABLE_HEAD,
      explainRow('default page', queries.length, sqlMs, plans),
    ].join('\n');
  } finally {
    await portal.close();
    await database.close();
  }
}
