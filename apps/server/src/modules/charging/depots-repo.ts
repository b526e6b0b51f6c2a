import { CHARGING_KEYS, type TDepot } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import { inIdList } from '../../db/id-list';
import { notFound } from '../../platform/errors';
import type { AuthorityScope } from '../../platform/scope';

export type DepotRef = {
  site_id: string;
  authority_id: string;
  customer_id: string;
  site_alias: string | null;
};

/** A depot of the scope, or 404 (another tenant's depot is not found, like one that does not exist). */
export async function depotInScope(
  db: DbOrTx,
  scope: AuthorityScope,
  siteId: string,
  lock = false,
): Promise<DepotRef> {
  const [row] = await queryRows<DepotRef>(
    db,
    sql`select s.site_id, s.authority_id, a.customer_id, s.site_alias
          from ev_sites s join authorities a on a.authority_id = s.authority_id
         where s.site_id = ${siteId} and s.kind = 'depot' and ${inIdList(sql`s.authority_id`, scope.ids)}
         ${lock ? sql`for update of s` : sql``}`,
  );
  if (!row) throw notFound(CHARGING_KEYS.siteNotFound);
  return row;
}

type Row = {
  site_id: string;
  site_alias: string | null;
  site_name: string;
  site_city: string;
  authority_id: string;
  charge_point_id: string | null;
  charge_point_name: string | null;
  connector_ids: number[] | null;
};

/** GET sites/admin (spec 001 §3 Depot): the scope's depots, their charge points and connector ids. */
export async function listDepots(db: DbOrTx, scope: AuthorityScope): Promise<TDepot[]> {
  const rows = await queryRows<Row>(
    db,
    sql`select s.site_id, s.site_alias, s.site_name, s.site_city, s.authority_id, cp.charge_point_id,
               cp.charge_point_name,
               (select array_agg(distinct c.connector_id order by c.connector_id)
                  from evses e join connectors c on c.evse_id = e.evse_id
                 where e.charge_point_id = cp.charge_point_id) as connector_ids
          from ev_sites s left join charge_points cp on cp.site_id = s.site_id
         where s.kind = 'depot' and ${inIdList(sql`s.authority_id`, scope.ids)}
         order by coalesce(s.site_alias, s.site_name), s.site_id, cp.charge_point_name, cp.charge_point_id`,
  );
  const depots = new Map<string, TDepot>();
  for (const r of rows) {
    let depot = depots.get(r.site_id);
    if (!depot) {
      depot = {
        siteId: r.site_id,
        siteAlias: r.site_alias,
        siteName: r.site_name,
        siteCity: r.site_city,
        authorityId: r.authority_id,
        chargePoints: [],
      };
      depots.set(r.site_id, depot);
    }
    if (r.charge_point_id)
      depot.chargePoints.push({
        chargePointId: r.charge_point_id,
        chargePointName: r.charge_point_name ?? r.charge_point_id,
        connectorIds: (r.connector_ids ?? []).map(Number),
      });
  }
  return [...depots.values()];
}
