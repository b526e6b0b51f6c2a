import { IDENTITY_ENDPOINTS } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/route';

/** Server-side flags the sign-in landing and the idle modal read (docs/decisions.md). */
export async function portalConfigRoutes(app: FastifyInstance) {
  route(app, IDENTITY_ENDPOINTS.portalConfig, async () => ({
    maintenance: app.config.flags.maintenance,
    newLoginProviderNotice: app.config.flags.newLoginProviderNotice,
    idleTimeoutMs: app.config.session.idleSeconds * 1000,
    autoLogoutMs: app.config.session.autoLogoutMs,
    isBuiltInIdp: !app.config.oidc,
    passwordUrl: app.config.oidc ? (app.config.oidcPasswordUrl ?? null) : null,
    mapTileUrl: app.config.mapTileUrl ?? null,
  }));
}
