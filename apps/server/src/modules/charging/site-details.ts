import { CHARGING_KEYS, type TSiteDetailsQuery, type TSiteDetailsResponse } from '@portal/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import type { AuthorityScope } from '../../platform/scope';
import { loadSites } from './sites-repo';
import { chargerUsage } from './usage-repo';

/** Spec 001 §2 usage insights default: the current month (UTC here; the page sends its own month). */
export function currentMonth(now: number): { from: number; to: number } {
  const d = new Date(now);
  return { from: Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1), to: now };
}

/**
 * GET sites/details (spec 001 §2 Charger details, §7): the depot with its charge points and the usage
 * summary of the charger for the period. A site or charger outside the scope is not found (404).
 */
export async function siteDetails(
  db: Db,
  scope: AuthorityScope,
  q: TSiteDetailsQuery,
  now: number,
): Promise<TSiteDetailsResponse> {
  const [site] = await loadSites(db, scope, { siteId: q.siteId });
  if (!site) throw notFound(CHARGING_KEYS.siteNotFound);
  if (!site.chargePoints.some((cp) => cp.chargePointId === q.chargePointId))
    throw notFound(CHARGING_KEYS.chargerNotFound);
  const month = currentMonth(now);
  const from = q.usageDateFrom ? Date.parse(q.usageDateFrom) : month.from;
  const to = q.usageDateTo ? Date.parse(q.usageDateTo) : month.to;
  return { site, usageSummary: await chargerUsage(db, q.chargePointId, from, to) };
}
