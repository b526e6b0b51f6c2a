import { ACCOUNT_ENDPOINTS, type TAuditFilter, type TLoggedInUser } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { levelQuery } from '../../../lib/session/scope-query';

export type AuditLogsParams = {
  actingAs: string;
  selection: TLoggedInUser;
  filters: TAuditFilter[];
  page: number;
  pageSize: number;
};

/** GET /api/audit/audit/logs (spec 000 §7); filters travel as a JSON array. */
export const getAuditLogs = ({ selection, filters, page, pageSize }: AuditLogsParams) =>
  callEndpoint(ACCOUNT_ENDPOINTS.auditLogs, {
    query: {
      ...levelQuery(selection),
      filters: JSON.stringify(filters),
      page,
      PageSize: pageSize,
    },
  });

export const getAuditLogsQueryOptions = (params: AuditLogsParams) =>
  queryOptions({
    queryKey: ['audit', 'logs', params],
    queryFn: () => getAuditLogs(params),
    placeholderData: keepPreviousData,
  });

export const useAuditLogs = (params: AuditLogsParams | undefined) =>
  useQuery({
    ...getAuditLogsQueryOptions(
      params ?? {
        actingAs: '',
        selection: { accessLevel: 'A', accessLevelCode: '-' },
        filters: [],
        page: 1,
        pageSize: 15,
      },
    ),
    enabled: Boolean(params),
  });
