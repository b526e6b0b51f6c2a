import { singleRoleIdFor, type TImpersonatedUser } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { Generations } from '../db/generations';
import { findUserById, type UserRow } from '../identity/accounts';
import { AppError } from './errors';
import { cachedByGeneration } from './generation-cache';
import { loadReach, type Reach, withSingleRoleParents } from './reach';
import { setImpersonatedUser } from './sessions';

export type RequestUser = {
  /** The user whose data is shown: the impersonated user while an admin impersonates. */
  user: UserRow;
  reach: Reach;
  /** The admin, while impersonating. */
  impersonator?: UserRow;
  /** The data generations as the request began, for totals cached per generation. */
  generations: Generations;
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
  // The guard read the signed-in user with the session (one round trip).
  const signedIn = session.user ?? (await findUserById(db, session.userId));
  if (signedIn?.status !== 'Active') throw new AppError('UNAUTHORIZED');
  const target = session.impersonatedUserId ? await findUserById(db, session.impersonatedUserId) : undefined;
  const impersonated = target && canImpersonate(signedIn, target) ? target : undefined;
  if (target && !impersonated) {
    // Lapsed (admin flag gone, user no longer Active): the session is the admin's own again.
    await setImpersonatedUser(db, session.idHash, null);
    session.impersonatedUserId = null;
  }
  const user = impersonated ?? signedIn;
  const singleRoleId = singleRoleIdFor(request.hostname);
  // Loaded once per change of any grant or hierarchy row (generation 'access'), not per request.
  const reach = await cachedByGeneration(
    db,
    'access',
    `${user.id}:${singleRoleId}`,
    async () => withSingleRoleParents(db, await loadReach(db, user.id), singleRoleId),
    { snapshot: session.generations },
  );
  return {
    user,
    reach,
    impersonator: impersonated ? signedIn : undefined,
    generations: session.generations,
  };
}

/**
 * Spec 000 §4, §6: an admin may act as an Active user with a userUniqueId who is no admin. Checked on
 * every request, so impersonation lapses when the admin flag goes or the user stops being Active.
 */
export const canImpersonate = (admin: UserRow, target: UserRow): boolean =>
  admin.isAdmin &&
  admin.id !== target.id &&
  !target.isAdmin &&
  target.status === 'Active' &&
  Boolean(target.userUniqueId);

/** Spec 000 §3 impersonatedUser: whom this request's admin acts as, or null. */
export async function impersonatedUserOf(request: FastifyRequest): Promise<TImpersonatedUser | null> {
  if (!request.session?.impersonatedUserId) return null;
  const { user, impersonator } = await requestUser(request);
  return impersonator ? toImpersonatedUser(user) : null;
}

export const toImpersonatedUser = (user: UserRow): TImpersonatedUser => ({
  uId: user.id,
  userUniqueId: user.userUniqueId ?? '',
  name: `${user.firstName} ${user.lastName}`,
  email: user.email,
});
