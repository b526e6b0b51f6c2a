import type { TGroupAdminResponse, TScopeQuery, ZGroupAdminRequest } from '@portal/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { RequestUser } from '../../platform/request-user';
import { resolveScope } from '../../platform/scope';
import { groupPage } from './repo';

/**
 * POST /xapi/groups/api/groupadmin (spec 002 §2.10, §3.13): the groups the user was granted that
 * touch the selected scope (the whole reach without one). The endpoint declares viewGroups, so the
 * reach is only where the user's role holds it (platform/permission-gate).
 */
export async function listGroups(
  db: Db,
  { reach }: RequestUser,
  scopeQuery: Pick<TScopeQuery, 'accessLevel' | 'accessLevelCode'>,
  body: z.output<typeof ZGroupAdminRequest>,
): Promise<TGroupAdminResponse> {
  const scope: TScopeQuery =
    scopeQuery.accessLevel && scopeQuery.accessLevelCode
      ? scopeQuery
      : { accessLevel: 'G', accessLevelCode: 'ALL' };
  const inScope = new Set(resolveScope(reach, scope).ids);
  const groupIds = [...reach.groups.entries()]
    .filter(([, g]) => g.authorityIds.some((a) => inScope.has(a)))
    .map(([id]) => id);
  const { rows, total } = await groupPage(db, {
    groupIds,
    search: body.searchCriteria || undefined,
    sorting: body.columnSorting ?? [],
    limit: body.limit,
    offset: body.start,
  });
  return { groups: rows, totalRecords: total };
}
