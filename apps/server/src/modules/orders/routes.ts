import { ORDERS_ENDPOINTS as E, IDEMPOTENCY_HEADER } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock';
import { route } from '../../platform/route';
import { authorityDetailsOf, countryList, reachableAuthority } from './authority';
import { placeOrder, placeReplacement } from './service';

/** Routes of card ordering (spec 002 §2.1, §2.2, §7; issue 18). */
export async function ordersRoutes(app: FastifyInstance, { clock }: { clock: Clock }) {
  const db = app.database.db;

  route(app, E.authorityDetails, async (request, _reply, ctx) =>
    authorityDetailsOf(await reachableAuthority(db, ctx, request.params.authorityId)),
  );

  route(app, E.countries, async () => ({ countryList: await countryList(db) }));

  route(app, E.cardOrder, async (request, _reply, ctx) =>
    placeOrder(
      { db, effective: ctx, now: clock.now() },
      {
        order: request.body,
        key: request.headers[IDEMPOTENCY_HEADER],
        authorityId: request.body.cardSetup.authorityId,
      },
    ),
  );

  route(app, E.replaceCardOrder, async (request, _reply, ctx) =>
    placeReplacement(
      { db, effective: ctx, now: clock.now() },
      request.body,
      request.headers[IDEMPOTENCY_HEADER],
    ),
  );
}
