import { CHARGING_ENDPOINTS as E } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock';
import { route } from '../../platform/route';
import { resolveScope } from '../../platform/scope';
import { listChargeData } from './charge-data-repo';
import { loadSites } from './sites-repo';

/** Spec 001 §7: the /api/evis/v1 calls of the charging screens. */
export async function chargingRoutes(app: FastifyInstance, _deps: { clock: Clock }) {
  const db = app.database.db;

  route(app, E.chargeData, async (request, _reply, ctx) => {
    const { accessLevel, accessLevelCode } = request.query;
    const scope = resolveScope(ctx.reach, { accessLevel, accessLevelCode });
    return listChargeData(db, scope, request.query);
  });

  route(app, E.sites, async (request, _reply, ctx) => {
    const { accessLevel, accessLevelCode } = request.query;
    return { sites: await loadSites(db, resolveScope(ctx.reach, { accessLevel, accessLevelCode })) };
  });
}
