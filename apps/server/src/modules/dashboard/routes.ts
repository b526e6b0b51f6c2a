import { ZDashboardWidget, ZDashboardWidgetQuery } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Clock } from '../../platform/clock';
import { customerScope } from './customer-scope';
import { uninvoicedWidget } from './service';

/** Spec 001 §7: the dashboard's uninvoiced-spend widget. */
export async function dashboardRoutes(app: FastifyInstance, _options: { clock: Clock }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  typed.get(
    '/api/transactions/dashboard/widget',
    {
      schema: {
        tags: ['dashboard'],
        querystring: ZDashboardWidgetQuery,
        response: { 200: ZDashboardWidget },
      },
    },
    async (request) => uninvoicedWidget(db, (await customerScope(request, request.query)).authorityIds),
  );
}
