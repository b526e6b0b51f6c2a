import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import {
  address,
  authorityId,
  cookie,
  cpo,
  ctx,
  remember,
  tokenA,
  tokenC,
  url,
  useOcpiOperator,
} from './ocpi-fixture';

/**
 * Issue 17, OCPI: the credentials handshake of a charge point operator against our server over HTTP
 * on loopback, and the wall between OCPI tokens and portal sessions.
 */
describe('OCPI 2.2.1 eMSP: the credentials handshake', () => {
  useOcpiOperator({ registered: false });

  it('handshake: versions and details with token A, POST credentials, token C replaces token A', async () => {
    const versions = await cpo.call<{ version: string; url: string }[]>(
      'GET',
      `${address}/ocpi/versions`,
      tokenA,
    );
    expect(versions.status).toBe(200);
    expect(versions.body.status_code).toBe(1000);
    const v221 = versions.body.data?.find((v) => v.version === '2.2.1');
    expect(v221?.url).toBe(`${address}/ocpi/2.2.1`);
    const details = await cpo.call<{ endpoints: { identifier: string; role: string; url: string }[] }>(
      'GET',
      v221?.url as string,
      tokenA,
    );
    const endpoints = details.body.data?.endpoints ?? [];
    remember({ endpoints });
    expect(endpoints.map((e) => `${e.identifier}:${e.role}`).sort()).toEqual([
      'cdrs:RECEIVER',
      'credentials:SENDER',
      'locations:RECEIVER',
      'tokens:SENDER',
    ]);
    // Token A opens only the configuration modules.
    expect((await cpo.call('GET', url('tokens'), tokenA)).status).toBe(401);

    const registered = await cpo.call<{ token: string; url: string; roles: { role: string }[] }>(
      'POST',
      url('credentials'),
      tokenA,
      cpo.credentials,
    );
    expect(registered.body.status_code, registered.body.status_message).toBe(1000);
    const tokenC = registered.body.data?.token as string;
    remember({ tokenC });
    expect(tokenC).toMatch(/^[\x21-\x7e]{32,64}$/);
    expect(tokenC).not.toBe(tokenA);
    expect(registered.body.data?.url).toBe(`${address}/ocpi/versions`);
    expect(registered.body.data?.roles.map((r) => r.role)).toEqual(['EMSP']);
    // We fetched their versions and details with their token B.
    const bearer = `Token ${Buffer.from(cpo.tokenB).toString('base64')}`;
    expect(cpo.seen.map((s) => [s.path, s.authorization])).toEqual([
      ['/ocpi/versions', bearer],
      ['/ocpi/2.2.1', bearer],
    ]);

    const gone = await cpo.call('GET', `${address}/ocpi/versions`, tokenA);
    expect([gone.status, gone.body.status_code]).toEqual([401, 2001]);
    expect((await cpo.call('POST', url('credentials'), tokenC, cpo.credentials)).status).toBe(405);
    const mine = await cpo.call<{ token: string }>('GET', url('credentials'), tokenC);
    expect(mine.body.data?.token).toBe(tokenC);
    // Only hashes are kept.
    const stored = await queryRows<{ token_hash: string }>(
      ctx.database.db,
      sql`select token_hash from ocpi_credentials_tokens`,
    );
    expect(stored.map((s) => s.token_hash).join()).not.toContain(tokenC);
  });

  it('a portal session never opens an OCPI route, and an OCPI token never opens a portal route', async () => {
    const bySession = await ctx.app.inject({
      method: 'GET',
      url: '/ocpi/emsp/2.2.1/tokens',
      headers: { cookie },
    });
    expect([bySession.statusCode, bySession.json().status_code]).toEqual([401, 2001]);
    const byToken = await cpo.call(
      'GET',
      `${address}/api/evis/v1/sites/list?accessLevel=A&accessLevelCode=${authorityId}`,
      tokenC,
    );
    expect(byToken.status).toBe(401);
  });
});
