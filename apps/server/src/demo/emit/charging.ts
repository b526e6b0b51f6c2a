import { chargingSessions as s } from '../../db/schema';
import { DAY, type GenContext, HOUR, iso, MINUTE } from '../context';
import type { CopyRow } from '../load/copy-text';
import type { ChargePointPlan, EvNetwork, EvSitePlan } from '../plan/ev';
import type { Hierarchy } from '../plan/hierarchy';
import type { TokenPlan } from '../plan/tokens';
import type { Rng } from '../random';

export const CHARGING_COLUMNS = [
  s.sessionId,
  s.authorityId,
  s.tokenId,
  s.cdrType,
  s.siteId,
  s.chargePointId,
  s.evseId,
  s.connectorId,
  s.connectorPowerW,
  s.sessionStart,
  s.sessionEnd,
  s.totalEnergyWh,
] as const;

const STOPPED = new Set(['lost', 'stolen', 'unavailable', 'expired']);

/** Usable window of a token: stopped tokens stop charging when they were last modified. */
function tokenWindow(ctx: GenContext, token: TokenPlan): [number, number] {
  const until = STOPPED.has(token.status)
    ? Math.max(ctx.windowStart + 30 * DAY, Math.min(token.modifiedAt, ctx.asOf))
    : ctx.asOf;
  return [ctx.windowStart, until];
}

/**
 * Charging sessions (CDRs) token by token: depot sessions on the depots a token may use, mostly
 * overnight; public sessions on the roaming network, mostly by day. Energy is bounded by connector
 * power and a battery; one session in twenty is shorter than ten minutes.
 */
export function* chargingRows(
  ctx: GenContext,
  hierarchy: Hierarchy,
  tokens: TokenPlan[],
  ev: EvNetwork,
): Generator<CopyRow> {
  const sitesById = new Map<string, EvSitePlan>(ev.sites.map((site) => [site.id, site]));
  // Planned charge points are not built yet: no sessions there unless nothing else is.
  const usableBySite = new Map<string, ChargePointPlan[]>();
  const usable = (site: EvSitePlan) => {
    let list = usableBySite.get(site.id);
    if (!list) {
      const built = site.chargePoints.filter((c) => c.status !== 'PLANNED');
      list = built.length ? built : site.chargePoints;
      usableBySite.set(site.id, list);
    }
    return list;
  };
  let totalUsage = 0;
  for (const token of tokens) {
    const [from, to] = tokenWindow(ctx, token);
    totalUsage += token.usage * (to - from);
  }
  const perUsage = ctx.preset.chargingSessions / totalUsage;
  let nextId = 70_000_001;
  const byAuthority = new Map<string, TokenPlan[]>();
  for (const token of tokens) {
    const list = byAuthority.get(token.authority.id);
    if (list) list.push(token);
    else byAuthority.set(token.authority.id, [token]);
  }

  for (const authority of hierarchy.authorities) {
    const list = byAuthority.get(authority.id);
    if (!list) continue;
    const r = ctx.rng('charging', authority.id);
    const publicLocal = ev.publicByCountry.get(authority.country.code) ?? ev.publicSites;
    for (const token of list) {
      const [from, to] = tokenWindow(ctx, token);
      const expected = token.usage * (to - from) * perUsage;
      const count = Math.floor(expected) + (r.chance(expected % 1) ? 1 : 0);
      for (let i = 0; i < count; i++) {
        const depot = token.permissions.length > 0 && r.chance(0.65);
        const permission = depot ? r.pick(token.permissions) : null;
        const site = permission
          ? (sitesById.get(permission[0]) as EvSitePlan)
          : r.chance(0.75)
            ? r.pick(publicLocal)
            : r.pick(ev.publicSites);
        const cp =
          (permission?.[1] && site.chargePoints.find((c) => c.id === permission[1])) || r.pick(usable(site));
        const evse = r.pick(cp.evses);
        const connector = evse.connectors[0] as (typeof evse.connectors)[number];
        const start = sessionStart(r, depot, from, to);
        const minutes = r.chance(0.05) ? r.int(2, 9) : depot ? r.int(60, 600) : r.int(15, 90);
        const end = Math.min(start + minutes * MINUTE + r.int(0, 59) * 1000, ctx.asOf - 1000);
        const batteryWh = r.int(40, 100) * 1000 * (0.2 + r.float() * 0.7);
        const energy = Math.min(((connector.powerW * (end - start)) / HOUR) * 0.92, batteryWh);
        yield [
          nextId++,
          authority.id,
          token.id,
          depot ? 'depot' : 'public',
          site.id,
          cp.id,
          evse.id,
          connector.id,
          connector.powerW,
          iso(start),
          iso(end),
          Math.max(50, Math.round(energy)),
        ];
      }
    }
  }
}

function sessionStart(r: Rng, depot: boolean, from: number, to: number): number {
  const day = from - (from % DAY) + r.int(0, Math.max(0, Math.floor((to - from) / DAY) - 1)) * DAY;
  const hour = depot && r.chance(0.7) ? r.int(16, 22) : r.int(7, 19);
  const t = day + hour * HOUR + r.int(0, 3_599) * 1000;
  return Math.min(Math.max(t, from), to - 12 * HOUR);
}
