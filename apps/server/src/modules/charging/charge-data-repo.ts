import { chargingSearchOf, type TChargeDataQuery, type TChargingRecord } from '@portal/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { CarriedTotalRow } from '../../db/carried-total';
import { type Db, queryRows } from '../../db/client';
import { inIdList, isNarrowList, NARROW_PAGE_MAX, perIdRows, walkedScopeTest } from '../../db/id-list';
import { columnMap } from '../../platform/paging';
import type { AuthorityScope } from '../../platform/scope';
import { chargingTotalColumns, chargingTotalFrom } from './charge-data-totals';

/** sortBy names of spec 001 §9 mapped to SQL (never SQL from the request). */
const SORT: Readonly<Record<string, SQL>> = columnMap({
  endDate: sql`cs.session_end`,
  startDate: sql`cs.session_start`,
  totalEnergy: sql`cs.total_energy_wh`,
  rfid: sql`t.rf_id`,
  name: sql`s.site_name`,
});

const FROM = sql`from charging_sessions cs
  join rfid_tokens t on t.token_id = cs.token_id
  join ev_sites s on s.site_id = cs.site_id`;

/** Spec 001 §5 search: a DD/MM/YYYY day matches sessions ending that UTC day, else text in the row. */
function searchOf(term: string | undefined): SQL | undefined {
  if (!term) return undefined;
  const parsed = chargingSearchOf(term);
  if ('error' in parsed) return undefined; // the contract refused it already
  if (parsed.kind === 'day')
    return sql`cs.session_end >= ${parsed.day}::date and cs.session_end < ${parsed.day}::date + 1`;
  const like = `%${parsed.text.replace(/[\\%_]/g, '\\$&')}%`;
  return sql`(t.rf_id ilike ${like} or t.card_title ilike ${like} or t.card_holder_name ilike ${like}
    or t.card_number_ending ilike ${like} or s.site_name ilike ${like} or s.site_alias ilike ${like}
    or cs.evse_id ilike ${like} or s.site_city ilike ${like})`;
}

/** The filter; `inScope`: the scope's test, or `true` when the caller reads per authority. */
function whereOf(inScope: SQL, q: TChargeDataQuery): SQL {
  const parts: SQL[] = [inScope];
  if (q.cdrType !== 'all') parts.push(sql`cs.cdr_type = ${q.cdrType}`);
  if (q.dateFrom) parts.push(sql`cs.session_end >= ${q.dateFrom}::timestamptz`);
  if (q.dateTo) parts.push(sql`cs.session_end <= ${q.dateTo}::timestamptz`);
  const search = searchOf(q.SearchBy);
  if (search) parts.push(search);
  return sql.join(parts, sql` and `);
}

type Row = {
  session_id: string;
  session_start: Date;
  session_end: Date;
  total_energy_wh: number;
  cdr_type: 'public' | 'depot';
  rf_id: string;
  card_title: string;
  card_holder_name: string | null;
  card_number_ending: string;
  site_id: string;
  site_name: string;
  site_alias: string | null;
  site_address: string;
  site_post_code: string;
  site_city: string;
  site_country: string;
  latitude: number;
  longitude: number;
  charge_point_id: string;
  evse_id: string;
  connector_power_w: number;
};

const iso = (d: Date) => new Date(d).toISOString();

/** One row in the spec's shape; public sessions hide the operator's site and charger ids (§2). */
function recordOf(r: Row): TChargingRecord {
  const isDepot = r.cdr_type === 'depot';
  const address = [r.site_address, r.site_post_code, r.site_city].filter(Boolean).join(', ');
  return {
    id: String(r.session_id),
    startDate: iso(r.session_start),
    endDate: iso(r.session_end),
    sessionStart: iso(r.session_start),
    sessionEnd: iso(r.session_end),
    totalEnergy: Math.round(r.total_energy_wh) / 1000,
    cdrType: r.cdr_type,
    rfid: r.rf_id,
    cardTitle: r.card_title,
    cardHolderName: r.card_holder_name,
    cardNumberEnding: r.card_number_ending,
    name: r.site_alias && isDepot ? r.site_alias : r.site_name,
    evseId: r.evse_id,
    siteAddress: address,
    connectorSpeed: r.connector_power_w / 1000,
    chargePointId: isDepot ? r.charge_point_id : null,
    siteId: isDepot ? r.site_id : null,
    mapCenter: { lat: r.latitude, lng: r.longitude },
    siteAlias: isDepot ? r.site_alias : null,
    site: {
      id: r.site_id,
      name: r.site_name,
      alias: isDepot ? r.site_alias : null,
      address: r.site_address,
      city: r.site_city,
      country: r.site_country,
      chargePointId: r.charge_point_id,
      evseId: r.evse_id,
      connectorPower: r.connector_power_w / 1000,
      latitude: r.latitude,
      longitude: r.longitude,
    },
  };
}

const COLUMNS = sql`cs.session_id, cs.session_start, cs.session_end, cs.total_energy_wh, cs.cdr_type,
  t.rf_id, t.card_title, t.card_holder_name, t.card_number_ending,
  s.site_id, s.site_name, s.site_alias, s.site_address, s.site_post_code, s.site_city,
  s.site_country, s.latitude, s.longitude, cs.charge_point_id, cs.evse_id, cs.connector_power_w`;

/** GET charge-data: one zero-based page of the scope's sessions and the filtered total. */
export async function listChargeData(db: Db, scope: AuthorityScope, q: TChargeDataQuery) {
  // A wide scope walks the end-date index and checks each row against its stored list (db/id-list).
  const where = whereOf(await walkedScopeTest(db, sql`cs.authority_id`, scope.ids), q);
  const order = q.sortOrder ?? (q.sortBy === 'endDate' ? 'desc' : 'asc');
  const direction = order === 'desc' ? sql`desc` : sql`asc`;
  // Unsearched, the live parts of the total ride along with the page (one statement, one snapshot).
  const planned = q.SearchBy ? undefined : chargingTotalColumns(db, scope, q);
  const orderBy = sql`${SORT[q.sortBy]} ${direction}, cs.session_id ${direction}`;
  const offset = q.page * q.pageSize;
  // A few authorities by end date: each one's newest sessions by its own index, merged (db/id-list).
  const merged =
    !q.SearchBy &&
    q.sortBy === 'endDate' &&
    isNarrowList(scope.ids) &&
    offset + q.pageSize <= NARROW_PAGE_MAX;
  const sessions = merged
    ? sql`from (select cs.* from ${perIdRows(scope.ids, {
        source: sql`charging_sessions cs`,
        alias: sql`cs`,
        column: sql`cs.authority_id`,
        where: whereOf(sql`true`, q),
        orderBy,
        need: offset + q.pageSize,
      })}) cs
        join rfid_tokens t on t.token_id = cs.token_id
        join ev_sites s on s.site_id = cs.site_id`
    : sql`${FROM} where ${where}`;
  const rows = await queryRows<Row & CarriedTotalRow>(
    db,
    sql`select ${COLUMNS}${planned ? sql`, ${planned.columns}` : sql``} ${sessions}
        order by ${orderBy} limit ${q.pageSize} offset ${offset}`,
  );
  const total = q.SearchBy
    ? await exactTotal(db, where)
    : await chargingTotalFrom(db, scope, q, planned, rows[0]);
  return { chargeData: rows.map(recordOf), totalChargeDataRecords: total };
}

async function exactTotal(db: Db, where: SQL) {
  const [count] = await queryRows<{ n: string }>(db, sql`select count(*) as n ${FROM} where ${where}`);
  return Number(count?.n ?? 0);
}

/** The selected sessions of the download (spec 001 §2), within the scope, newest end first. */
export async function chargeDataByIds(db: Db, scope: AuthorityScope, ids: readonly string[]) {
  const rows = await queryRows<Row>(
    db,
    sql`select ${COLUMNS} ${FROM}
         where ${inIdList(sql`cs.authority_id`, scope.ids)}
           and cs.session_id in (select unnest(string_to_array(${ids.join(',')}, ','))::bigint)
         order by cs.session_end desc, cs.session_id desc`,
  );
  return rows.map(recordOf);
}
