import { MESSAGE_KEYS } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { openDatabase } from '../../src/db/client';
import { namedUser } from '../../src/demo/named-users';
import { CookieJar } from '../helpers/cookie-jar';
import { exchangeCode, followToCallback } from '../helpers/sign-in';
import { TcpProxy } from '../helpers/tcp-proxy';
import { testConfig } from '../helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';

const postgresUrl = process.env.TEST_DATABASE_URL;
if (!postgresUrl) console.warn('SKIPPED: issue 42 §2 sign-in while the database fails needs PostgreSQL.');

/**
 * Issue 42 §2, found by the fault gate: while the database refused or lost connections, the built-in
 * IdP answered its `server_error` page with 500, and the token exchange answered 400 `sign_in_failed`
 * when the IdP's token endpoint did. Both say "try again" now: 503 with Retry-After.
 */
describe.skipIf(!postgresUrl)('sign-in while the database fails answers 503 (issue 42 §2)', () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let app: FastifyInstance;
  const claire = namedUser('customerAdmin');

  beforeAll(async () => {
    database = await createTestDatabase({ template: 'tiny' });
    const direct = new URL(String(database.url));
    proxy = new TcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const proxied = new URL(direct);
    proxied.port = String(await proxy.start());
    const owner = await openDatabase({ kind: 'postgres', url: proxied.toString(), maxConnections: 2 });
    app = await buildApp({ config: testConfig({ databasePoolSize: 3 }), database: owner, logger: false });
    app.addHook('onClose', () => owner.close());
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await proxy?.close();
    await database?.dispose();
  });

  const challenge = async (jar: CookieJar) =>
    jar
      .store(
        await app.inject({
          method: 'GET',
          url: '/api/users/token/codechallengeandcodeverifier?brand=1&internal=false',
        }),
      )
      .json() as { code_verifier: string; state: string; authorizeUrl: string };

  it("the IdP's sign-in page answers 503 while the database refuses connections", async () => {
    const jar = new CookieJar();
    const { authorizeUrl } = await challenge(jar);
    await proxy.setMode('refuse');
    try {
      const url = new URL(authorizeUrl);
      const res = await app.inject({
        method: 'GET',
        url: `${url.pathname}${url.search}`,
        headers: { cookie: jar.header() },
      });
      expect(res.statusCode, res.body.slice(0, 200)).toBe(503);
      expect(res.headers['retry-after']).toBeDefined();
    } finally {
      await proxy.setMode('pass');
    }
  });

  it("the token exchange answers 503 when the IdP's token endpoint loses its database connection", async () => {
    const jar = new CookieJar();
    const { code_verifier, state, authorizeUrl } = await challenge(jar);
    const callback = await followToCallback(app, jar, authorizeUrl, claire.email, claire.password ?? '');
    // The exchange reads its sign-in record first; the IdP's read of the authorization code is cut.
    const cut = proxy.dropNext(TcpProxy.statement('oidc_payloads'));
    const res = await exchangeCode(app, jar, { code_verifier, state }, callback);
    await cut;
    expect([res.statusCode, res.json().messageKey], res.body.slice(0, 200)).toEqual([
      503,
      MESSAGE_KEYS.unavailable,
    ]);
  });
});
