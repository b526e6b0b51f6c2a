import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client';
import { recordSql } from './support/page-sql';
import { startSignedInPortal } from './support/portal';

const url = 'postgres://postgres@127.0.0.1:5432/portal_large';
const database = await openDatabase({ kind: 'postgres', url, maxConnections: 5 });
const portal = await startSignedInPortal(database);
const path = process.argv[2] as string;
const target = `${portal.address}${path.replace('GROUP', portal.widest.groupId)}`;
await fetch(target, { headers: portal.headers }).then((r) => r.arrayBuffer());
const queries = await recordSql(database.pool as pg.Pool, () =>
  fetch(target, { headers: portal.headers }).then((r) => r.arrayBuffer()),
);
const client = new pg.Client({ connectionString: url });
await client.connect();
for (const q of queries) {
  for (let i = 0; i < 2; i++) await client.query(q.text, q.values);
  const { rows } = await client.query(`explain (analyze, buffers) ${q.text}`, q.values);
  console.log('-----', q.text.replace(/\s+/g, ' ').slice(0, 300));
  console.log(rows.map((r) => (r['QUERY PLAN'] as string).slice(0, 220)).join('\n'));
}
await client.end();
await portal.close();
await database.close();
