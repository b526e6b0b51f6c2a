import type { RouteAccess } from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NO_AUTHORITY, runInRowScope, setRowScope, storedScopeKey } from '../db/row-scope';
import { ALL_AUTHORITIES } from '../db/row-security';
import type { AuthorityScope } from './scope';
import { hashSecret } from './sessions';

/**
 * Routes that act for the platform, a partner system or nobody in particular see every authority's
 * rows; a signed-in user's route sees none until the context hook knows the user's reach.
 */
const SEES_EVERY_AUTHORITY: ReadonlySet<RouteAccess> = new Set(['public', 'partner', 'admin']);

/** Each request runs in its own row scope (db/row-scope.ts), from its first hook to its last write. */
export function registerRowScope(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    const access = request.routeOptions.config?.access;
    runInRowScope(access && SEES_EVERY_AUTHORITY.has(access) ? ALL_AUTHORITIES : NO_AUTHORITY, done);
  });
}

/**
 * The row scope each session's last request worked in, by the hash of its secret: the next request of
 * the session starts in it (its session and reach look-ups read no customer table), so a connection
 * changes scope (one more round trip) only when another user's request used it last.
 */
const lastScopes = new Map<string, string>();
const LAST_SCOPES = 50_000;

/** Before a signed-in route's session look-up: the scope this session's previous request ended in. */
export function resumeSessionRowScope(request: FastifyRequest, secret: string | undefined) {
  const access = request.routeOptions.config?.access;
  if (!secret || !request.server.database.isRowScoped || !access || SEES_EVERY_AUTHORITY.has(access)) return;
  const key = lastScopes.get(hashSecret(secret));
  if (key !== undefined) setRowScope(key);
}

/**
 * The database sees what the user may reach: the second wall behind the scope guard. A platform admin
 * acting as themselves (admin tools, starting an impersonation) sees every authority.
 */
export async function enterRowScope(request: FastifyRequest, reach: AuthorityScope | 'every'): Promise<void> {
  const { database } = request.server;
  if (!database.isRowScoped) return;
  const key = reach === 'every' ? ALL_AUTHORITIES : await storedScopeKey(database.db, reach.ids);
  setRowScope(key);
  const session = request.session?.idHash;
  if (!session || lastScopes.get(session) === key) return;
  lastScopes.delete(session);
  if (lastScopes.size >= LAST_SCOPES) lastScopes.delete(lastScopes.keys().next().value as string);
  lastScopes.set(session, key);
}
