import { TRANSACTIONS_ENDPOINTS } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock';
import { route } from '../../platform/route';
import { resolveScope } from '../../platform/scope';
import { uninvoicedWidget } from './service';

/** Spec 001 §7: the dashboard's uninvoiced-spend widget. */
export async function dashboardRoutes(app: FastifyInstance, _options: { clock: Clock }) {
  const db = app.database.db;
  route(app, TRANSACTIONS_ENDPOINTS.dashboardWidget, async (request, _reply, ctx) =>
    uninvoicedWidget(db, resolveScope(ctx.reach, request.query)),
  );
}
