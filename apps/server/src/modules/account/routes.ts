import { ZAccountDetails, ZAccountDetailsUpdate, ZMyAccessQuery, ZMyAccessResponse } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Clock } from '../../platform/clock';
import { requestUser } from '../../platform/request-user';
import { myAccess, updateAccountDetails } from './service';

/** Spec 000 §7: the account-details update and the access list of the account page (paths ours). */
export async function accountRoutes(app: FastifyInstance, { clock }: { clock: Clock }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  typed.put(
    '/api/users/users/details',
    { schema: { tags: ['account'], body: ZAccountDetailsUpdate, response: { 200: ZAccountDetails } } },
    async (request) => updateAccountDetails(db, await requestUser(request), request.body, clock.now()),
  );

  typed.get(
    '/api/users/users/access',
    { schema: { tags: ['account'], querystring: ZMyAccessQuery, response: { 200: ZMyAccessResponse } } },
    async (request) => myAccess(db, await requestUser(request), request.query),
  );
}
