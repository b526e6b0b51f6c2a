import type { TUsageSummary } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { inEdges, splitDays } from './day-split';

type Totals = { n: string; energy: string; seconds: string; short: string };

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/**
 * Spec 001 §3 usage summary of one charge point for [from, to] by session start: whole UTC days from
 * charge_point_daily_usage (written with the sessions), the partial days at the edges counted exactly.
 */
export async function chargerUsage(
  db: Db,
  chargePointId: string,
  fromMs: number,
  toMs: number,
): Promise<TUsageSummary> {
  const split = splitDays(fromMs, toMs);
  const whole = split.days
    ? sql`select session_count as n, energy_wh as energy, duration_seconds as seconds,
                 short_session_count as short
            from charge_point_daily_usage
           where charge_point_id = ${chargePointId}
             and day >= ${split.days.from}::date and day < ${split.days.until}::date`
    : sql`select 0, 0, 0, 0 where false`;
  const [row] = await queryRows<Totals>(
    db,
    sql`select coalesce(sum(n), 0)::text as n, coalesce(sum(energy), 0)::text as energy,
               coalesce(sum(seconds), 0)::text as seconds, coalesce(sum(short), 0)::text as short
          from (${whole}
                union all
                select 1, total_energy_wh, round(extract(epoch from session_end - session_start))::bigint,
                       case when session_end - session_start < interval '10 minutes' then 1 else 0 end
                  from charging_sessions
                 where charge_point_id = ${chargePointId} and ${inEdges(sql`session_start`, split.edges)}
               ) as usage (n, energy, seconds, short)`,
  );
  const n = Number(row?.n ?? 0);
  return {
    averageKwhSupplied: n ? round(Number(row?.energy) / 1000 / n, 2) : 0,
    averageChargeDuration: n ? round(Number(row?.seconds) / 3600 / n, 2) : 0,
    chargeSessionsBelowTenMinutes: Number(row?.short ?? 0),
    totalSessions: n,
    usageDateFrom: new Date(fromMs).toISOString(),
    usageDateTo: new Date(toMs).toISOString(),
  };
}
