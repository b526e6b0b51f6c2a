import { ACCOUNT_ENDPOINTS as E } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock';
import { route } from '../../platform/route';
import { myAccess, updateAccountDetails } from './service';

/** Spec 000 §7: the account-details update and the access list of the account page (paths ours). */
export async function accountRoutes(app: FastifyInstance, { clock }: { clock: Clock }) {
  const db = app.database.db;
  route(app, E.updateDetails, async (request, _reply, ctx) =>
    updateAccountDetails(db, ctx, request.body, clock.now()),
  );
  route(app, E.myAccess, async (request, _reply, ctx) => myAccess(db, ctx, request.query));
}
