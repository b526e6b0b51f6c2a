import { ACCOUNT_ENDPOINTS } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock';
import { route } from '../../platform/route';
import { auditLogs } from './service';

/** Spec 000 §7: GET /api/audit/audit/logs. */
export async function auditRoutes(app: FastifyInstance, _options: { clock: Clock }) {
  const db = app.database.db;
  route(app, ACCOUNT_ENDPOINTS.auditLogs, async (request, _reply, ctx) => auditLogs(db, ctx, request.query));
}
