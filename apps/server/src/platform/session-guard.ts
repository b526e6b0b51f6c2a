import type { PartnerKind, WhileImpersonating } from '@portal/contract';
import { PLATFORM_MESSAGE_KEYS } from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Generations } from '../db/generations';
import type { Clock } from './clock';
import { cookiesFor } from './cookies';
import { AppError } from './errors';
import { registerRequestContext } from './request-context';
import { resumeSessionRowScope } from './row-scope';
import type { SessionRow, SessionStore, SessionTokens, SignedInRead } from './sessions';

export const REQUESTED_WITH = { header: 'x-requested-with', value: 'portal' } as const;
/** Seconds between writes of last_seen_at: idle detection needs no finer grain. */
const TOUCH_EVERY_MS = 15_000;

export type ActiveSession = {
  idHash: string;
  userId: number;
  impersonatedUserId: number | null;
  tokens: SessionTokens;
  createdAt: number;
  /** The signed-in user's row as this request began (platform/request-user checks it). */
  user: SignedInRead['user'];
  /** The data generations as this request began (platform/generation-cache). */
  generations: Generations;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session, when the cookie names a live one. */
    session?: ActiveSession;
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * DESIGN §5, spec 000 §6: an impersonating session is read-only. A write route it may still call
 * (ending the impersonation, token and profile calls, choosing a hierarchy entry, reads sent as POST)
 * declares `whileImpersonating: 'allowed'`; every other write answers 403 `impersonation_read_only`.
 */
export const IMPERSONATION_READ_ONLY_KEY = 'impersonation_read_only';

/** Whether an impersonating session may send this request to a route so declared (reads always may). */
export const isAllowedWhileImpersonating = (
  method: string,
  whileImpersonating: WhileImpersonating | undefined,
) => !WRITE_METHODS.has(method) || whileImpersonating === 'allowed';

/**
 * Machine clients ('partner' routes) bring their own credential. Each partner route family names the
 * authenticator that checks it (`config.partner`: OCPI operators, the card processor); a route that
 * names none, or one whose authenticator is not registered, answers 401.
 */
export type PartnerAuthenticator = (request: FastifyRequest) => Promise<boolean>;
const partnerAuthenticators = new WeakMap<FastifyInstance, Map<PartnerKind, PartnerAuthenticator>>();
export function registerPartnerAuthenticator(
  app: FastifyInstance,
  kind: PartnerKind,
  authenticate: PartnerAuthenticator,
) {
  const registered = partnerAuthenticators.get(app) ?? new Map<PartnerKind, PartnerAuthenticator>();
  if (registered.has(kind)) throw new Error(`a ${kind} partner authenticator is registered already`);
  registered.set(kind, authenticate);
  partnerAuthenticators.set(app, registered);
}

/** DESIGN §5: a write must carry our custom header and come from an allowed origin. */
function assertSameOriginWrite(request: FastifyRequest, allowedOrigins: string[]) {
  if (request.headers[REQUESTED_WITH.header] !== REQUESTED_WITH.value) {
    throw new AppError('FORBIDDEN', PLATFORM_MESSAGE_KEYS.csrfHeaderMissing);
  }
  const origin = request.headers.origin;
  if (origin !== undefined && !allowedOrigins.includes(origin))
    throw new AppError('FORBIDDEN', PLATFORM_MESSAGE_KEYS.originNotAllowed);
  const site = request.headers['sec-fetch-site'];
  if (origin === undefined && site !== undefined && site !== 'same-origin' && site !== 'none') {
    throw new AppError('FORBIDDEN', PLATFORM_MESSAGE_KEYS.originNotAllowed);
  }
}

/**
 * A row is a live session while within both the idle and the absolute limit. The refresh sent by the
 * idle modal's "continue" may come up to the modal's auto-logout time after the idle limit
 * (`withIdleGrace`); every other call is refused once the idle limit has passed.
 */
export function isSessionAlive(
  row: SessionRow,
  now: number,
  limits: Config['session'],
  withIdleGrace = false,
) {
  const idleMs = limits.idleSeconds * 1000 + (withIdleGrace ? limits.autoLogoutMs : 0);
  return (
    row.userId !== null &&
    new Date(row.expiresAt).getTime() > now &&
    new Date(row.lastSeenAt).getTime() + idleMs > now
  );
}

export function registerSessionGuard(
  app: FastifyInstance,
  { store, clock }: { store: SessionStore; clock: Clock },
) {
  const { allowedOrigins, session: limits } = app.config;
  app.decorateRequest('session', undefined);
  app.addHook('onRequest', async (request) => {
    if (request.is404) return;
    const config = request.routeOptions.config;
    const access = config.access;
    if (access === 'partner') {
      const authenticate = config.partner && partnerAuthenticators.get(app)?.get(config.partner);
      if (!authenticate || !(await authenticate(request))) throw new AppError('UNAUTHORIZED');
      return;
    }
    // Pages we do not define (IdP forms, content, the web app) manage their own requests.
    if (access === 'public' && !config.endpoint) return;
    if (WRITE_METHODS.has(request.method)) assertSameOriginWrite(request, allowedOrigins);

    const now = clock.now();
    const secret = request.cookies[cookiesFor(request, app.config).session];
    resumeSessionRowScope(request, secret);
    const found = await store.findSignedIn(secret);
    const row = found?.row;
    if (found && row && isSessionAlive(row, now, limits)) {
      const tokens = store.open<SessionTokens>(row);
      if (tokens && row.userId !== null) {
        request.session = {
          idHash: row.idHash,
          userId: row.userId,
          impersonatedUserId: row.impersonatedUserId,
          tokens,
          createdAt: new Date(row.createdAt).getTime(),
          user: found.user,
          generations: found.generations,
        };
        if (now - new Date(row.lastSeenAt).getTime() > TOUCH_EVERY_MS) {
          await store.update(row.idHash, { lastSeenAt: now });
        }
      }
    }
    if (access === 'public') return;
    if (!request.session) throw new AppError('UNAUTHORIZED');
    // The IdP's access has run out: the browser refreshes on this 401 and retries (spec 000 §4).
    if (request.session.tokens.accessExpiresAt <= now)
      throw new AppError('UNAUTHORIZED', PLATFORM_MESSAGE_KEYS.accessExpired);
    if (
      request.session.impersonatedUserId !== null &&
      !isAllowedWhileImpersonating(request.method, config.whileImpersonating)
    )
      throw new AppError('FORBIDDEN', IMPERSONATION_READ_ONLY_KEY);
  });
  registerRequestContext(app);
}
