import {
  GROUP_ADMIN_PATH,
  ZGroupAdminQuery,
  ZGroupAdminRequest,
  ZGroupAdminResponse,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Clock } from '../../platform/clock';
import { requestUser } from '../../platform/request-user';
import { listGroups } from './service';

/** Spec 002 §7: POST /xapi/.../api/groupadmin (the middle segment is ours: groups). */
export async function groupsRoutes(app: FastifyInstance, _options: { clock: Clock }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  typed.post(
    GROUP_ADMIN_PATH,
    {
      schema: {
        tags: ['groups'],
        querystring: ZGroupAdminQuery,
        body: ZGroupAdminRequest,
        response: { 200: ZGroupAdminResponse },
      },
    },
    async (request) => listGroups(db, await requestUser(request), request.query, request.body),
  );
}
