import type { FastifyReply } from 'fastify';

export const SIGNIN_COOKIE = '__Host-portal-signin';
/** Readable by the page: when the current access runs out (spec 000 §7 refresh-expiry cookie). */
export const EXPIRY_COOKIE = 'tokenExpiry';

/** `__Host-` cookies: Secure, no Domain, Path=/ — plus HttpOnly and SameSite=Strict (DESIGN §5). */
export const hostCookie = (maxAgeSeconds?: number) => ({
  path: '/',
  secure: true,
  httpOnly: true,
  sameSite: 'strict' as const,
  ...(maxAgeSeconds !== undefined ? { maxAge: maxAgeSeconds } : {}),
});

export function clearSessionCookies(reply: FastifyReply, names: string[]) {
  for (const name of names) reply.clearCookie(name, { path: '/', secure: true, sameSite: 'strict' });
}
