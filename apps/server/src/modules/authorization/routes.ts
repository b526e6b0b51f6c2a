import { LIMITS_ENDPOINTS as E } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock';
import { route } from '../../platform/route';
import { authorize } from './service';

/** POST /api/cards/authorize: the authorization check for machine and internal callers (issue 19). */
export async function authorizationRoutes(app: FastifyInstance, { clock }: { clock: Clock }) {
  const db = app.database.db;
  route(app, E.authorize, async (request) =>
    authorize(db, { ...request.body, time: request.body.time ?? clock.now() }),
  );
}
