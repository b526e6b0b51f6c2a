import { PLATFORM_MESSAGE_KEYS } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../platform/errors';

const ZContentParams = z.object({
  file: z.string().max(80).describe('{locale}-{page}.json, for example en-common.json'),
});
const ZContentFile = z.record(z.string(), z.unknown()).meta({ id: 'ContentFile' });

/** GET /content/{locale}-{page}.json (spec 000 §7): page texts per language. */
export async function contentRoutes(app: FastifyInstance) {
  const files = app.content;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/content/:file',
    {
      // Page texts are read before sign-in (spec 000 §1).
      config: { access: 'public' },
      schema: {
        tags: ['content'],
        summary: 'Texts of one page in one language',
        params: ZContentParams,
        response: { 200: ZContentFile, 304: z.undefined() },
      },
    },
    async (request, reply) => {
      const file = files.get(request.params.file);
      if (!file) throw notFound(PLATFORM_MESSAGE_KEYS.contentNotFound);
      reply.header('etag', file.etag).header('cache-control', 'no-cache');
      if (request.headers['if-none-match'] === file.etag) return reply.status(304).send();
      return reply.send(file.texts);
    },
  );
}
