import { ZPortalConfig } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

/** Server-side flags the sign-in landing and the idle modal read (docs/decisions.md). */
export async function portalConfigRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/portal/config',
      { schema: { tags: ['identity'], response: { 200: ZPortalConfig } } },
      async () => ({
        maintenance: app.config.flags.maintenance,
        newLoginProviderNotice: app.config.flags.newLoginProviderNotice,
        idleTimeoutMs: app.config.session.idleSeconds * 1000,
        autoLogoutMs: app.config.session.autoLogoutMs,
      }),
    );
}
