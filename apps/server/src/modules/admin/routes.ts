import { ADMIN_ENDPOINTS as E } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { route } from '../../platform/route';
import { endImpersonation, findUsers, rawUser, scenarioFacts, startImpersonation } from './service';

/**
 * Spec 000 §2 Admin panel and scenario guide, §6 impersonation. The spec shows none of these calls;
 * the paths are ours (docs/decisions.md). Admins only ('admin' access): everybody else gets 403.
 */
export async function adminRoutes(app: FastifyInstance, { clock }: { clock: Clock }) {
  const db = app.database.db;

  route(app, E.users, async (request) => findUsers(db, request.query));

  route(app, E.rawUser, async (request) => rawUser(db, request.params.uId, clock.now()));

  route(app, E.scenario, async (request) => scenarioFacts(db, request.params.uId, clock.now()));

  route(app, E.startImpersonation, async (request, _reply, ctx) => {
    const session = request.session;
    if (!session) throw new AppError('UNAUTHORIZED');
    return startImpersonation(db, {
      admin: ctx.user,
      sessionId: session.idHash,
      userUniqueId: request.body.userUniqueId,
      now: clock.now(),
    });
  });

  route(app, E.endImpersonation, async (request) => {
    const session = request.session;
    if (!session) throw new AppError('UNAUTHORIZED');
    return endImpersonation(db, {
      adminId: session.userId,
      sessionId: session.idHash,
      impersonatedUserId: session.impersonatedUserId,
      now: clock.now(),
    });
  });
}
