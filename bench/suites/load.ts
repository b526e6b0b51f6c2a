import { ODOMETER_FIELD } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../../apps/server/src/db/client';
import { namedUser } from '../../apps/server/src/demo/named-users';
import { signIn } from '../../apps/server/test/helpers/sign-in';
import { largeDatabaseUrl, transportOf } from '../support/large-db';
import { loadRow, machineLoad, mdRow, measure } from '../support/load';
import { startSignedInPortal } from '../support/portal';

const CONNECTIONS = 50;
const WRITERS = 10;
const SECONDS = 60;
const READ_P99_MS = 200;
const WRITE_P99_MS = 500;

type Line = { id: string; product_id: number | null; odometer: number | null };

/**
 * Issue 14, load gate: 50 connections for 60 s at the `large` preset on PostgreSQL, a mix of signed-in
 * reads and writes: 40 connections read as the internal user at the widest scope (the default pages of
 * cards, transactions, invoices and charging history in turn; the 400 KB hierarchy the shell reads once
 * per session and the dashboard widget are measured by their own suites, not in this per-page mix), 10 write as the customer administrator (odometer
 * edits of their own lines, each a real change with its audit row). Passes with 0 errors, reads p99 at
 * most 200 ms and writes p99 at most 500 ms.
 */
export default async function run(): Promise<string> {
  const url = largeDatabaseUrl();
  const database = await openDatabase({ kind: 'postgres', url });
  const portal = await startSignedInPortal(database);
  const { address, headers, widest } = portal;
  try {
    const admin = namedUser('customerAdmin');
    const { jar } = await signIn(portal.app, admin.email, admin.password as string);
    const writeHeaders = {
      cookie: jar.header(),
      'content-type': 'application/json',
      'x-requested-with': 'portal',
    };
    const reach = (
      (
        await portal.app.inject({
          method: 'GET',
          url: '/api/users/users/hierarchy',
          headers: { cookie: jar.header() },
        })
      ).json() as { authorities: { authorityId: string }[] }
    ).authorities.map((a) => a.authorityId);
    const lines = await queryRows<Line>(
      database.db,
      sql`select t.transaction_id::text as id, t.product_id, t.odometer from transactions t
            join cards c on c.card_id = t.card_id
           where t.authority_id = any(${`{${reach.join(',')}}`}::text[]) and c.odometer_required
             and t.product_id is not null
           order by t.transaction_date_time desc limit 8`,
    );
    if (!lines.length) throw new Error('the customer administrator has no line with an editable odometer');
    // Each line twice with two values, so every request changes the stored odometer.
    const writes = lines.flatMap((line, i) =>
      [100_000 + i, 200_000 + i].map((value) => ({
        method: 'POST' as const,
        path: `/api/transactions/transactions/${line.id}?productId=${line.product_id}`,
        body: JSON.stringify({
          fieldName: ODOMETER_FIELD,
          fieldValue: String(value),
          transactionId: line.id,
        }),
      })),
    );
    const end = new Date();
    end.setHours(23, 59, 59, 999);
    const group = widest.groupId;
    const reads = [
      `/api/cards/cards?accessLevel=G&accessLevelCode=${group}&page=1&pageSize=15`,
      `/api/transactions/transactions?groupIds=${group}&page=1&pageSize=15`,
      `/api/transactions/invoices?groupIds=${group}&page=1&pageSize=15`,
      `/api/evis/v1/charge-data?accessLevel=G&accessLevelCode=${group}&cdrType=all&dateFrom=${encodeURIComponent(
        new Date(1983, 0, 1).toISOString(),
      )}&dateTo=${encodeURIComponent(end.toISOString())}&sortBy=endDate&sortOrder=desc&pageSize=15&page=0`,
    ].map((path) => ({ method: 'GET' as const, path }));
    // Both probes answer before the run: a wrong path would otherwise show up only as non-2xx.
    for (const r of reads) {
      const res = await fetch(`${address}${r.path}`, { headers });
      if (!res.ok) throw new Error(`${r.path} answered ${res.status}`);
    }
    const probe = writes[0] as (typeof writes)[number];
    const wrote = await fetch(`${address}${probe.path}`, {
      method: 'POST',
      headers: writeHeaders,
      body: probe.body,
    });
    if (!wrote.ok) throw new Error(`odometer edit answered ${wrote.status}: ${await wrote.text()}`);

    const [readLoad, writeLoad] = await Promise.all([
      measure(address, { connections: CONNECTIONS - WRITERS, duration: SECONDS, headers, requests: reads }),
      measure(address, { connections: WRITERS, duration: SECONDS, headers: writeHeaders, requests: writes }),
    ]);
    return [
      '## Load gate: 50 connections, reads and writes (issue 14)',
      '',
      `PostgreSQL \`portal_large\` (${transportOf(url)}), widest scope: group ${group} with ${widest.authorityIds.length}`,
      `authorities. ${CONNECTIONS - WRITERS} connections read as the internal user (cards, transactions, invoices, charging`,
      `history in turn), ${WRITERS} write as the customer administrator (odometer edits of ${lines.length} of their`,
      `lines, each a real change with its audit row), together for ${SECONDS} s, autocannon in a second process;`,
      `${machineLoad()} at the end. The budget is p99, with 0 errors and 0 non-2xx.`,
      '',
      mdRow(['requests', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors', 'non-2xx', 'budget p99']),
      mdRow(['---', '---:', '---:', '---:', '---:', '---:', '---:', '---']),
      loadRow(`reads, ${CONNECTIONS - WRITERS} connections`, readLoad, READ_P99_MS, 'gate'),
      loadRow(`writes, ${WRITERS} connections`, writeLoad, WRITE_P99_MS, 'gate'),
    ].join('\n');
  } finally {
    await portal.close();
    await database.close();
  }
}
