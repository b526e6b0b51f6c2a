import type { TChargeDataQuery } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { inIdList } from '../../db/id-list';
import type { AuthorityScope } from '../../platform/scope';
import { inEdges, splitDays } from './day-split';

/** The history's range when the request names none: 1983 (spec 001 §5) up to far ahead. */
const EARLIEST = Date.UTC(1983, 0, 1);
const LATEST = Date.UTC(2200, 0, 1);

/**
 * DESIGN §6: the total of an unsearched charging history page without counting its rows: whole UTC
 * days (by session end) from charging_daily_rollups, written with the sessions, plus an exact count
 * of the partial days at the edges of the range.
 */
export async function chargingTotal(db: Db, scope: AuthorityScope, q: TChargeDataQuery): Promise<number> {
  const from = q.dateFrom ? Date.parse(q.dateFrom) : EARLIEST;
  const to = q.dateTo ? Date.parse(q.dateTo) : LATEST;
  const split = splitDays(from, to);
  const type = (column: string) => (q.cdrType === 'all' ? sql`true` : sql`${sql.raw(column)} = ${q.cdrType}`);
  const whole = split.days
    ? sql`select coalesce(sum(session_count), 0) as n from charging_daily_rollups
           where ${inIdList(sql`authority_id`, scope.ids)} and ${type('cdr_type')}
             and day >= ${split.days.from}::date and day < ${split.days.until}::date`
    : sql`select 0 as n`;
  const [row] = await queryRows<{ n: string }>(
    db,
    sql`select ((${whole}) + (select count(*) from charging_sessions cs
                 where ${inIdList(sql`cs.authority_id`, scope.ids)} and ${type('cs.cdr_type')}
                   and ${inEdges(sql`cs.session_end`, split.edges)}))::text as n`,
  );
  return Number(row?.n ?? 0);
}
