import {
  CHARGING_AUDIT_CODES,
  CHARGING_KEYS,
  DEPOT_PERMISSION_ALL,
  type TDepot,
  type TDepotPermissionsBody,
  type TDepotPermissionsResponse,
  type TSitesQuery,
} from '@portal/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { inIdList } from '../../db/id-list';
import { AppError, badRequest, notFound } from '../../platform/errors';
import type { RequestContext } from '../../platform/request-context';
import { runWrite } from '../../platform/run-write';
import { type AuthorityScope, resolveScope } from '../../platform/scope';
import { listDepots } from './depots-repo';

type Token = { token_id: string; rf_id: string; authority_id: string; card_enabled: boolean };
type Permission = { site_id: string; charge_point_id: string | null; connector_id: number | null };

/** The cards of the body, each in the scope under the authority it names (else 404), and enabled (§4). */
async function tokensOf(db: Db, scope: AuthorityScope, cards: TDepotPermissionsBody['cards']) {
  const wanted = JSON.stringify(cards.map((c) => [c.rfId, c.authorityID]));
  const tokens = await queryRows<Token>(
    db,
    sql`select t.token_id, t.rf_id, t.authority_id, t.card_enabled
          from rfid_tokens t
          join (select x->>0 as rf_id, x->>1 as authority_id from json_array_elements(${wanted}::json) x) w
            on w.rf_id = t.rf_id and w.authority_id = t.authority_id
         where ${inIdList(sql`t.authority_id`, scope.ids)}`,
  );
  const found = new Map(tokens.map((t) => [t.rf_id, t]));
  for (const card of cards) if (!found.has(card.rfId)) throw notFound(CHARGING_KEYS.cardNotFound);
  if (tokens.some((t) => !t.card_enabled)) throw badRequest(CHARGING_KEYS.cardNotEnabled);
  return tokens;
}

/**
 * The permissions of the body against the scope's depots: a known depot; a charger of it or the
 * all-value; a connector of that charger or the all-value (a connector needs a charger). Duplicates
 * collapse; the all-value is stored as null.
 */
function permissionsOf(depots: TDepot[], body: TDepotPermissionsBody): Permission[] {
  const byId = new Map(depots.map((d) => [d.siteId, d]));
  const out = new Map<string, Permission>();
  for (const p of body.permissions) {
    const depot = byId.get(p.siteId);
    if (!depot) throw badRequest(CHARGING_KEYS.permissionInvalid);
    let chargePointId: string | null = null;
    let connectorId: number | null = null;
    if (p.chargerId !== DEPOT_PERMISSION_ALL) {
      const cp = depot.chargePoints.find((c) => c.chargePointId === p.chargerId);
      if (!cp) throw badRequest(CHARGING_KEYS.permissionInvalid);
      chargePointId = cp.chargePointId;
      if (p.connectorId !== DEPOT_PERMISSION_ALL) {
        if (!cp.connectorIds.includes(p.connectorId)) throw badRequest(CHARGING_KEYS.permissionInvalid);
        connectorId = p.connectorId;
      }
    } else if (p.connectorId !== DEPOT_PERMISSION_ALL) throw badRequest(CHARGING_KEYS.permissionInvalid);
    out.set(JSON.stringify([p.siteId, chargePointId, connectorId]), {
      site_id: p.siteId,
      charge_point_id: chargePointId,
      connector_id: connectorId,
    });
  }
  return [...out.values()];
}

/**
 * POST tokens/restrictions/save (spec 001 §7): each card's depot permissions become exactly the given
 * ones (none: no depot), with canUsePublicNetwork, publishedDate and issuer; one audit row (EVDP).
 */
export async function saveDepotPermissions(
  db: Db,
  ctx: RequestContext,
  query: TSitesQuery,
  body: TDepotPermissionsBody,
  now: number,
): Promise<TDepotPermissionsResponse> {
  const scope = resolveScope(ctx.reach, query);
  const tokens = await tokensOf(db, scope, body.cards);
  const permissions = permissionsOf(await listDepots(db, scope), body);
  const authorityIds = [...new Set(tokens.map((t) => t.authority_id))].sort();
  const attempt = {
    action: CHARGING_AUDIT_CODES.depotPermissions,
    body: {
      cards: tokens.map((t) => t.rf_id),
      canUsePublicNetwork: body.canUsePublicNetwork,
      permissions: permissions.map((p) => ({
        siteId: p.site_id,
        chargerId: p.charge_point_id ?? DEPOT_PERMISSION_ALL,
        connectorId: p.connector_id ?? DEPOT_PERMISSION_ALL,
      })),
    },
    authorityIds,
  };
  const inReach = { authorityIds };
  return runWrite(ctx, { db, now, attempt, inReach, readOnlyWhileImpersonating: true }, async (tx) => {
    const ids = JSON.stringify(tokens.map((t) => String(t.token_id)));
    const tokenIds = sql`(select (json_array_elements_text(${ids}::json))::bigint)`;
    await queryRows(tx, sql`delete from depot_permissions where token_id in ${tokenIds}`);
    if (permissions.length > 0) {
      const rows = JSON.stringify(
        tokens.flatMap((t) => permissions.map((p) => ({ token_id: String(t.token_id), ...p }))),
      );
      await queryRows(
        tx,
        sql`insert into depot_permissions (token_id, site_id, charge_point_id, connector_id)
            select token_id, site_id, charge_point_id, connector_id
              from json_to_recordset(${rows}::json)
                as x(token_id bigint, site_id text, charge_point_id text, connector_id smallint)`,
      );
    }
    const published = body.publishedDate ?? new Date(now).toISOString();
    const updated = await queryRows<{ token_id: string }>(
      tx,
      sql`update rfid_tokens set can_use_public_network = ${body.canUsePublicNetwork},
            permissions_published_at = ${published}::timestamptz,
            permissions_issuer = ${body.issuer ?? null},
            modified_at = ${new Date(now).toISOString()}::timestamptz
          where token_id in ${tokenIds} and card_enabled
          returning token_id`,
    );
    // A card disabled since it was read: nothing of this save may stay.
    if (updated.length !== tokens.length) throw new AppError('CONFLICT', CHARGING_KEYS.cardNotEnabled);
    return { status: 'success', savedCards: updated.length };
  });
}
