import type { TScopeQuery } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../platform/errors';
import { type RequestUser, requestUser } from '../../platform/request-user';
import { resolveScope } from '../../platform/scope';

/** Spec 001 §1, §6: an admin who is not impersonating has no customer data (403, like any foreign scope). */
async function customer(request: FastifyRequest): Promise<RequestUser> {
  const effective = await requestUser(request);
  if (effective.user.isAdmin && !effective.impersonator) throw forbidden('admin_not_impersonating');
  return effective;
}

/**
 * The authority ids of a list request through the scope guard (spec 001 §5: one of authority, parent
 * or group ids is required; group ALL adds no group filter, i.e. every authority of the reach).
 */
export async function customerScope(
  request: FastifyRequest,
  query: Pick<TScopeQuery, 'authorityIds' | 'parentIds' | 'groupIds'>,
) {
  const effective = await customer(request);
  const scope = { authorityIds: query.authorityIds, parentIds: query.parentIds, groupIds: query.groupIds };
  return { ...effective, authorityIds: resolveScope(effective.reach, scope) };
}

/** For object ids: every authority the user reaches; another tenant's object is then not found (404). */
export async function customerReach(request: FastifyRequest) {
  const effective = await customer(request);
  return { ...effective, authorityIds: [...effective.reach.authorities.keys()] };
}
