import {
  ZAdminRawUser,
  ZAdminUserParams,
  ZAdminUsersQuery,
  ZAdminUsersResponse,
  ZImpersonationResponse,
  ZScenarioFacts,
  ZStartImpersonationBody,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import {
  endImpersonation,
  findUsers,
  rawUser,
  requireAdmin,
  scenarioFacts,
  startImpersonation,
} from './service';

/**
 * Spec 000 §2 Admin panel and scenario guide, §6 impersonation. The spec shows none of these calls;
 * the paths are ours (docs/decisions.md). Admins only: everybody else gets 403.
 */
export async function adminRoutes(app: FastifyInstance, { clock }: { clock: Clock }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const schema = { tags: ['admin'] };

  typed.get(
    '/api/admin/users',
    { schema: { ...schema, querystring: ZAdminUsersQuery, response: { 200: ZAdminUsersResponse } } },
    async (request) => {
      await requireAdmin(request);
      return findUsers(db, request.query);
    },
  );

  typed.get(
    '/api/admin/users/:uId/raw',
    { schema: { ...schema, params: ZAdminUserParams, response: { 200: ZAdminRawUser } } },
    async (request) => {
      await requireAdmin(request);
      return rawUser(db, request.params.uId, clock.now());
    },
  );

  typed.get(
    '/api/admin/users/:uId/scenario',
    { schema: { ...schema, params: ZAdminUserParams, response: { 200: ZScenarioFacts } } },
    async (request) => {
      await requireAdmin(request);
      return scenarioFacts(db, request.params.uId, clock.now());
    },
  );

  typed.post(
    '/api/admin/impersonation',
    { schema: { ...schema, body: ZStartImpersonationBody, response: { 200: ZImpersonationResponse } } },
    async (request) => {
      const admin = await requireAdmin(request);
      const session = request.session;
      if (!session) throw new AppError('UNAUTHORIZED');
      return startImpersonation(db, {
        admin,
        sessionId: session.idHash,
        userUniqueId: request.body.userUniqueId,
        now: clock.now(),
      });
    },
  );

  typed.delete(
    '/api/admin/impersonation',
    { schema: { ...schema, response: { 200: ZImpersonationResponse } } },
    async (request) => {
      const session = request.session;
      if (!session) throw new AppError('UNAUTHORIZED');
      return endImpersonation(db, {
        adminId: session.userId,
        sessionId: session.idHash,
        impersonatedUserId: session.impersonatedUserId,
        now: clock.now(),
      });
    },
  );
}
