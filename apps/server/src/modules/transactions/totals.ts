import { type SQL, sql } from 'drizzle-orm';
import { type CarriedTotalRow, carriedTotal, carriedTotalColumns } from '../../db/carried-total';
import { type Db, queryRows } from '../../db/client';
import { readCustomerStamp } from '../../db/generations';
import { WIDE_ID_LIST, walkedScopeTest } from '../../db/id-list';
import { STATUS_COUNT_COLUMNS } from '../../db/schema';
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
export function lineCountQuery(filter: ListFilter, walked?: SQL): SQL {
  if (walked && !filter.column && !filter.text)
    return sql`select count(*) as n from transactions t where ${whereOf(filter, walked)}`;
  if (filter.column) return sql`select count(*) as n ${FROM} where ${whereOf(filter)}`;
  const wide = filter.scope.ids.length > WIDE_ID_LIST;
  if (wide && !filter.text)
    return sql`select count(*) as n from (select t.authority_id from transactions t where ${whereOf(filter, 'none')}
              offset 0) t where ${inScope(sql`t.authority_id`, filter.scope)}`;
  return sql`select count(*) as n from transactions t where ${whereOf(filter, wide ? 'hashed' : 'list')}`;
}

/**
 * Whole UTC days from the per-authority, per-day counts (DESIGN §6), as SQL; `walked`: a ready scope
 * test of each row (today's rows against a wide scope's stored list, TodayTests).
 */
export const dailyCountQuery = (filter: ListFilter, walked?: SQL) =>
  sql`select sum(${sql.raw(
    filter.status ? STATUS_COUNT_COLUMNS[filter.status] : Object.values(STATUS_COUNT_COLUMNS).join(' + '),
  )}) as n from transaction_daily_counts
       where ${walked ?? inScope(sql`authority_id`, filter.scope)}
         and day >= ${isoDay(filter.from)}::date and day < ${isoDay(filter.to)}::date`;

/** A text or column search: its whole days are counted from the lines, not the daily counts. */
const isSearched = (filter: ListFilter) => Boolean(filter.text || filter.column);

/** The counter a list's cached whole days hang on: a search also reads cards, sites, invoices (db/generations). */
const sourceOf = (filter: ListFilter) => (isSearched(filter) ? 'transactionSearch' : 'transactions');

async function countOf(db: Db, query: SQL): Promise<number> {
  const [row] = await queryRows<{ n: string | null }>(db, query);
  return Number(row?.n ?? 0);
}

/** A count added to (sign 1) or taken from (sign -1) a total. */
type LivePart = { query: SQL; sign: 1 | -1 };

/**
 * Scope tests of today's live parts for a wide scope: today's count rows (one per authority with a
 * line today) and the lines stamped after the window's end are few, so each is tested against the
 * scope's stored list (db/id-list walkedScopeTest) instead of hashing 2,000 ids, which cost the default
 * page 0.5 ms of planning and 0.3 ms of execution on every request (bench/results/speed-budgets.md).
 */
type TodayTests = { counts: SQL; lines: SQL };
async function todayTestsOf(db: Db, filter: ListFilter): Promise<TodayTests | undefined> {
  if (filter.scope.ids.length <= WIDE_ID_LIST) return undefined;
  return {
    counts: await walkedScopeTest(db, sql`authority_id`, filter.scope.ids),
    lines: await walkedScopeTest(db, sql`t.authority_id`, filter.scope.ids),
  };
}

/**
 * How the total of a filtered list splits when `today` (a UTC day) is the first day that is not whole
 * and past: the whole past days inside the window (`whole`, none when the window has no whole past day)
 * and the live parts, counted on every request (the partial days at the edges and today). Today's lines
 * before `filter.to` are read without reading them: today's daily counts (kept in the same transaction as
 * the lines by every writer: ingestion, the seed) less the few lines stamped at or after `to` (a clock
 * ahead of ours). Counting today's lines themselves grew with every ingested batch (83,000 lines of a
 * busy morning took 12 ms and rising; bench/results/ingest.md).
 */
function planOf(filter: ListFilter, today: string, tests?: TodayTests) {
  const todayStart = Date.parse(`${today}T00:00:00Z`);
  const firstWholeDay = Math.ceil(filter.from / DAY) * DAY;
  const endOfWholeDays = Math.min(Math.floor(filter.to / DAY) * DAY, todayStart);
  const live: LivePart[] = [];
  if (!(endOfWholeDays > firstWholeDay)) {
    live.push({ query: lineCountQuery(filter), sign: 1 });
    return { whole: undefined, live };
  }
  const searched = isSearched(filter);
  if (filter.from < firstWholeDay)
    live.push({ query: lineCountQuery({ ...filter, to: firstWholeDay }), sign: 1 });
  if (filter.to > endOfWholeDays) {
    if (!searched && endOfWholeDays === todayStart && filter.to <= endOfWholeDays + DAY) {
      const todayOnly = { ...filter, from: todayStart, to: todayStart + DAY };
      live.push({ query: dailyCountQuery(todayOnly, tests?.counts), sign: 1 });
      live.push({ query: lineCountQuery({ ...todayOnly, from: filter.to }, tests?.lines), sign: -1 });
    } else live.push({ query: lineCountQuery({ ...filter, from: endOfWholeDays }), sign: 1 });
  }
  return { whole: { ...filter, from: firstWholeDay, to: endOfWholeDays }, live };
}
type Plan = ReturnType<typeof planOf>;

/**
 * The whole past days of a plan (from the daily counts, or from the lines for a search) cached per stamp of
 * the scope's customers (db/generations: changes to past days raise it, new lines of today do not).
 */
function wholeDays(db: Db, filter: ListFilter, plan: Plan, stamp: number): Promise<number> {
  const { whole } = plan;
  if (!whole) return Promise.resolve(0);
  const searched = isSearched(filter);
  const key = JSON.stringify([
    'transactions',
    whole.from,
    whole.to,
    filter.status,
    filter.text && [filter.text.term, filter.text.columns],
    filter.column,
    scopeDigest(filter.scope),
  ]);
  return cachedByStamp(db, key, stamp, () =>
    countOf(db, searched ? lineCountQuery(whole) : dailyCountQuery(whole)),
  );
}

/**
 * The exact total of a filtered list: the whole past UTC days inside the window, cached, plus an exact
 * count of the rest (the partial days at the edges and today, which hold the newest lines).
 */
export async function countList(db: Db, filter: ListFilter): Promise<number> {
  const { stamp, today } = await readCustomerStamp(db, sourceOf(filter), filter.scope.ids);
  const plan = planOf(filter, today, await todayTestsOf(db, filter));
  const live = await Promise.all(plan.live.map(async (p) => p.sign * (await countOf(db, p.query))));
  return (await wholeDays(db, filter, plan, stamp)) + live.reduce((a, b) => a + b, 0);
}

/** The live parts of countList as columns of the page's own statement (db/generations). */
export const countListColumns = async (db: Db, filter: ListFilter) => {
  const tests = await todayTestsOf(db, filter);
  return carriedTotalColumns(
    db,
    sourceOf(filter),
    filter.scope.ids,
    (today) => planOf(filter, today, tests),
    (plan) =>
      sql`0 ${sql.join(
        plan.live.map((p) => sql`${p.sign < 0 ? sql`- ` : sql`+ `}coalesce((${p.query}), 0)`),
        sql` `,
      )}`,
  );
};

/** countList from what the page's statement carried (countListColumns), or from scratch. */
export const countListFrom = (
  db: Db,
  filter: ListFilter,
  planned: Awaited<ReturnType<typeof countListColumns>>,
  row: CarriedTotalRow | undefined,
): Promise<number> =>
  carriedTotal(
    db,
    sourceOf(filter),
    filter.scope.ids,
    { planned, row },
    (plan, stamp) => wholeDays(db, filter, plan, stamp),
    () => countList(db, filter),
  );
