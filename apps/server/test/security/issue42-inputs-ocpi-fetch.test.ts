import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { createConnection } from '../../src/modules/ocpi/connections';
import { isForbiddenAddress } from '../../src/modules/ocpi/partner-address';
import { freePort } from '../helpers/free-port';
import { createTestApp } from '../helpers/test-app';
import { startCpo } from '../ocpi/cpo-simulator';

const party = { countryCode: 'NL', partyId: 'SRF', name: 'Probe' };

/** A portal listening on loopback, with or without the private-address allowance, and one token A. */
async function portalWith(allowPrivate: boolean) {
  const ctx = await createTestApp({ ocpiAllowPrivateAddresses: allowPrivate });
  const address = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  const { tokenA } = await createConnection(ctx.database.db, {
    name: 'probe',
    depotAuthorityId: null,
    now: Date.now(),
  });
  return { ctx, address, tokenA };
}

/** Issue 42 §3: the credentials handshake is no way to probe our network, nor to tell its ports apart. */
describe('issue 42 §3: the OCPI credentials handshake fetches only public addresses', () => {
  it('classes loopback, RFC 1918, fc00::/7, link-local and unspecified addresses as forbidden', () => {
    for (const address of [
      '127.0.0.1',
      '127.8.9.10',
      '10.0.0.1',
      '172.16.0.1',
      '172.31.255.254',
      '192.168.1.1',
      '169.254.169.254',
      '0.0.0.0',
      '::1',
      '::',
      'fd12:3456::1',
      'fc00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      'not-an-address',
    ])
      expect(isForbiddenAddress(address), address).toBe(true);
    for (const address of ['8.8.8.8', '172.32.0.1', '192.169.0.1', '2001:4860:4860::8888', '1.1.1.1'])
      expect(isForbiddenAddress(address), address).toBe(false);
  });

  it('allows private addresses by default outside production only', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).ocpiAllowPrivateAddresses).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).ocpiAllowPrivateAddresses).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).ocpiAllowPrivateAddresses).toBe(true);
    expect(
      loadConfig({ NODE_ENV: 'production', OCPI_ALLOW_PRIVATE_ADDRESSES: 'true' }).ocpiAllowPrivateAddresses,
    ).toBe(true);
  });

  describe('without the allowance (production default)', () => {
    let portal: Awaited<ReturnType<typeof portalWith>>;
    let cpo: Awaited<ReturnType<typeof startCpo>>;
    beforeAll(async () => {
      portal = await portalWith(false);
      cpo = await startCpo(party);
    }, 120_000);
    afterAll(async () => {
      await cpo?.close();
      await portal?.ctx.close();
    });

    it('refuses a versions URL on loopback, by address or by a name resolving there, and fetches nothing', async () => {
      const port = new URL(cpo.versionsUrl).port;
      for (const host of ['127.0.0.1', 'localhost', '[::ffff:127.0.0.1]', '[::1]', '0.0.0.0']) {
        const credentials = { ...cpo.credentials, url: `http://${host}:${port}/ocpi/versions` };
        const answer = await cpo.call(
          'POST',
          `${portal.address}/ocpi/2.2.1/credentials`,
          portal.tokenA,
          credentials,
        );
        expect([answer.status, answer.body.status_code], host).toEqual([200, 3001]);
      }
      expect(cpo.seen).toEqual([]);
    });
  });

  describe('with the allowance (development and tests)', () => {
    let portal: Awaited<ReturnType<typeof portalWith>>;
    let cpo: Awaited<ReturnType<typeof startCpo>>;
    let other: http.Server;
    let otherUrl: string;
    beforeAll(async () => {
      portal = await portalWith(true);
      cpo = await startCpo(party);
      // Not an OCPI platform: a web server answering HTML (and one OCPI answer without 2.2.1).
      other = http.createServer((req, res) => {
        if (req.url === '/ocpi/versions-without-221') {
          res.writeHead(200, { 'content-type': 'application/json' });
          return res.end(
            JSON.stringify({ data: [{ version: '2.1.1', url: 'http://127.0.0.1/x' }], status_code: 1000 }),
          );
        }
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end('<html>admin console</html>');
      });
      await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
      otherUrl = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
    }, 120_000);
    afterAll(async () => {
      await cpo?.close();
      await new Promise((resolve) => other?.close(resolve));
      await portal?.ctx.close();
    });

    it('answers one error, whatever failed: closed port, non-OCPI service, 404, wrong token, no 2.2.1', async () => {
      const closed = await freePort();
      const urls = [
        `http://127.0.0.1:${closed}/ocpi/versions`,
        `${otherUrl}/ocpi/versions`,
        `${new URL(cpo.versionsUrl).origin}/nothing-here`,
        // Their versions answer, but without 2.2.1.
        `${otherUrl}/ocpi/versions-without-221`,
      ];
      const answers = [];
      for (const url of urls) {
        const answer = await cpo.call('POST', `${portal.address}/ocpi/2.2.1/credentials`, portal.tokenA, {
          ...cpo.credentials,
          url,
        });
        answers.push([answer.status, answer.body.status_code, answer.body.status_message]);
      }
      // Their token B is wrong: the operator's platform answers 401.
      const wrongToken = await cpo.call('POST', `${portal.address}/ocpi/2.2.1/credentials`, portal.tokenA, {
        ...cpo.credentials,
        token: 'not-their-token',
      });
      answers.push([wrongToken.status, wrongToken.body.status_code, wrongToken.body.status_message]);
      expect(answers[0]?.[1]).toBe(3001);
      for (const answer of answers) expect(answer).toEqual(answers[0]);
    });

    it('still registers an operator on loopback', async () => {
      const answer = await cpo.call<{ token: string }>(
        'POST',
        `${portal.address}/ocpi/2.2.1/credentials`,
        portal.tokenA,
        cpo.credentials,
      );
      expect(answer.body.status_code, answer.body.status_message).toBe(1000);
    });
  });
});
