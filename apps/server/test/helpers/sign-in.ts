import type { FastifyInstance } from 'fastify';
import { CookieJar } from './cookie-jar';

export const WRITE_HEADERS = { 'x-requested-with': 'portal', origin: 'http://localhost:3000' };

const pathOf = (location: string) => {
  const url = new URL(location, 'http://localhost:3000');
  return `${url.pathname}${url.search}`;
};

/**
 * Signs in through the real flow: code challenge, the built-in IdP's authorize endpoint and sign-in
 * form, the redirect back with a code, and the token exchange. Returns the browser's cookie jar.
 */
export async function signIn(
  app: FastifyInstance,
  email: string,
  password: string,
  options: { internal?: boolean } = {},
) {
  const jar = new CookieJar();
  const challenge = jar.store(
    await app.inject({
      method: 'GET',
      url: `/api/users/token/codechallengeandcodeverifier?brand=1&internal=${options.internal === true}`,
    }),
  );
  const { code_verifier, state, authorizeUrl } = challenge.json();
  const callback = await followToCallback(app, jar, authorizeUrl, email, password);
  const exchange = jar.store(await exchangeCode(app, jar, { code_verifier, state }, callback));
  if (exchange.statusCode !== 200) throw new Error(`sign-in failed: ${exchange.statusCode} ${exchange.body}`);
  return { jar, exchange, verifier: code_verifier as string };
}

/** From the authorize URL through the sign-in form to the callback address; returns its query. */
export async function followToCallback(
  app: FastifyInstance,
  jar: CookieJar,
  authorizeUrl: string,
  email: string,
  password: string,
) {
  let response = jar.store(
    await app.inject({ method: 'GET', url: pathOf(authorizeUrl), headers: { cookie: jar.header() } }),
  );
  let location = String(response.headers.location ?? '');
  const interaction = /\/oidc\/interaction\/([^/?]+)/.exec(location)?.[1];
  if (!interaction) throw new Error(`no interaction: ${response.statusCode} ${response.body}`);
  response = jar.store(
    await app.inject({
      method: 'POST',
      url: `/oidc/interaction/${interaction}/login`,
      headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email, password }).toString(),
    }),
  );
  for (let hops = 0; hops < 5 && response.statusCode >= 300 && response.statusCode < 400; hops++) {
    location = String(response.headers.location);
    if (location.includes('/securitycheck.html')) return new URL(location).searchParams;
    response = jar.store(
      await app.inject({ method: 'GET', url: pathOf(location), headers: { cookie: jar.header() } }),
    );
  }
  throw new Error(`no callback: ${response.statusCode} ${response.body.slice(0, 300)}`);
}

/** The callback page's token exchange (POST gettokens) with the code of `callback`. */
export function exchangeCode(
  app: FastifyInstance,
  jar: CookieJar,
  challenge: { code_verifier: string; state: string },
  callback: URLSearchParams,
) {
  return app.inject({
    method: 'POST',
    url: '/api/users/token/gettokens',
    headers: { ...WRITE_HEADERS, cookie: jar.header() },
    payload: {
      code: callback.get('code'),
      codeverifier: challenge.code_verifier,
      state: challenge.state,
      iss: callback.get('iss') ?? undefined,
      brand: 1,
    },
  });
}
