import type { TSessionRow, TSiteChargeDataQuery } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';

type Row = {
  session_id: string;
  site_id: string;
  charge_point_id: string;
  rf_id: string;
  session_start: Date;
  session_end: Date;
  total_energy_wh: number;
};

const iso = (d: Date) => new Date(d).toISOString();

/**
 * The sessions table of the charger details page (spec 001 §2, §3 session row): the charger's depot
 * sessions, or the site's without a charger, from dateFrom on; sorted by start (date), paged.
 * The caller has checked the site against the scope.
 */
export async function siteSessions(db: Db, q: TSiteChargeDataQuery) {
  const where = sql`cs.site_id = ${q.siteId} and cs.cdr_type = 'depot'
    and cs.session_start >= ${q.dateFrom}::timestamptz
    ${q.chargePointId ? sql`and cs.charge_point_id = ${q.chargePointId}` : sql``}`;
  const direction = q.sortOrder === 'asc' ? sql`asc` : sql`desc`;
  const rows = await queryRows<Row>(
    db,
    sql`select cs.session_id, cs.site_id, cs.charge_point_id, t.rf_id, cs.session_start, cs.session_end,
               cs.total_energy_wh
          from charging_sessions cs join rfid_tokens t on t.token_id = cs.token_id
         where ${where}
         order by cs.session_start ${direction}, cs.session_id ${direction}
         limit ${q.pageSize} offset ${q.page * q.pageSize}`,
  );
  const [count] = await queryRows<{ n: string }>(
    db,
    sql`select count(*) as n from charging_sessions cs where ${where}`,
  );
  const chargeData: TSessionRow[] = rows.map((r) => ({
    id: String(r.session_id),
    siteId: r.site_id,
    chargePointId: r.charge_point_id,
    rfid: r.rf_id,
    sessionStart: iso(r.session_start),
    sessionEnd: iso(r.session_end),
    totalTime: Math.round((Date.parse(iso(r.session_end)) - Date.parse(iso(r.session_start))) / 1000),
    totalEnergy: Math.round(r.total_energy_wh) / 1000,
  }));
  return { chargeData, totalChargeDataRecords: Number(count?.n ?? 0) };
}
