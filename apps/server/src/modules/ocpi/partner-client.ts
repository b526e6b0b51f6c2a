import { OCPI_STATUS, OcpiError } from './envelope';
import { OCPI_VERSION } from './identity';

/** What we fetch from an operator during the credentials handshake (Versions module). */
export type PartnerEndpoint = { identifier: string; role: string; url: string };
export type PartnerVersion = { version: string; endpoints: PartnerEndpoint[] };

const TIMEOUT_MS = 10_000;
const MAX_BYTES = 1024 * 1024;

const unusable = (why: string) =>
  new OcpiError(200, OCPI_STATUS.clientApiUnusable, `Unable to use the client's API: ${why}`);

/**
 * GET of one of their OCPI URLs with our token for them (CREDENTIALS_TOKEN_B, Base64 in the header as
 * 2.2.1 asks). Only http(s); plain http only outside production; no redirects, 10 s, 1 MB at most.
 */
async function getData(url: string, token: string, allowHttp: boolean): Promise<unknown> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw unusable(`not a URL: ${url}`);
  }
  if (parsed.protocol !== 'https:' && !(allowHttp && parsed.protocol === 'http:'))
    throw unusable(`${parsed.protocol} is not allowed`);
  let response: Response;
  try {
    response = await fetch(parsed, {
      headers: {
        authorization: `Token ${Buffer.from(token, 'utf8').toString('base64')}`,
        accept: 'application/json',
      },
      redirect: 'error',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw unusable(`GET ${url} failed (${(error as Error).message})`);
  }
  const text = await response.text();
  if (text.length > MAX_BYTES) throw unusable(`GET ${url} answered more than 1 MB`);
  if (!response.ok) throw unusable(`GET ${url} answered HTTP ${response.status}`);
  let body: { data?: unknown; status_code?: unknown };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    throw unusable(`GET ${url} did not answer JSON`);
  }
  if (body.status_code !== OCPI_STATUS.success)
    throw unusable(`GET ${url} answered status ${String(body.status_code)}`);
  return body.data;
}

const isEndpoint = (e: unknown): e is PartnerEndpoint =>
  typeof e === 'object' &&
  e !== null &&
  typeof (e as PartnerEndpoint).identifier === 'string' &&
  typeof (e as PartnerEndpoint).url === 'string';

/** Their versions, then the details of 2.2.1 (3002 when they do not offer it). */
export async function fetchPartnerVersion(
  versionsUrl: string,
  token: string,
  allowHttp: boolean,
): Promise<PartnerVersion> {
  const versions = await getData(versionsUrl, token, allowHttp);
  const list = Array.isArray(versions) ? (versions as { version?: unknown; url?: unknown }[]) : [];
  const ours = list.find((v) => v.version === OCPI_VERSION && typeof v.url === 'string');
  if (!ours)
    throw new OcpiError(200, OCPI_STATUS.unsupportedVersion, `Version ${OCPI_VERSION} is not offered`);
  const details = (await getData(ours.url as string, token, allowHttp)) as { endpoints?: unknown } | null;
  const endpoints = Array.isArray(details?.endpoints) ? details.endpoints.filter(isEndpoint) : [];
  if (endpoints.length === 0)
    throw new OcpiError(200, OCPI_STATUS.noMatchingEndpoints, 'No endpoints offered');
  return {
    version: OCPI_VERSION,
    endpoints: endpoints.map((e) => ({ identifier: e.identifier, role: String(e.role ?? ''), url: e.url })),
  };
}
