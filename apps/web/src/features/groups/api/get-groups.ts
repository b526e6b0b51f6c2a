import { ACCOUNT_ENDPOINTS, type TGroupAdminRequest } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

/** POST /xapi/groups/api/groupadmin (spec 002 §7): a page of the user's groups. */
export const getGroups = (request: TGroupAdminRequest) =>
  callEndpoint(ACCOUNT_ENDPOINTS.groupAdmin, { body: request });

export const getGroupsQueryOptions = (actingAs: string, request: TGroupAdminRequest) =>
  queryOptions({
    queryKey: ['groups', 'list', { actingAs, ...request }],
    queryFn: () => getGroups(request),
    placeholderData: keepPreviousData,
  });

export const useGroups = (actingAs: string, request: TGroupAdminRequest) =>
  useQuery(getGroupsQueryOptions(actingAs, request));
