import type { TScopeQuery } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import { findUserById, type UserRow } from '../identity/accounts';
import { singleRoleIdFor } from '../modules/hierarchy/service';
import { AppError } from './errors';
import { loadReach, type Reach, withSingleRoleParents } from './reach';
import { resolveScope } from './scope';

export type RequestUser = {
  /** The user whose data is shown: the impersonated user while an admin impersonates. */
  user: UserRow;
  reach: Reach;
  /** The admin, while impersonating. */
  impersonator?: UserRow;
};

const cache = new WeakMap<FastifyRequest, Promise<RequestUser>>();

/** The effective user of a signed-in request and everything they may see, loaded once per request. */
export function requestUser(request: FastifyRequest): Promise<RequestUser> {
  let pending = cache.get(request);
  if (!pending) {
    pending = load(request);
    cache.set(request, pending);
  }
  return pending;
}

async function load(request: FastifyRequest): Promise<RequestUser> {
  const session = request.session;
  if (!session) throw new AppError('UNAUTHORIZED');
  const db = request.server.database.db;
  const signedIn = await findUserById(db, session.userId);
  if (!signedIn || signedIn.status !== 'Active') throw new AppError('UNAUTHORIZED');
  const impersonated = session.impersonatedUserId
    ? await findUserById(db, session.impersonatedUserId)
    : undefined;
  const user = impersonated ?? signedIn;
  const reach = await withSingleRoleParents(
    db,
    await loadReach(db, user.id),
    singleRoleIdFor(request.hostname),
  );
  return { user, reach, impersonator: impersonated ? signedIn : undefined };
}

/** The authority ids a request may read: the scope guard applied to the effective user. */
export async function requestScope(request: FastifyRequest, scope: TScopeQuery): Promise<string[]> {
  const { reach } = await requestUser(request);
  return resolveScope(reach, scope);
}
