import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { withRouteAccess } from './route-registry';

/** Security schemes of the partner route families documented here (OCPI is its own specification). */
export const PARTNER_SECURITY_SCHEMES = {
  processorCredential: {
    type: 'http',
    scheme: 'bearer',
    description:
      'A card processor credential (npm run partner-credentials): Authorization: Bearer <credential>.',
  },
} as const;
/** The scheme of each documented partner kind. */
export const PARTNER_SECURITY = { processor: 'processorCredential' } as const;

/**
 * OpenAPI document generated from the routes' zod schemas: JSON at /api/docs/json, UI at /api/docs,
 * when API_DOCS says so. The UI plugin's routes are public, declared here for all of them.
 */
export async function registerOpenApi(app: FastifyInstance) {
  if (!app.config.apiDocs) return;
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Fleet-card and EV-charging customer portal API',
        description:
          'Every call of the product specification, served under its method, path and field names.',
        version: '1.0.0',
      },
      tags: [
        {
          name: 'partner',
          description:
            "The card processor's API (docs/ingestion.md): its own credential, never a portal session.",
        },
      ],
      components: { securitySchemes: PARTNER_SECURITY_SCHEMES },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await withRouteAccess(app, 'public', (instance) =>
    instance.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      uiConfig: { docExpansion: 'list', deepLinking: true },
    }),
  );
}
