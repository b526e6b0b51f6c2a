import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { readCustomerStamp } from '../../db/generations';
import { WIDE_ID_LIST } from '../../db/id-list';
import { cachedByStamp } from '../../platform/generation-cache';
import { scopeDigest } from '../../platform/scope';
import { FROM, inScope, type ListFilter, whereOf } from './repo';

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * An exact count straight from the lines (joins only for a column search; a text search filters the
 * lines' own columns, text-search.ts, and hashes a wide scope), as SQL. Without a search, a wide scope
 * reads the window's lines first and keeps those of the scope through a hash (the fence keeps the
 * planner from probing 2,000 authorities' indexes for a few hundred lines).
 */
export function lineCountQuery(filter: ListFilter): SQL {
  if (filter.column) return sql`select count(*) as n ${FROM} where ${whereOf(filter)}`;
  const wide = filter.scope.ids.length > WIDE_ID_LIST;
  if (wide && !filter.text)
    return sql`select count(*) as n from (select t.authority_id from transactions t where ${whereOf(filter, 'none')}
              offset 0) t where ${inScope(sql`t.authority_id`, filter.scope)}`;
  return sql`select count(*) as n from transactions t where ${whereOf(filter, wide ? 'hashed' : 'list')}`;
}

/** Whole UTC days from the per-authority, per-day rollups (DESIGN §6), as SQL. */
export const rollupSumQuery = (filter: ListFilter) =>
  sql`select sum(row_count) as n from transaction_daily_rollups
       where ${inScope(sql`authority_id`, filter.scope)}
         and day >= ${isoDay(filter.from)}::date and day < ${isoDay(filter.to)}::date${
           filter.status ? sql` and transaction_status = ${filter.status}::transaction_status` : sql``
         }`;

/**
 * Today's lines before `filter.to` without reading them: today's rollups (kept in the same transaction
 * as the lines by every writer: ingestion, the seed) less the few lines stamped at or after `to` (a
 * clock ahead of ours). Counting today's lines themselves grew with every ingested batch (83,000 lines
 * of a busy morning took 12 ms and rising; bench/results/ingest.md).
 */
async function countToday(db: Db, filter: ListFilter, dayStart: number): Promise<number> {
  const day = { ...filter, from: dayStart, to: dayStart + DAY };
  const [rolled, later] = await Promise.all([
    countOf(db, rollupSumQuery(day)),
    countLines(db, { ...filter, from: filter.to, to: dayStart + DAY }),
  ]);
  return rolled - later;
}

async function countOf(db: Db, query: SQL): Promise<number> {
  const [row] = await queryRows<{ n: string | null }>(db, query);
  return Number(row?.n ?? 0);
}
const countLines = (db: Db, filter: ListFilter) => countOf(db, lineCountQuery(filter));

/**
 * The exact total of a filtered list: the whole past UTC days inside the window (from the rollups, or
 * from the lines for a search) cached per stamp of the scope's customers (db/generations: changes to
 * past days raise it, new lines of today do not), plus an exact count of the rest (the partial days
 * at the edges and today, which hold the newest lines).
 */
export async function countList(db: Db, filter: ListFilter): Promise<number> {
  const { stamp, today } = await readCustomerStamp(db, 'transactions', filter.scope.ids);
  const firstWholeDay = Math.ceil(filter.from / DAY) * DAY;
  const endOfWholeDays = Math.min(Math.floor(filter.to / DAY) * DAY, Date.parse(`${today}T00:00:00Z`));
  if (!(endOfWholeDays > firstWholeDay)) return countLines(db, filter);
  const whole = { ...filter, from: firstWholeDay, to: endOfWholeDays };
  const searched = Boolean(filter.text || filter.column);
  const key = JSON.stringify([
    'transactions',
    whole.from,
    whole.to,
    filter.status,
    filter.text && [filter.text.term, filter.text.columns],
    filter.column,
    scopeDigest(filter.scope),
  ]);
  let total = await cachedByStamp(db, key, stamp, () =>
    countOf(db, searched ? lineCountQuery(whole) : rollupSumQuery(whole)),
  );
  if (filter.from < firstWholeDay) total += await countLines(db, { ...filter, to: firstWholeDay });
  if (filter.to > endOfWholeDays)
    total +=
      !searched && endOfWholeDays === Date.parse(`${today}T00:00:00Z`) && filter.to <= endOfWholeDays + DAY
        ? await countToday(db, filter, endOfWholeDays)
        : await countLines(db, { ...filter, from: endOfWholeDays });
  return total;
}
