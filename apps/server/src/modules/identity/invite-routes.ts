import {
  ZOtapQuery,
  ZOtapResponse,
  ZRegisterBody,
  ZRegisterQuery,
  ZRegisterResponse,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Clock } from '../../platform/clock';
import { checkInvite, register } from './invite-service';
import { portalOrigin } from './portal-origin';

/** Spec 000 §7: GET /api/users/users/otap and POST /api/users/users/register. */
export async function inviteRoutes(
  app: FastifyInstance,
  { clock, onEmail }: { clock: Clock; onEmail: () => void },
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/api/users/users/otap',
    { schema: { tags: ['identity'], querystring: ZOtapQuery, response: { 200: ZOtapResponse } } },
    async (request) => checkInvite(app.database.db, request.query.Token, clock.now()),
  );
  typed.post(
    '/api/users/users/register',
    {
      schema: {
        tags: ['identity'],
        querystring: ZRegisterQuery,
        body: ZRegisterBody,
        response: { 200: ZRegisterResponse },
      },
    },
    async (request) => {
      const result = await register(
        { db: app.database.db, content: app.content, origin: portalOrigin(request, app.config) },
        { token: request.query.Token, body: request.body, now: clock.now() },
      );
      onEmail();
      return result;
    },
  );
}
