import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Db } from '../../src/db/client';
import { createConnection } from '../../src/modules/ocpi/connections';
import { OUR_PARTY } from '../../src/modules/ocpi/identity';

/**
 * A charge point operator's platform on loopback, as a real one meets ours: it serves its own versions
 * and version details (checking the token we were given for it, CREDENTIALS_TOKEN_B) and calls our
 * OCPI endpoints with real HTTP requests and `Authorization: Token <base64>`.
 */
export type OcpiAnswer<T = unknown> = {
  status: number;
  headers: Headers;
  body: { data?: T; status_code: number; status_message?: string; timestamp: string };
};

export async function startCpo(party: { countryCode: string; partyId: string; name: string }) {
  const tokenB = randomBytes(24).toString('base64url');
  const seen: {
    path: string;
    authorization: string | undefined;
    requestId: string | undefined;
    correlationId: string | undefined;
  }[] = [];
  const server = http.createServer((req, res) => {
    const id = (name: string) => req.headers[name] as string | undefined;
    seen.push({
      path: req.url ?? '',
      authorization: req.headers.authorization,
      requestId: id('x-request-id'),
      correlationId: id('x-correlation-id'),
    });
    const ok = req.headers.authorization === `Token ${Buffer.from(tokenB).toString('base64')}`;
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const timestamp = new Date().toISOString();
    if (!ok) return send(401, { status_code: 2001, status_message: 'Unauthorized', timestamp });
    if (req.url === '/ocpi/versions')
      return send(200, {
        data: [{ version: '2.2.1', url: `${base}/ocpi/2.2.1` }],
        status_code: 1000,
        timestamp,
      });
    if (req.url === '/ocpi/2.2.1')
      return send(200, {
        data: {
          version: '2.2.1',
          endpoints: [
            { identifier: 'credentials', role: 'SENDER', url: `${base}/ocpi/2.2.1/credentials` },
            { identifier: 'locations', role: 'SENDER', url: `${base}/ocpi/cpo/2.2.1/locations` },
            { identifier: 'cdrs', role: 'SENDER', url: `${base}/ocpi/cpo/2.2.1/cdrs` },
          ],
        },
        status_code: 1000,
        timestamp,
      });
    return send(404, { status_code: 2000, timestamp });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const versionsUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ocpi/versions`;

  /** One call of ours with a credentials token (Base64 in the header unless `raw`). */
  async function call<T = unknown>(
    method: string,
    url: string,
    token: string | undefined,
    body?: unknown,
    options: { raw?: boolean; headers?: Record<string, string> } = {},
  ): Promise<OcpiAnswer<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (token !== undefined)
      headers.authorization = `Token ${options.raw ? token : Buffer.from(token).toString('base64')}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return {
      status: response.status,
      headers: response.headers,
      body: (await response.json()) as OcpiAnswer<T>['body'],
    };
  }

  const credentials = {
    token: tokenB,
    url: versionsUrl,
    roles: [
      {
        role: 'CPO',
        party_id: party.partyId,
        country_code: party.countryCode,
        business_details: { name: party.name },
      },
    ],
  };
  return {
    tokenB,
    versionsUrl,
    credentials,
    seen,
    call,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The OCPI Location a depot operator pushes: two EVSEs of 22 kW AC and 150 kW DC, unpublished. */
export function depotLocation(party: { countryCode: string; partyId: string }, id: string, at: string) {
  const connector = (cid: string, power: 'AC' | 'DC') => ({
    id: cid,
    standard: power === 'AC' ? 'IEC_62196_T2' : 'IEC_62196_T2_COMBO',
    format: power === 'AC' ? 'SOCKET' : 'CABLE',
    power_type: power === 'AC' ? 'AC_3_PHASE' : 'DC',
    max_voltage: power === 'AC' ? 230 : 920,
    max_amperage: power === 'AC' ? 32 : 400,
    ...(power === 'DC' ? { max_electric_power: 150_000 } : {}),
    last_updated: at,
  });
  return {
    country_code: party.countryCode,
    party_id: party.partyId,
    id,
    publish: false,
    name: `Depot ${id}`,
    address: 'Havenweg 12',
    city: 'Utrecht',
    postal_code: '3542 AB',
    country: 'NLD',
    coordinates: { latitude: '52.1043100', longitude: '5.0712300' },
    time_zone: 'Europe/Amsterdam',
    opening_times: { twentyfourseven: true },
    evses: [
      {
        uid: `${id}-1`,
        evse_id: `${party.countryCode}*${party.partyId}*E${id}1`,
        status: 'AVAILABLE',
        physical_reference: 'Bay 1',
        connectors: [connector('1', 'AC')],
        last_updated: at,
      },
      {
        uid: `${id}-2`,
        evse_id: `${party.countryCode}*${party.partyId}*E${id}2`,
        status: 'AVAILABLE',
        physical_reference: 'Bay 2',
        connectors: [connector('1', 'DC')],
        last_updated: at,
      },
    ],
    last_updated: at,
  };
}

/** A CDR of a session on one EVSE of that Location, charged with one of our tokens. */
export function cdrFor(
  party: { countryCode: string; partyId: string },
  location: ReturnType<typeof depotLocation>,
  evseIndex: number,
  input: { id: string; uid: string; start: string; end: string; kwh: number },
) {
  const evse = location.evses[evseIndex] as (typeof location.evses)[number];
  const connector = evse.connectors[0] as (typeof evse.connectors)[number];
  const hours = (Date.parse(input.end) - Date.parse(input.start)) / 3_600_000;
  return {
    country_code: party.countryCode,
    party_id: party.partyId,
    id: input.id,
    start_date_time: input.start,
    end_date_time: input.end,
    cdr_token: {
      country_code: OUR_PARTY.countryCode,
      party_id: OUR_PARTY.partyId,
      uid: input.uid,
      type: 'RFID',
      contract_id: `${OUR_PARTY.countryCode}${OUR_PARTY.partyId}C1`,
    },
    auth_method: 'AUTH_REQUEST',
    cdr_location: {
      id: location.id,
      name: location.name,
      address: location.address,
      city: location.city,
      postal_code: location.postal_code,
      country: location.country,
      coordinates: location.coordinates,
      evse_uid: evse.uid,
      evse_id: evse.evse_id,
      connector_id: connector.id,
      connector_standard: connector.standard,
      connector_format: connector.format,
      connector_power_type: connector.power_type,
    },
    currency: 'EUR',
    charging_periods: [{ start_date_time: input.start, dimensions: [{ type: 'ENERGY', volume: input.kwh }] }],
    total_cost: { excl_vat: Math.round(input.kwh * 30) / 100, incl_vat: Math.round(input.kwh * 36) / 100 },
    total_energy: input.kwh,
    total_time: Math.round(hours * 10_000) / 10_000,
    last_updated: input.end,
  };
}

/**
 * A new connection (token A) registered by `cpo` at the portal listening on `address`: the credentials
 * handshake as an operator makes it. Returns the token the operator calls us with (token C).
 */
export async function registerOperator(db: Db, address: string, cpo: Awaited<ReturnType<typeof startCpo>>) {
  const { tokenA } = await createConnection(db, { name: 'op', depotAuthorityId: null, now: Date.now() });
  const answer = await cpo.call<{ token: string }>(
    'POST',
    `${address}/ocpi/2.2.1/credentials`,
    tokenA,
    cpo.credentials,
  );
  if (answer.body.status_code !== 1000)
    throw new Error(`registration refused: ${answer.body.status_message}`);
  return answer.body.data?.token as string;
}
