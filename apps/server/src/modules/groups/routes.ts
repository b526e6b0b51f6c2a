import { ACCOUNT_ENDPOINTS } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock';
import { route } from '../../platform/route';
import { listGroups } from './service';

/** Spec 002 §7: POST /xapi/.../api/groupadmin (the middle segment is ours: groups). */
export async function groupsRoutes(app: FastifyInstance, _options: { clock: Clock }) {
  const db = app.database.db;
  route(app, ACCOUNT_ENDPOINTS.groupAdmin, async (request, _reply, ctx) =>
    listGroups(db, ctx, request.query, request.body),
  );
}
