import { randomUUID } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { OCPI_STATUS, OcpiError } from './envelope';
import { OCPI_VERSION } from './identity';
import { assertPublicHost, publicOnlyLookup } from './partner-address';

/** What we fetch from an operator during the credentials handshake (Versions module). */
export type PartnerEndpoint = { identifier: string; role: string; url: string };
export type PartnerVersion = { version: string; endpoints: PartnerEndpoint[] };

/**
 * What the handshake may reach: plain http only outside production; loopback, private and link-local
 * addresses only when allowed (development and tests by default, OCPI_ALLOW_PRIVATE_ADDRESSES).
 */
export type PartnerPolicy = { allowHttp: boolean; allowPrivate: boolean };

const TIMEOUT_MS = 10_000;
const MAX_BYTES = 1024 * 1024;

/** Why a fetch failed: logged for the operator of the portal, never told to the caller. */
export class PartnerFetchError extends Error {}

/**
 * Issue 42 §3: every failure of the handshake's fetches answers this one error, so the answer does not
 * tell a closed port from a service that is no OCPI platform (or a forbidden address from either).
 */
export const partnerUnusable = () =>
  new OcpiError(200, OCPI_STATUS.clientApiUnusable, "Unable to use the client's API");

/**
 * One GET with the policy's address check on the name and on the socket; the body, up to 1 MB. Each
 * request has its own X-Request-ID; the flow's X-Correlation-ID is shared (transport and format).
 */
function request(url: URL, token: string, policy: PartnerPolicy, correlationId: string) {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = client.get(
      url,
      {
        headers: {
          authorization: `Token ${Buffer.from(token, 'utf8').toString('base64')}`,
          accept: 'application/json',
          'x-request-id': randomUUID(),
          'x-correlation-id': correlationId,
        },
        ...(policy.allowPrivate ? {} : { lookup: publicOnlyLookup }),
        timeout: TIMEOUT_MS,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_BYTES) req.destroy(new PartnerFetchError('more than 1 MB'));
          else chunks.push(chunk);
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new PartnerFetchError('timed out')));
    req.on('error', reject);
  });
}

/**
 * GET of one of their OCPI URLs with our token for them (CREDENTIALS_TOKEN_B, Base64 in the header as
 * 2.2.1 asks). Only http(s) under the policy; no redirects (a 3xx is a failure), 10 s, 1 MB at most.
 */
async function getData(
  url: string,
  token: string,
  policy: PartnerPolicy,
  correlationId: string,
): Promise<unknown> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new PartnerFetchError('not a URL');
  }
  if (parsed.protocol !== 'https:' && !(policy.allowHttp && parsed.protocol === 'http:'))
    throw new PartnerFetchError(`${parsed.protocol} is not allowed`);
  if (!policy.allowPrivate) await assertPublicHost(parsed);
  const response = await request(parsed, token, policy, correlationId);
  if (response.status < 200 || response.status > 299)
    throw new PartnerFetchError(`answered HTTP ${response.status}`);
  let body: { data?: unknown; status_code?: unknown };
  try {
    body = JSON.parse(response.text) as typeof body;
  } catch {
    throw new PartnerFetchError('did not answer JSON');
  }
  if (body.status_code !== OCPI_STATUS.success)
    throw new PartnerFetchError(`answered status ${String(body.status_code)}`);
  return body.data;
}

const isEndpoint = (e: unknown): e is PartnerEndpoint =>
  typeof e === 'object' &&
  e !== null &&
  typeof (e as PartnerEndpoint).identifier === 'string' &&
  typeof (e as PartnerEndpoint).url === 'string';

/** Their versions, then the details of 2.2.1 (the versions URL's follow-up, under the same policy). */
async function readPartnerVersion(
  versionsUrl: string,
  token: string,
  policy: PartnerPolicy,
  correlationId: string,
) {
  const versions = await getData(versionsUrl, token, policy, correlationId);
  const list = Array.isArray(versions) ? (versions as { version?: unknown; url?: unknown }[]) : [];
  const ours = list.find((v) => v.version === OCPI_VERSION && typeof v.url === 'string');
  if (!ours) throw new PartnerFetchError(`version ${OCPI_VERSION} is not offered`);
  const details = (await getData(ours.url as string, token, policy, correlationId)) as {
    endpoints?: unknown;
  } | null;
  const endpoints = Array.isArray(details?.endpoints) ? details.endpoints.filter(isEndpoint) : [];
  if (endpoints.length === 0) throw new PartnerFetchError('no endpoints offered');
  return {
    version: OCPI_VERSION,
    endpoints: endpoints.map((e) => ({ identifier: e.identifier, role: String(e.role ?? ''), url: e.url })),
  };
}

/**
 * Their versions and 2.2.1 details; any failure is `partnerUnusable` (status 3001) for the caller,
 * and its reason goes to `onFailure` (the log). Both GETs carry `correlationId`: the handshake is one
 * flow, the one the operator's credentials request started.
 */
export async function fetchPartnerVersion(
  versionsUrl: string,
  token: string,
  policy: PartnerPolicy,
  correlationId: string,
  onFailure: (reason: string) => void = () => {},
): Promise<PartnerVersion> {
  try {
    return await readPartnerVersion(versionsUrl, token, policy, correlationId);
  } catch (error) {
    onFailure((error as Error).message);
    throw partnerUnusable();
  }
}
