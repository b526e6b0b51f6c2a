import { isLocalHost } from '@portal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';

/** Readable by the page: when the current access runs out (spec 000 §7 refresh-expiry cookie). */
export const EXPIRY_COOKIE = 'tokenExpiry';

/** `__Host-` cookies: Secure, no Domain, Path=/ — plus HttpOnly and SameSite=Strict (DESIGN §5). */
const SECURE_NAMES = { session: '__Host-portal-session', signin: '__Host-portal-signin' } as const;
/** The same cookies on a plain-http host other than this machine's, where browsers refuse Secure ones. */
const PLAIN_NAMES = { session: 'portal-session', signin: 'portal-signin' } as const;

export type CookieJarOf = {
  session: string;
  signin: string;
  /** Options of a cookie the page cannot read (HttpOnly, SameSite=Strict, Path=/). */
  options: (maxAgeSeconds?: number) => {
    path: string;
    secure: boolean;
    httpOnly: boolean;
    sameSite: 'strict';
    maxAge?: number;
  };
};

type OriginConfig = Pick<Config, 'allowedOrigins' | 'publicUrl'>;
const isSecureOrigin = (url: URL) => url.protocol === 'https:' || isLocalHost(url.hostname);

/** Per configuration, once: whether each configured host keeps Secure cookies (this runs per request). */
const secureHosts = new WeakMap<OriginConfig, { byHost: Map<string, boolean>; fallback: boolean }>();
function secureHostsOf(config: OriginConfig) {
  let hosts = secureHosts.get(config);
  if (!hosts) {
    const urls = config.allowedOrigins.map((origin) => new URL(origin));
    hosts = {
      byHost: new Map(urls.reverse().map((url) => [url.host, isSecureOrigin(url)])),
      fallback: isSecureOrigin(new URL(config.publicUrl)),
    };
    secureHosts.set(config, hosts);
  }
  return hosts;
}

/**
 * The session cookies of the host a request came to (issue 15: brand 2 on the README's
 * `http://portal.tessaly.test:3000`). Browsers keep Secure cookies on https and on plain http only for
 * this machine's names; elsewhere on plain http (a development host mapped in the hosts file) the
 * cookies go without Secure and so without the `__Host-` prefix. The scheme is the one configured for
 * that host (PUBLIC_URL, ALLOWED_ORIGINS), so a proxy that hides https never turns Secure off.
 */
export function cookiesFor(request: FastifyRequest, config: OriginConfig): CookieJarOf {
  const hosts = secureHostsOf(config);
  const secure = hosts.byHost.get(request.host) ?? hosts.fallback;
  const names = secure ? SECURE_NAMES : PLAIN_NAMES;
  return {
    ...names,
    options: (maxAgeSeconds) => ({
      path: '/',
      secure,
      httpOnly: true,
      sameSite: 'strict',
      ...(maxAgeSeconds !== undefined ? { maxAge: maxAgeSeconds } : {}),
    }),
  };
}

export function clearSessionCookies(reply: FastifyReply, jar: CookieJarOf, names: string[]) {
  const { secure } = jar.options();
  for (const name of names) reply.clearCookie(name, { path: '/', secure, sameSite: 'strict' });
}
