import { type TAuditFilter, type TLoggedInUser, ZAuditLogsResponse } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type AuditLogsParams = {
  actingAs: string;
  selection: TLoggedInUser;
  filters: TAuditFilter[];
  page: number;
  pageSize: number;
};

/** GET /api/audit/audit/logs (spec 000 §7); filters travel as a JSON array. */
export const getAuditLogs = ({ selection, filters, page, pageSize }: AuditLogsParams) =>
  api.get('/api/audit/audit/logs', {
    query: {
      accessLevel: selection.accessLevel,
      accessLevelCode: selection.accessLevelCode,
      filters: JSON.stringify(filters),
      page,
      PageSize: pageSize,
    },
    schema: ZAuditLogsResponse,
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
