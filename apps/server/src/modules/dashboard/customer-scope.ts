import type { TScopeQuery } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../../platform/errors';
import { requestUser } from '../../platform/request-user';
import { resolveScope } from '../../platform/scope';

/**
 * The authority ids of a customer-data request (spec 001 §1, §6): an admin who is not impersonating
 * has no customer selected and is refused (403), like a scope outside the user's reach.
 */
export async function customerScope(request: FastifyRequest, scope: TScopeQuery) {
  const effective = await requestUser(request);
  if (effective.user.isAdmin && !effective.impersonator) throw forbidden('admin_not_impersonating');
  return { ...effective, authorityIds: resolveScope(effective.reach, scope) };
}
