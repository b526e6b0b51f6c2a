import { IDENTITY_ENDPOINTS as E } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock';
import { route } from '../../platform/route';
import { checkInvite, register } from './invite-service';
import { portalOrigin } from './portal-origin';

/** Spec 000 §7: GET /api/users/users/otap and POST /api/users/users/register. */
export async function inviteRoutes(
  app: FastifyInstance,
  { clock, onEmail }: { clock: Clock; onEmail: () => void },
) {
  route(app, E.otap, async (request) => checkInvite(app.database.db, request.query.Token, clock.now()));
  route(app, E.register, async (request) => {
    const result = await register(
      { db: app.database.db, content: app.content, origin: portalOrigin(request, app.config) },
      { token: request.query.Token, body: request.body, now: clock.now() },
    );
    onEmail();
    return result;
  });
}
