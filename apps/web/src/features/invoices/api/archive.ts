import { ARCHIVE_COUNTRIES_PARAM, INVOICES_ENDPOINTS as E, type ZArchiveQuery } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../lib/call-endpoint';
import { LIST_STALE_TIME_MS } from '../../../lib/query-client';
import { hasScope, type ScopeQuery } from '../../../lib/session/scope-query';
import type { ArchiveFilterSet } from '../utils/archive-filters';

export type ArchiveParams = { scope: ScopeQuery; page: number; pageSize: number; filters: ArchiveFilterSet };
/** The call's query plus the supply countries in the spec's indexed form (`…[0]=DE`), folded by the server. */
type ArchiveQuery = z.input<typeof ZArchiveQuery> &
  Record<`${typeof ARCHIVE_COUNTRIES_PARAM}[${number}]`, string>;

/** The archive filters in the call's names (spec 001 §7); supply countries indexed as the spec sends them. */
export function archiveQuery({ scope, page, pageSize, filters }: ArchiveParams) {
  const query: ArchiveQuery = {
    ...scope,
    page,
    pageSize,
    invoiceNumber: filters.invoiceNumber,
    invoiceType: filters.invoiceType,
    invoiceDateFrom: filters.date?.from,
    invoiceDateTo: filters.date?.to,
    InvoiceAmountFrom: filters.amount?.from,
    InvoiceAmountTo: filters.amount?.to,
    InvoiceCurrency: filters.amount?.currency,
  };
  filters.supplyCountries.forEach((country, n) => {
    query[`${ARCHIVE_COUNTRIES_PARAM}[${n}]`] = country.countryCode;
  });
  return query;
}

/** GET invoices/searcharchive, cached 2 minutes (§9). */
export const useArchive = (p: ArchiveParams) =>
  useQuery({
    queryKey: ['invoices', 'archive', p],
    queryFn: () => callEndpoint(E.searchArchive, { query: archiveQuery(p) }),
    staleTime: LIST_STALE_TIME_MS,
    placeholderData: keepPreviousData,
    enabled: hasScope(p.scope),
  });

/** GET invoices/searcharchive/filter: the scope's supply countries and currencies. */
export const useArchiveFilterValues = (scope: ScopeQuery) =>
  useQuery({
    queryKey: ['invoices', 'archive-filters', scope],
    queryFn: () => callEndpoint(E.archiveFilters, { query: { ...scope } }),
    staleTime: LIST_STALE_TIME_MS,
    enabled: hasScope(scope),
  });
