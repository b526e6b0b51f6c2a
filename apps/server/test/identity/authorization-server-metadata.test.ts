import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../helpers/free-port';
import { createTestApp } from '../helpers/test-app';

/**
 * Issue 44 Web server and IdP: the RFC 8414 metadata at the place §3 gives an issuer with a path
 * (`/.well-known/oauth-authorization-server/oidc`), read over HTTP by openid-client's own discovery.
 */
describe('RFC 8414 authorization-server metadata', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let origin: string;
  beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    ctx = await createTestApp({ publicUrl: origin, allowedOrigins: [origin] });
    await ctx.app.listen({ host: '127.0.0.1', port });
  });
  afterAll(() => ctx.close());

  const discover = (algorithm: 'oauth2' | 'oidc') =>
    oidc.discovery(new URL(`${origin}/oidc`), 'portal', undefined, undefined, {
      algorithm,
      execute: [oidc.allowInsecureRequests],
    });

  it('lets openid-client discover the issuer through the RFC 8414 location', async () => {
    const config = await discover('oauth2');
    const metadata = config.serverMetadata();
    expect(metadata.issuer).toBe(`${origin}/oidc`);
    expect(metadata.authorization_endpoint).toBe(`${origin}/oidc/auth`);
    expect(metadata.token_endpoint).toBe(`${origin}/oidc/token`);
    expect(metadata.jwks_uri).toBe(`${origin}/oidc/jwks`);
  });

  it('serves the same content as the provider`s OpenID discovery', async () => {
    const [rfc8414, openid] = await Promise.all([
      fetch(`${origin}/.well-known/oauth-authorization-server/oidc`),
      fetch(`${origin}/oidc/.well-known/openid-configuration`),
    ]);
    expect(rfc8414.status).toBe(200);
    expect(rfc8414.headers.get('content-type')).toContain('application/json');
    expect(await rfc8414.json()).toEqual(await openid.json());
    expect((await discover('oidc')).serverMetadata().issuer).toBe(`${origin}/oidc`);
  });
});

describe('RFC 8414 metadata in production', () => {
  const PUBLIC = 'https://portal.example';
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp({
      env: 'production',
      publicUrl: PUBLIC,
      allowedOrigins: [PUBLIC],
      trustProxy: false,
    });
  });
  afterAll(() => ctx.close());

  it('names PUBLIC_URL, never the Host header or X-Forwarded-Host', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/.well-known/oauth-authorization-server/oidc',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('evil.example');
    expect(res.json()).toMatchObject({ issuer: `${PUBLIC}/oidc`, token_endpoint: `${PUBLIC}/oidc/token` });
  });
});
