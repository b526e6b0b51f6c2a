import type { TChargeDataQuery } from '@portal/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type CarriedTotalRow, carriedTotal, carriedTotalColumns } from '../../db/carried-total';
import { type Db, queryRows } from '../../db/client';
import { readCustomerStamp } from '../../db/generations';
import { inIdList } from '../../db/id-list';
import { cachedByStamp } from '../../platform/generation-cache';
import { type AuthorityScope, scopeDigest } from '../../platform/scope';

/** The history's range when the request names none: 1983 (spec 001 §5) up to far ahead. */
const EARLIEST = Date.UTC(1983, 0, 1);
const LATEST = Date.UTC(2200, 0, 1);
const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const iso = (ms: number) => new Date(ms).toISOString();

const typeFilter = (column: SQL, q: TChargeDataQuery) =>
  q.cdrType === 'all' ? sql`true` : sql`${column} = ${q.cdrType}`;

async function countOf(db: Db, query: SQL): Promise<number> {
  const [row] = await queryRows<{ n: string | null }>(db, query);
  return Number(row?.n ?? 0);
}

/** Sessions ending in [from, to) counted exactly (the partial days at the edges, and today). */
const countSql = (scope: AuthorityScope, q: TChargeDataQuery, from: number, to: number) =>
  sql`select count(*) as n from charging_sessions cs
       where ${inIdList(sql`cs.authority_id`, scope.ids)} and ${typeFilter(sql`cs.cdr_type`, q)}
         and cs.session_end >= ${iso(from)}::timestamptz and cs.session_end < ${iso(to)}::timestamptz`;

/**
 * How a total splits when `today` (a UTC day) is the first day that is not whole and past: the whole
 * days [firstWhole, endOfWhole) from the rollups (none when `whole` is false) and the edges, counted live.
 */
function planOf(q: TChargeDataQuery, today: string) {
  const from = q.dateFrom ? Date.parse(q.dateFrom) : EARLIEST;
  const end = (q.dateTo ? Date.parse(q.dateTo) : LATEST) + 1; // exclusive
  const firstWhole = Math.ceil(from / DAY) * DAY;
  const endOfWhole = Math.min(Math.floor(end / DAY) * DAY, Date.parse(`${today}T00:00:00Z`));
  const live: [number, number][] = [[from, end]];
  if (!(endOfWhole > firstWhole)) return { whole: false, firstWhole, endOfWhole, edges: live };
  const edges: [number, number][] = [];
  if (from < firstWhole) edges.push([from, firstWhole]);
  if (end > endOfWhole) edges.push([endOfWhole, end]);
  return { whole: true, firstWhole, endOfWhole, edges };
}
type Plan = ReturnType<typeof planOf>;

/** The whole past days of a plan from charging_daily_rollups, cached per stamp of the scope's customers. */
function wholeDays(db: Db, scope: AuthorityScope, q: TChargeDataQuery, plan: Plan, stamp: number) {
  if (!plan.whole) return Promise.resolve(0);
  const { firstWhole, endOfWhole } = plan;
  const key = JSON.stringify(['charging', firstWhole, endOfWhole, q.cdrType, scopeDigest(scope)]);
  return cachedByStamp(db, key, stamp, () =>
    countOf(
      db,
      sql`select sum(session_count) as n from charging_daily_rollups
           where ${inIdList(sql`authority_id`, scope.ids)} and ${typeFilter(sql`cdr_type`, q)}
             and day >= ${isoDay(firstWhole)}::date and day < ${isoDay(endOfWhole)}::date`,
    ),
  );
}

/**
 * DESIGN §6: the total of an unsearched charging history page without counting its rows. The whole
 * past UTC days (by session end) come from charging_daily_rollups, written with the sessions, cached
 * per stamp of the scope's customers (db/generations: a change to a past day raises it, sessions of
 * today do not); the partial days at the edges and today are counted live.
 */
export async function chargingTotal(db: Db, scope: AuthorityScope, q: TChargeDataQuery): Promise<number> {
  const { stamp, today } = await readCustomerStamp(db, 'charging', scope.ids);
  const plan = planOf(q, today);
  let total = await wholeDays(db, scope, q, plan, stamp);
  for (const [from, to] of plan.edges) total += await countOf(db, countSql(scope, q, from, to));
  return total;
}

/** The live parts of chargingTotal as columns of the page's own statement (db/generations). */
export const chargingTotalColumns = (db: Db, scope: AuthorityScope, q: TChargeDataQuery) =>
  carriedTotalColumns(
    db,
    'charging',
    scope.ids,
    (today) => planOf(q, today),
    (plan) =>
      plan.edges.length
        ? sql.join(
            plan.edges.map(([from, to]) => sql`(${countSql(scope, q, from, to)})`),
            sql` + `,
          )
        : sql`0`,
  );

/** chargingTotal from what the page's statement carried (chargingTotalColumns), or from scratch. */
export const chargingTotalFrom = (
  db: Db,
  scope: AuthorityScope,
  q: TChargeDataQuery,
  planned: ReturnType<typeof chargingTotalColumns>,
  row: CarriedTotalRow | undefined,
): Promise<number> =>
  carriedTotal(
    db,
    'charging',
    scope.ids,
    { planned, row },
    (plan, stamp) => wholeDays(db, scope, q, plan, stamp),
    () => chargingTotal(db, scope, q),
  );
