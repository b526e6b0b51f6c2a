import pg from 'pg';

/**
 * The writer of a bench run (started by support/writer.ts as a second process): inserts transaction
 * lines at a steady rate the way the demo generator writes them, each with its rollups (per product
 * and plain) in the same transaction. A new line copies a random existing line of the data set with a
 * new id, stamped now, so it lands in the lists' newest page of its authority. argv: url, per second.
 */
const [url, perSecondText] = process.argv.slice(2);
const perSecond = Number(perSecondText ?? 5);
const client = new pg.Client({ connectionString: url });
await client.connect();
const { rows: templates } = await client.query<{ id: string; product: number | null }>(
  `select transaction_id::text as id, product_id as product from transactions tablesample system (0.1) limit 2000`,
);
if (templates.length === 0) throw new Error('no transactions to copy');

const INSERT = `
  with line as (
    insert into transactions
    select (jsonb_populate_record(t, jsonb_build_object('transaction_id', gen_random_uuid(),
             'transaction_date_time', now(), 'transaction_status', 'Uninvoiced', 'invoice_id', null))).*
      from transactions t
     where t.transaction_id = $1::uuid and t.product_id is not distinct from $2::int
    returning *),
  by_product as (
    insert into transaction_product_daily_rollups as r
      (authority_id, day, transaction_status, product_id, currency, quantity_milli, row_count, net_minor, vat_minor, gross_minor)
    select authority_id, (transaction_date_time at time zone 'UTC')::date, transaction_status, coalesce(product_id, 0),
           invoice_currency, quantity_milli, 1, net_invoice_minor, vat_invoice_minor, gross_invoice_minor from line
    on conflict (authority_id, day, transaction_status, product_id, currency) do update set
      quantity_milli = r.quantity_milli + excluded.quantity_milli, row_count = r.row_count + 1,
      net_minor = r.net_minor + excluded.net_minor, vat_minor = r.vat_minor + excluded.vat_minor,
      gross_minor = r.gross_minor + excluded.gross_minor)
  insert into transaction_daily_counts as r (authority_id, day, uninvoiced)
  select authority_id, (transaction_date_time at time zone 'UTC')::date, 1 from line
  on conflict (authority_id, day) do update set uninvoiced = r.uninvoiced + 1`;

let written = 0;
let stopping = false;
process.on('SIGTERM', () => {
  stopping = true;
});
const started = performance.now();
while (!stopping) {
  const template = templates[Math.floor(Math.random() * templates.length)] as (typeof templates)[number];
  await client.query('begin');
  await client.query(INSERT, [template.id, template.product]);
  await client.query('commit');
  written += 1;
  // Steady rate: sleep until this line's slot has passed.
  const due = started + (written * 1000) / perSecond;
  const wait = due - performance.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}
await client.end();
console.log(JSON.stringify({ written, seconds: (performance.now() - started) / 1000 }));
