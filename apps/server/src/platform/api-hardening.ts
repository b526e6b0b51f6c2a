import { hasNulCharacter, VALIDATION_KEYS } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

/**
 * Rules every route gets without declaring them (issue 14 findings 8 and 10):
 * - no NUL character anywhere in the query, path parameters or body: 400 before any schema or SQL runs
 *   (a body whose endpoint says `nulRefusedPerItem` is left to its handler: a batch refuses the line;
 *   a page address of the web app is served, so a typed or pasted link shows the app, not JSON);
 * - an answer to a signed-in request is never stored by a browser or a shared cache.
 */
export function registerApiHardening(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    // No route matched: the web app's page (its own calls meet this rule) or a JSON 404; no SQL runs.
    if (request.is404) return;
    const bodyChecked = !request.routeOptions.config?.endpoint?.nulRefusedPerItem;
    if (
      hasNulCharacter(request.query) ||
      hasNulCharacter(request.params) ||
      (bodyChecked && hasNulCharacter(request.body))
    ) {
      throw new AppError('VALIDATION', VALIDATION_KEYS.specialCharacter, 'Input must not contain NUL');
    }
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.session) reply.header('cache-control', 'no-store');
    return payload;
  });
}
