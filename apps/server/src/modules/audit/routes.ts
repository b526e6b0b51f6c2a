import { ZAuditLogsQuery, ZAuditLogsResponse } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Clock } from '../../platform/clock';
import { requestUser } from '../../platform/request-user';
import { auditLogs } from './service';

/** Spec 000 §7: GET /api/audit/audit/logs. */
export async function auditRoutes(app: FastifyInstance, _options: { clock: Clock }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  typed.get(
    '/api/audit/audit/logs',
    { schema: { tags: ['audit'], querystring: ZAuditLogsQuery, response: { 200: ZAuditLogsResponse } } },
    async (request) => auditLogs(db, await requestUser(request), request.query),
  );
}
