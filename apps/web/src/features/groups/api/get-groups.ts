import { GROUP_ADMIN_PATH, type TGroupAdminRequest, ZGroupAdminResponse } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /xapi/groups/api/groupadmin (spec 002 §7): a page of the user's groups. */
export const getGroups = (request: TGroupAdminRequest) =>
  api.post(GROUP_ADMIN_PATH, { body: request, schema: ZGroupAdminResponse });

export const getGroupsQueryOptions = (actingAs: string, request: TGroupAdminRequest) =>
  queryOptions({
    queryKey: ['groups', 'list', { actingAs, ...request }],
    queryFn: () => getGroups(request),
    placeholderData: keepPreviousData,
  });

export const useGroups = (actingAs: string, request: TGroupAdminRequest) =>
  useQuery(getGroupsQueryOptions(actingAs, request));
