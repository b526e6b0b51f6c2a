import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock';
import { OCPI_STATUS, type OcpiEnvelope, ocpiTimestamp, registerOcpiErrorHandler } from './envelope';
import { registerMessageIds } from './message-ids';

/**
 * Under `/ocpi` every answer is an OCPI response: a path or method we do not serve answers HTTP 404
 * with status 2000 (a client error: it asked for a module or endpoint we never offered in our
 * version details), data null and the message IDs, never the portal's 404 JSON or the web app.
 */
export async function registerOcpiNotFound(app: FastifyInstance, clock: Clock) {
  await app.register(
    async (scoped) => {
      registerOcpiErrorHandler(scoped, () => clock.now());
      registerMessageIds(scoped);
      scoped.setNotFoundHandler((request, reply) =>
        reply.status(404).send({
          data: null,
          status_code: OCPI_STATUS.clientError,
          status_message: `No OCPI endpoint ${request.method} ${request.url.split('?')[0]}`,
          timestamp: ocpiTimestamp(clock.now()),
        } satisfies OcpiEnvelope<null>),
      );
    },
    { prefix: '/ocpi' },
  );
}
