import type { TChargePoint, TSite } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { inIdList } from '../../db/id-list';
import type { AuthorityScope } from '../../platform/scope';

type SiteRow = {
  site_id: string;
  site_name: string;
  site_alias: string | null;
  site_alias_last_update: Date | null;
  site_address: string;
  site_post_code: string;
  site_city: string;
  site_country: string;
  authority_id: string;
  authority_name: string;
};
type ConnectorRow = {
  site_id: string;
  charge_point_id: string;
  charge_point_name: string;
  charge_point_status: TChargePoint['chargePointStatus'];
  latitude: number;
  longitude: number;
  total_vehicles_allowed: number;
  evse_id: string | null;
  evse_updated: Date | null;
  connector_id: number | null;
  standard: string | null;
  status: TChargePoint['evses'][number]['connectors'][number]['status'] | null;
  power_w: number | null;
};
type HoursRow = { site_id: string; week_day: number; period_begin: string; period_end: string };

const kw = (watts: number) => watts / 1000;

/** Charge points of the rows, grouped per site, with their EVSEs and connectors (powers in kW). */
function chargePointsOf(rows: ConnectorRow[]): Map<string, TChargePoint[]> {
  const bySite = new Map<string, TChargePoint[]>();
  const byId = new Map<string, TChargePoint>();
  for (const r of rows) {
    let cp = byId.get(r.charge_point_id);
    if (!cp) {
      cp = {
        chargePointId: r.charge_point_id,
        chargePointName: r.charge_point_name,
        chargePointStatus: r.charge_point_status,
        coordinates: { lat: r.latitude, lng: r.longitude },
        lowestConnectorPower: null,
        highestConnectorPower: null,
        totalVehiclesAllowed: r.total_vehicles_allowed,
        evses: [],
      };
      byId.set(r.charge_point_id, cp);
      bySite.set(r.site_id, [...(bySite.get(r.site_id) ?? []), cp]);
    }
    if (!r.evse_id) continue;
    let evse = cp.evses.find((e) => e.evseId === r.evse_id);
    if (!evse) {
      evse = {
        evseId: r.evse_id,
        lastUpdated: new Date(r.evse_updated as Date).toISOString(),
        connectors: [],
      };
      cp.evses.push(evse);
    }
    if (r.connector_id === null || r.power_w === null) continue;
    const power = kw(r.power_w);
    evse.connectors.push({
      id: r.connector_id,
      standard: r.standard ?? '',
      status: r.status ?? 'UNKNOWN',
      power,
    });
    cp.lowestConnectorPower = Math.min(cp.lowestConnectorPower ?? power, power);
    cp.highestConnectorPower = Math.max(cp.highestConnectorPower ?? power, power);
  }
  return bySite;
}

/**
 * The depots of the scope (spec 001 §3 Site) with their charge points; `siteId` narrows to one site,
 * `chargePointId` to one charge point of it. Public sites are never listed: they are not the customer's.
 */
export async function loadSites(
  db: Db,
  scope: AuthorityScope,
  only: { siteId?: string; chargePointId?: string } = {},
): Promise<TSite[]> {
  const siteFilter = only.siteId ? sql` and s.site_id = ${only.siteId}` : sql``;
  const sites = await queryRows<SiteRow>(
    db,
    sql`select s.site_id, s.site_name, s.site_alias, s.site_alias_last_update, s.site_address,
          s.site_post_code, s.site_city, s.site_country, s.authority_id, a.authority_name
        from ev_sites s join authorities a on a.authority_id = s.authority_id
        where s.kind = 'depot' and ${inIdList(sql`s.authority_id`, scope.ids)}${siteFilter}
        order by coalesce(s.site_alias, s.site_name), s.site_id`,
  );
  if (sites.length === 0) return [];
  const siteIds = sites.map((s) => s.site_id);
  const cpFilter = only.chargePointId ? sql` and cp.charge_point_id = ${only.chargePointId}` : sql``;
  const connectors = await queryRows<ConnectorRow>(
    db,
    sql`select cp.site_id, cp.charge_point_id, cp.charge_point_name, cp.charge_point_status, cp.latitude,
          cp.longitude, cp.total_vehicles_allowed, e.evse_id, e.last_updated as evse_updated,
          c.connector_id, c.standard, c.status, c.power_w
        from charge_points cp
        left join evses e on e.charge_point_id = cp.charge_point_id
        left join connectors c on c.evse_id = e.evse_id
        where ${inIdList(sql`cp.site_id`, siteIds)}${cpFilter}
        order by cp.charge_point_name, cp.charge_point_id, e.evse_id, c.connector_id`,
  );
  const hours = await queryRows<HoursRow>(
    db,
    sql`select site_id, week_day, period_begin::text, period_end::text from ev_site_opening_hours
        where ${inIdList(sql`site_id`, siteIds)} order by week_day, period_begin`,
  );
  const points = chargePointsOf(connectors);
  return sites.map((s) => ({
    siteId: s.site_id,
    siteName: s.site_name,
    siteAlias: s.site_alias,
    siteAliasLastUpdate: s.site_alias_last_update ? new Date(s.site_alias_last_update).toISOString() : null,
    siteAddress: s.site_address,
    sitePostCode: s.site_post_code,
    siteCity: s.site_city,
    siteCountry: s.site_country,
    authorityId: s.authority_id,
    authorityName: s.authority_name,
    openingTimes: {
      regularHours: hours
        .filter((h) => h.site_id === s.site_id)
        .map((h) => ({ weekDay: h.week_day, periodBegin: h.period_begin, periodEnd: h.period_end })),
    },
    chargePoints: points.get(s.site_id) ?? [],
  }));
}
