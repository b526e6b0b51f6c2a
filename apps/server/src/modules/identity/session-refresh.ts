import { PLATFORM_MESSAGE_KEYS } from '@portal/contract';
import * as oidc from 'openid-client';
import { AppError } from '../../platform/errors';
import { isSessionAlive } from '../../platform/session-guard';
import type { SessionStore, SessionTokens } from '../../platform/sessions';
import type { SessionDeps } from './session-service';
import { toSessionTokens } from './sign-in-service';

/** The sealed tokens plus the bookkeeping of the refresh rule (docs/decisions.md, issue 15). */
type RefreshState = SessionTokens & { refreshedAt?: number; refreshingSince?: number };

/** A refresh done this recently (by any instance) is reused instead of asking the IdP again. */
const REUSE_WINDOW_MS = 10_000;
/** A claim older than this belongs to an instance that died mid-refresh: another may take it over. */
const CLAIM_STALE_MS = 15_000;
/** How often an instance waiting for another's refresh looks at the session again. */
const POLL_MS = 25;

/**
 * One refresh per session at a time in this instance (one map per session store, as each server
 * instance has its own); concurrent callers share its result.
 */
const inFlightByStore = new WeakMap<SessionStore, Map<string, Promise<number>>>();

/**
 * Refreshes the IdP tokens of a session (spec 000 §4 token refresh). Rotated refresh tokens are
 * stored at once; a refused refresh ends the session.
 */
export function refreshSession(deps: SessionDeps, secret: string | undefined, now: number): Promise<number> {
  const key = secret ?? '';
  let inFlight = inFlightByStore.get(deps.store);
  if (!inFlight) {
    inFlight = new Map();
    inFlightByStore.set(deps.store, inFlight);
  }
  const running = inFlight.get(key);
  if (running) return running;
  const job = doRefresh(deps, secret, now).finally(() => inFlight.delete(key));
  inFlight.set(key, job);
  return job;
}

const expired = () => new AppError('UNAUTHORIZED', PLATFORM_MESSAGE_KEYS.sessionExpired);
const isRecent = (tokens: RefreshState, now: number) =>
  tokens.refreshedAt !== undefined &&
  now - tokens.refreshedAt < REUSE_WINDOW_MS &&
  tokens.accessExpiresAt > now;

/**
 * Across instances the session row decides (issue 15: tabs of one browser refreshing at the same
 * moment): an instance claims the refresh by swapping the sealed tokens for the same tokens marked
 * "refreshing"; the others wait for its result instead of presenting the same refresh token, which
 * the IdP would take for a replay (theft) and answer by revoking the grant.
 */
async function doRefresh(deps: SessionDeps, secret: string | undefined, now: number): Promise<number> {
  const waitUntil = Date.now() + CLAIM_STALE_MS;
  for (;;) {
    const row = await deps.store.find(secret);
    if (!row?.tokenBlob || !isSessionAlive(row, now, deps.limits, true)) throw expired();
    const tokens = deps.store.open<RefreshState>(row);
    if (!tokens?.refreshToken) throw expired();
    if (isRecent(tokens, now)) return tokens.accessExpiresAt;
    const isClaimed =
      tokens.refreshingSince !== undefined &&
      now - tokens.refreshingSince < CLAIM_STALE_MS &&
      Date.now() < waitUntil;
    if (isClaimed) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      continue;
    }
    const claim = { ...tokens, refreshingSince: now };
    if (await deps.store.replaceSealed(row.idHash, row.tokenBlob, claim)) {
      return refreshAtIdp(deps, row.idHash, tokens, now);
    }
    // Another instance changed the tokens between our read and our claim: look again shortly.
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

async function refreshAtIdp(deps: SessionDeps, idHash: string, tokens: RefreshState, now: number) {
  let response: Awaited<ReturnType<typeof oidc.refreshTokenGrant>>;
  try {
    response = await oidc.refreshTokenGrant(await deps.idp.configuration(), String(tokens.refreshToken));
  } catch {
    await deps.store.remove(idHash);
    throw expired();
  }
  const { refreshingSince: _claim, ...previous } = tokens;
  const next: RefreshState = { ...toSessionTokens(response, now, tokens.sub, previous), refreshedAt: now };
  await deps.store.update(idHash, { sealed: next, lastSeenAt: now });
  return next.accessExpiresAt;
}
