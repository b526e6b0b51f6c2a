import type { RouteAccess } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { NO_AUTHORITY, runInRowScope, setRowScope, storedScopeKey } from '../db/row-scope';
import { ALL_AUTHORITIES } from '../db/row-security';
import type { AuthorityScope } from './scope';

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
 * The database sees what the user may reach: the second wall behind the scope guard. A platform admin
 * acting as themselves (admin tools, starting an impersonation) sees every authority.
 */
export async function enterRowScope(app: FastifyInstance, reach: AuthorityScope | 'every'): Promise<void> {
  if (!app.database.isRowScoped) return;
  setRowScope(reach === 'every' ? ALL_AUTHORITIES : await storedScopeKey(app.database.db, reach.ids));
}
