import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../../apps/server/src/db/client';
import { namedUser } from '../../apps/server/src/demo/named-users';
import { pdfKey } from '../../apps/server/src/modules/invoices/documents';
import { sheetTexts } from '../../apps/server/src/platform/sheet-texts';
import { largeDatabaseUrl, transportOf } from '../support/large-db';
import { LOAD_TABLE_HEAD, loadRow, machineLoad, mdRow, measure } from '../support/load';
import { EXPLAIN_TABLE_HEAD, explainRow, recordSql, sqlP50, sqlPlans } from '../support/page-sql';
import { startSignedInPortal, typicalParent } from '../support/portal';

type Doc = { invoice_id: string; invoice_number: string; invoice_type: string; lines: number };

/**
 * Issue 16: for the widest scope on the large preset in PostgreSQL `portal_large` (invoices for every
 * authority), no page cache: the default invoices page p95 at most 50 ms at 20 connections, an
 * archive search p95 at most 150 ms, and a zip of 10 PDFs not written before in at most 2 s with the
 * server's memory growing by at most 50 MB (the server runs in this process).
 */
export default async function run(): Promise<string> {
  const url = largeDatabaseUrl();
  const database = await openDatabase({ kind: 'postgres', url });
  const portal = await startSignedInPortal(database);
  const { app, address, headers, widest } = portal;
  try {
    const [counts] = await queryRows<{ n: number; authorities: number; without: number }>(
      database.db,
      sql`select (select count(*)::int from invoices) as n,
                 (select count(distinct authority_id)::int from invoices) as authorities,
                 (select count(*)::int from authorities a
                   where not exists (select 1 from invoices i where i.authority_id = a.authority_id)) as without`,
    );
    const scope = `groupIds=${widest.groupId}`;
    const pageUrl = `${address}/api/transactions/invoices?${scope}&page=1&pageSize=15`;
    const archiveUrl = `${address}/api/transactions/invoices/searcharchive?${scope}&page=1&pageSize=15`;
    const [sample] = await queryRows<{ invoice_number: string }>(
      database.db,
      sql`select invoice_number from invoices where invoice_type = 'NATIONAL-INVOICE' order by invoice_id limit 1 offset 5000`,
    );
    const fragment = (sample?.invoice_number ?? '5000005000').slice(-6);
    const searchUrl = `${archiveUrl}&invoiceNumber=${fragment}&InvoiceCurrency=EUR&InvoiceAmountFrom=10`;

    const zip = await measureZip(database.db, app.objects, address, widest.groupId, headers);
    await measure(pageUrl, { duration: 2, headers });
    const page = await measure(pageUrl, { headers });
    const typical = await typicalParent(database, widest.authorityIds);
    const typicalPage = await measure(pageUrl.replace(scope, `parentIds=${typical.parentId}`), { headers });
    await measure(archiveUrl, { duration: 2, headers });
    const archive = await measure(archiveUrl, { headers });
    const search = await measure(searchUrl, { headers });

    const plans = [];
    for (const [name, target] of [
      ['default page', pageUrl],
      ['archive, no filter', archiveUrl],
      ['archive search', searchUrl],
    ] as const) {
      const queries = await recordSql(portal.app.database, () =>
        fetch(target, { headers }).then((r) => r.arrayBuffer()),
      );
      plans.push(
        explainRow(name, queries.length, await sqlP50(url, queries, 50), await sqlPlans(url, queries)),
      );
    }

    return [
      '## Invoices list, archive and download (issue 16)',
      '',
      `PostgreSQL \`portal_large\` (${transportOf(url)}): ${counts?.n ?? '?'} invoices of ${counts?.authorities ?? '?'} authorities`,
      `(${counts?.without ?? '?'} authorities without one); widest scope: group ${widest.groupId} with`,
      `${widest.authorityIds.length} authorities. autocannon, 20 connections, 10 s after a 2 s warm-up;`,
      `no page cache. ${machineLoad()} at the end.`,
      '',
      ...LOAD_TABLE_HEAD,
      loadRow('default page (invoiceDate desc, 15 top rows, totals)', page, 50),
      loadRow(
        `default page of one customer (parent ${typical.parentId}, ${typical.authorities} authorities)`,
        typicalPage,
        50,
      ),
      loadRow('archive, no filter (ten years, newest first)', archive, 150),
      loadRow(`archive search (number \`${fragment}\`, EUR, from 10)`, search, 150),
      '',
      ...EXPLAIN_TABLE_HEAD,
      ...plans,
      '',
      mdRow(['download', 'documents', 'lines', 'seconds', 'memory growth (RSS, MiB)', 'zip KiB', 'budget']),
      mdRow(['---', '---:', '---:', '---:', '---:', '---:', '---']),
      mdRow([
        'filedownload2, PDFs not written before',
        zip.documents,
        zip.lines,
        zip.seconds.toFixed(2),
        zip.growthMiB.toFixed(0),
        Math.round(zip.bytes / 1024),
        `2 s, 50 MB (${zip.seconds <= 2 && zip.growthMiB <= 50 ? 'within' : '**over**'})`,
      ]),
    ].join('\n');
  } finally {
    await portal.close();
    await database.close();
  }
}

/**
 * Ten invoices of the scope with transaction lines whose PDFs in the user's language are not stored
 * yet, zipped in one call.
 */
async function measureZip(
  db: Parameters<typeof queryRows>[0],
  objects: { head(key: string): Promise<unknown> },
  address: string,
  groupId: string,
  headers: Record<string, string>,
) {
  const candidates = await queryRows<Doc>(
    db,
    sql`select i.invoice_id::text, i.invoice_number, i.invoice_type::text,
               (select count(*)::int from transactions t where t.invoice_id = i.invoice_id) as lines
          from invoices i join authorities a on a.authority_id = i.authority_id
         where i.in_archive and i.invoice_type <> 'SUMMARY-STATEMENT'
           and coalesce(i.client_number, a.client_number) is not null
           and i.invoice_id in (select invoice_id from invoices tablesample system (5))
           and exists (select 1 from transactions t where t.invoice_id = i.invoice_id)
         limit 200`,
  );
  // The signed-in user's PDFs are stored per language and number and date format.
  const [user] = await queryRows<{ preferences: { languageCode?: string; numberFormat?: string } | null }>(
    db,
    sql`select preferences from users where email = ${namedUser('internal').email}`,
  );
  const texts = sheetTexts(new Map(), {
    languageCode: user?.preferences?.languageCode,
    preferences: user?.preferences,
  });
  const fresh: Doc[] = [];
  for (const doc of candidates) {
    if (fresh.length === 10) break;
    if (!(await objects.head(pdfKey(doc, texts)))) fresh.push(doc);
  }
  if (fresh.length < 10) throw new Error('fewer than 10 invoices without a stored PDF');
  const body = JSON.stringify({
    documentIds: fresh.map((d) => ({ documentNumber: d.invoice_number, invoiceType: d.invoice_type })),
  });
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  const started = performance.now();
  const res = await fetch(
    `${address}/api/transactions/invoices/filedownload2?accessLevel=G&accessLevelCode=${groupId}`,
    {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json', 'x-requested-with': 'portal' },
      body,
    },
  );
  const zip = await res.arrayBuffer();
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  if (!res.ok)
    throw new Error(`filedownload2 answered ${res.status}: ${Buffer.from(zip).toString().slice(0, 200)}`);
  return {
    documents: fresh.length,
    lines: fresh.reduce((sum, d) => sum + d.lines, 0),
    seconds,
    growthMiB: (peak - before) / 1024 / 1024,
    bytes: zip.byteLength,
  };
}
