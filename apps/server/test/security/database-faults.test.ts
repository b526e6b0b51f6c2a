import net from 'node:net';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { type Database, openDatabase, queryRows } from '../../src/db/client';
import { serializeError } from '../../src/platform/log-redaction';
import { createTestApp, testConfig } from '../helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

const postgresUrl = process.env.TEST_DATABASE_URL;
if (!postgresUrl) {
  console.warn(
    'SKIPPED: finding 1 needs PostgreSQL; set TEST_DATABASE_URL to run it (PGlite has no backends).',
  );
}

/** Log lines of an app, as JSON, through the production serializers. */
function capturedLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: { level: 'error', stream, serializers: { err: serializeError } } };
}

describe.skipIf(!postgresUrl)('finding 1: a backend terminated inside a transaction (PostgreSQL)', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let admin: pg.Client;
  const log = capturedLogger();

  beforeAll(async () => {
    database = await createTestDatabase();
    app = await buildApp({ config: testConfig(), database, logger: log.logger });
    // A write that holds its transaction open until the test has ended its backend.
    app.post('/__fault/write', { config: { access: 'public' } }, async () =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into app_meta (key, value) values ('finding-1', 'partial')`);
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        await tx.execute(sql`select 1`);
        return { ok: true };
      }),
    );
    await app.ready();
    admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await app?.close();
    await database?.dispose();
  });

  it('answers 503 with a generic body, rolls the transaction back and keeps serving', async () => {
    const name = new URL(String(database.pool?.options.connectionString)).pathname.slice(1);
    const answer = app.inject({ method: 'POST', url: '/__fault/write' });
    let terminated = 0;
    for (let tries = 0; tries < 50 && !terminated; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      const result = await admin.query(
        `select pg_terminate_backend(pid) as done from pg_stat_activity
          where datname = $1 and state = 'idle in transaction'`,
        [name],
      );
      terminated = result.rows.filter((r) => r.done).length;
    }
    expect(terminated).toBe(1);
    const res = await answer;
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.json()).toMatchObject({ code: 'UNAVAILABLE', message: 'Service unavailable' });
    expect(res.body).not.toMatch(/terminat|57P01|app_meta/i);
    const rows = await queryRows(database.db, sql`select 1 from app_meta where key = 'finding-1'`);
    expect(rows).toEqual([]);
    // Still serving, on a fresh connection.
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

/** A test app with one public route that reads through `database`. */
const appReading = (database: Database, url: string) =>
  createTestApp(
    {},
    {
      beforeReady: (app) =>
        app.get(url, { config: { access: 'public' } }, async () => database.db.execute(sql`select 1`)),
    },
  );

describe('finding 10: a database that refuses connections answers 503 with Retry-After', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let refused: Database;
  beforeAll(async () => {
    // Nothing listens on port 1: every connection is refused at once, as in a database outage.
    refused = await openDatabase({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:1/none' });
    ctx = await appReading(refused, '/__fault/read');
  });
  afterAll(async () => {
    await ctx?.close();
    await refused.close();
  });

  it('answers 503 UNAVAILABLE with Retry-After and a generic body, not 500', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/__fault/read' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('2');
    expect(res.json()).toMatchObject({ code: 'UNAVAILABLE', message: 'Service unavailable' });
    expect(res.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
  });
});

describe('finding 10: a database that accepts connections and never answers', () => {
  let silent: net.Server;
  const sockets = new Set<net.Socket>();
  let stalled: Database;
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    // Takes every connection and says nothing, as a stalled database or a half-open network does.
    silent = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    stalled = await openDatabase({
      kind: 'postgres',
      url: `postgres://postgres@127.0.0.1:${port}/none`,
      connectTimeoutMs: 300,
    });
    ctx = await appReading(stalled, '/__fault/stalled');
  });
  afterAll(async () => {
    await ctx?.close();
    await stalled?.close().catch(() => undefined);
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent?.close(resolve));
  });

  it('answers 503 once the connect timeout passes instead of holding the request', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/__fault/stalled' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('2');
  });
});

describe('finding 10: a failed query is logged without its parameters', () => {
  it('keeps the SQL and drops the parameters of the error and the error it wraps', async () => {
    const database = await openDatabase({ kind: 'pglite' });
    try {
      const error = await database.db
        .execute(sql`select ${'secret-search-term'}::int, ${'A1234567'}::text`)
        .then(() => undefined)
        .catch((e: Error) => e);
      expect(error).toBeInstanceOf(Error);
      expect(String(error?.message)).toContain('secret-search-term');
      const logged = JSON.stringify(serializeError(error as Error));
      expect(logged).toContain('select $1::int');
      expect(logged).not.toContain('secret-search-term');
      expect(logged).not.toContain('A1234567');
    } finally {
      await database.close();
    }
  });
});
