import type { TChargeDataQuery } from '@portal/contract';
import { type SQL, sql } from 'drizzle-orm';
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
const countSessions = (db: Db, scope: AuthorityScope, q: TChargeDataQuery, from: number, to: number) =>
  countOf(
    db,
    sql`select count(*) as n from charging_sessions cs
         where ${inIdList(sql`cs.authority_id`, scope.ids)} and ${typeFilter(sql`cs.cdr_type`, q)}
           and cs.session_end >= ${iso(from)}::timestamptz and cs.session_end < ${iso(to)}::timestamptz`,
  );

/**
 * DESIGN §6: the total of an unsearched charging history page without counting its rows. The whole
 * past UTC days (by session end) come from charging_daily_rollups, written with the sessions, cached
 * per stamp of the scope's customers (db/generations: a change to a past day raises it, sessions of
 * today do not); the partial days at the edges and today are counted live.
 */
export async function chargingTotal(db: Db, scope: AuthorityScope, q: TChargeDataQuery): Promise<number> {
  const from = q.dateFrom ? Date.parse(q.dateFrom) : EARLIEST;
  const end = (q.dateTo ? Date.parse(q.dateTo) : LATEST) + 1; // exclusive
  const { stamp, today } = await readCustomerStamp(db, 'charging', scope.ids);
  const firstWhole = Math.ceil(from / DAY) * DAY;
  const endOfWhole = Math.min(Math.floor(end / DAY) * DAY, Date.parse(`${today}T00:00:00Z`));
  if (!(endOfWhole > firstWhole)) return countSessions(db, scope, q, from, end);
  const key = JSON.stringify(['charging', firstWhole, endOfWhole, q.cdrType, scopeDigest(scope)]);
  let total = await cachedByStamp(db, key, stamp, () =>
    countOf(
      db,
      sql`select sum(session_count) as n from charging_daily_rollups
           where ${inIdList(sql`authority_id`, scope.ids)} and ${typeFilter(sql`cdr_type`, q)}
             and day >= ${isoDay(firstWhole)}::date and day < ${isoDay(endOfWhole)}::date`,
    ),
  );
  if (from < firstWhole) total += await countSessions(db, scope, q, from, firstWhole);
  if (end > endOfWhole) total += await countSessions(db, scope, q, endOfWhole, end);
  return total;
}
