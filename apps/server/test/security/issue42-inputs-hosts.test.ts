import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConnection, replaceTokens } from '../../src/modules/ocpi/connections';
import { createTestApp } from '../helpers/test-app';
import { cdrFor, depotLocation } from '../ocpi/cpo-simulator';

const PUBLIC = 'https://portal.example.com';
const BRAND = 'https://portal.brand-two.example';
const EVIL = 'evil.example';

/** Every absolute http(s) URL in a text. */
const urlsIn = (text: string) => [...text.matchAll(/https?:\/\/[^"\s<>,;]+/g)].map((m) => m[0]);
const ocpiAuth = (token: string) => `Token ${Buffer.from(token).toString('base64')}`;

/**
 * Issue 42 §3: in production the Host header (and X-Forwarded-Host without a trusted proxy) never names
 * an absolute URL we hand out; only PUBLIC_URL and the configured brand hosts do.
 */
describe('issue 42 §3: absolute URLs come from PUBLIC_URL in production, never from Host', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let tokenA: string;
  let tokenC: string;
  const get = (url: string, headers: Record<string, string>) =>
    ctx.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    ctx = await createTestApp({
      env: 'production',
      publicUrl: PUBLIC,
      allowedOrigins: [PUBLIC, BRAND],
      trustProxy: false,
    });
    const db = ctx.database.db;
    const now = Date.now();
    ({ tokenA } = await createConnection(db, { name: 'host probe', depotAuthorityId: null, now }));
    const second = await createConnection(db, { name: 'registered probe', depotAuthorityId: null, now });
    // Registered as a finished handshake leaves it (the handshake itself needs https in production).
    await db.execute(sql`update ocpi_connections set status = 'registered', registered_at = now()
      where connection_id = ${second.connectionId}`);
    await db.execute(sql`insert into ocpi_parties (country_code, party_id, connection_id, role)
      values ('NL', 'HST', ${second.connectionId}, 'CPO')`);
    tokenC = await replaceTokens(db, second.connectionId, 'C', now);
  }, 120_000);
  afterAll(() => ctx?.close());

  it('the OIDC discovery document names PUBLIC_URL for Host: evil.example', async () => {
    const res = await get('/oidc/.well-known/openid-configuration', { host: EVIL });
    expect(res.statusCode).toBe(200);
    const urls = urlsIn(res.body);
    expect(urls.length).toBeGreaterThan(3);
    for (const url of urls) expect(url.startsWith(`${PUBLIC}/`), url).toBe(true);
  });

  it('the OIDC discovery document ignores X-Forwarded-Host and -Proto without a trusted proxy', async () => {
    const res = await get('/oidc/.well-known/openid-configuration', {
      host: EVIL,
      'x-forwarded-host': 'attacker.example',
      'x-forwarded-proto': 'http',
    });
    for (const url of urlsIn(res.body)) expect(url.startsWith(`${PUBLIC}/`), url).toBe(true);
  });

  it('a configured brand host keeps its own origin in the discovery endpoints', async () => {
    const res = await get('/oidc/.well-known/openid-configuration', { host: new URL(BRAND).host });
    const auth = res.json().authorization_endpoint as string;
    expect(auth.startsWith(`${BRAND}/oidc/`), auth).toBe(true);
  });

  it('OCPI versions, version details and credentials name PUBLIC_URL for Host: evil.example', async () => {
    for (const path of ['/ocpi/versions', '/ocpi/2.2.1', '/ocpi/2.2.1/credentials']) {
      const res = await get(path, { host: EVIL, authorization: ocpiAuth(tokenA) });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().status_code, path).toBe(1000);
      const urls = urlsIn(res.body);
      expect(urls.length, path).toBeGreaterThan(0);
      for (const url of urls) expect(url.startsWith(`${PUBLIC}/ocpi/`), `${path}: ${url}`).toBe(true);
    }
  });

  it('the CDR Location header names PUBLIC_URL for Host: evil.example', async () => {
    const party = { countryCode: 'NL', partyId: 'HST' };
    const at = new Date(Date.now() - 3_600_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
    const end = new Date(Date.now() - 600_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
    const cdr = cdrFor(party, depotLocation(party, 'H1', at), 0, {
      id: 'host-probe-1',
      uid: 'UNKNOWNUID01',
      start: at,
      end,
      kwh: 12,
    });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/ocpi/emsp/2.2.1/cdrs',
      headers: { host: EVIL, authorization: ocpiAuth(tokenC), 'content-type': 'application/json' },
      payload: JSON.stringify(cdr),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(String(res.headers.location)).toMatch(new RegExp(`^${PUBLIC}/ocpi/emsp/2\\.2\\.1/cdrs/\\d+$`));
  });
});
