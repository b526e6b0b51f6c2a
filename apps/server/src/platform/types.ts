import type { Config } from '../config';
import type { Database } from '../db/client';
import type { ContentFile } from '../modules/content/repo';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    /** Content files read once at start (spec 000 §1). */
    content: Map<string, ContentFile>;
  }
}
