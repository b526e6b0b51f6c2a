import Fastify from 'fastify';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/client';
import { mdRow, measure } from '../support/load';

/** GET /api/health of the full portal server against a bare Fastify "hello" route, same machine, same run. */
export default async function run(): Promise<string> {
  const database = await openDatabase({ kind: 'pglite' });
  await database.migrate();
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', SEED_PRESET: 'none' });
  const portal = await buildApp({ config, database, logger: false });
  const portalUrl = await portal.listen({ host: '127.0.0.1', port: 0 });

  const bare = Fastify({ logger: false });
  bare.get('/hello', async () => ({ hello: 'world' }));
  const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });

  try {
    await measure(`${bareUrl}/hello`, { duration: 2 }); // warm-up
    const baseline = await measure(`${bareUrl}/hello`);
    await measure(`${portalUrl}/api/health`, { duration: 2 });
    const health = await measure(`${portalUrl}/api/health`);
    const ratio = (health.requestsPerSecond / baseline.requestsPerSecond).toFixed(2);
    return [
      '## Health endpoint against a bare Fastify route',
      '',
      'autocannon, 20 connections, 10 s each after a 2 s warm-up, loopback. `/api/health` runs the whole',
      'plugin stack (helmet headers, cookies, zod serialisation) and a `select 1` on in-memory PGlite.',
      '',
      mdRow(['route', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'non-2xx']),
      mdRow(['---', '---:', '---:', '---:', '---:', '---:']),
      mdRow([
        'bare Fastify `/hello`',
        baseline.requestsPerSecond,
        baseline.p50,
        baseline.p99,
        baseline.errors,
        baseline.non2xx,
      ]),
      mdRow([
        'portal `/api/health`',
        health.requestsPerSecond,
        health.p50,
        health.p99,
        health.errors,
        health.non2xx,
      ]),
      '',
      `Ratio portal/bare: **${ratio}** of the bare throughput.`,
    ].join('\n');
  } finally {
    await portal.close();
    await bare.close();
    await database.close();
  }
}
