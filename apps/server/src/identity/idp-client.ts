import type { FastifyInstance } from 'fastify';
import * as oidc from 'openid-client';

export type IdpClientOptions = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Set for the built-in provider: requests go through app.inject, no network hop. */
  fetch?: oidc.CustomFetch;
};

/** The portal as the one confidential OAuth client of its IdP (DESIGN §5), discovered on first use. */
export function createIdpClient(options: IdpClientOptions) {
  let pending: Promise<oidc.Configuration> | undefined;
  const discover = async () => {
    const config = await oidc.discovery(
      new URL(options.issuer),
      options.clientId,
      { client_secret: options.clientSecret, id_token_signed_response_alg: 'RS256' },
      oidc.ClientSecretBasic(options.clientSecret),
      {
        execute: options.issuer.startsWith('http:') ? [oidc.allowInsecureRequests] : [],
        ...(options.fetch ? { [oidc.customFetch]: options.fetch } : {}),
      },
    );
    if (options.fetch) config[oidc.customFetch] = options.fetch;
    // Verify ID token signatures too, not only TLS to the token endpoint (issue 4: bad signature refused).
    oidc.enableNonRepudiationChecks(config);
    return config;
  };
  return {
    issuer: options.issuer,
    isBuiltIn: Boolean(options.fetch),
    configuration(): Promise<oidc.Configuration> {
      pending ??= discover().catch((error: unknown) => {
        pending = undefined; // try again on the next sign-in
        throw error;
      });
      return pending;
    },
  };
}
export type IdpClient = ReturnType<typeof createIdpClient>;

/** A fetch that answers from this very server through app.inject (the built-in IdP). */
export function injectFetch(app: FastifyInstance): oidc.CustomFetch {
  return async (url, options) => {
    const target = new URL(url);
    const headers = Object.fromEntries(
      new Headers(options.headers as ConstructorParameters<typeof Headers>[0]).entries(),
    );
    const response = await app.inject({
      method: options.method as 'GET' | 'POST',
      url: `${target.pathname}${target.search}`,
      headers: { ...headers, host: target.host, 'x-forwarded-proto': target.protocol.replace(':', '') },
      payload: payloadOf(options.body),
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) responseHeaders.append(name, String(item));
    }
    const hasBody =
      response.statusCode !== 204 && response.statusCode !== 304 && response.rawPayload.length > 0;
    return new Response(hasBody ? response.rawPayload : null, {
      status: response.statusCode,
      headers: responseHeaders,
    });
  };
}

function payloadOf(body: oidc.CustomFetchOptions['body']): string | Buffer | undefined {
  if (body === undefined || body === null) return undefined;
  if (body instanceof URLSearchParams) return body.toString();
  if (typeof body === 'string') return body;
  if (body instanceof Uint8Array) return Buffer.from(body);
  if (body instanceof ArrayBuffer) return Buffer.from(new Uint8Array(body));
  throw new Error('unsupported request body for the built-in IdP');
}
