import { RESTRICTIONS_ENDPOINTS as E, ORDERS_ENDPOINTS } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { LIST_STALE_TIME_MS } from '../../../lib/query-client';

const ROOT = ['restriction-catalogue'] as const;

/** GET cards/products (accessLevel A, serviceCode): categories with their products. */
export const useProductCatalogue = (authorityId: string | undefined, serviceCode: string | undefined) =>
  useQuery({
    queryKey: [...ROOT, 'products', authorityId, serviceCode],
    queryFn: ({ signal }) =>
      callEndpoint(E.products, {
        query: { accessLevel: 'A', accessLevelCode: authorityId, serviceCode },
        signal,
      }),
    // §7: a missing service code or authority id stops the call.
    enabled: Boolean(authorityId && serviceCode),
    staleTime: LIST_STALE_TIME_MS,
  });

export const useCountries = () =>
  useQuery({
    queryKey: [...ROOT, 'countries'],
    queryFn: ({ signal }) => callEndpoint(E.countries, { signal }),
    staleTime: LIST_STALE_TIME_MS,
  });

/** GET sites/sites: the first site type group, a country and its chosen region (0: all). */
export const useSites = (groupId: number | undefined, countryId: number | null, areaId: number | null) =>
  useQuery({
    queryKey: [...ROOT, 'sites', groupId, countryId, areaId],
    queryFn: ({ signal }) =>
      callEndpoint(E.sites, {
        query: { siteTypeGroupIds: groupId?.toString(), countryId, areaIds: areaId?.toString() },
        signal,
      }),
    enabled: countryId !== null,
    staleTime: LIST_STALE_TIME_MS,
  });

/** GET sites/sites/groups/0: the site type group tiles. */
export const useSiteGroups = () =>
  useQuery({
    queryKey: [...ROOT, 'site-groups'],
    queryFn: ({ signal }) => callEndpoint(E.siteGroups, { params: { id: 0 }, signal }),
    staleTime: LIST_STALE_TIME_MS,
  });

/** The authority's service code, currency and distance unit (GET authorities/{id}, cached 2 minutes). */
export const useAuthoritySettings = (authorityId: string | undefined) =>
  useQuery({
    queryKey: [...ROOT, 'authority', authorityId],
    queryFn: async ({ signal }) => {
      const details = await callEndpoint(ORDERS_ENDPOINTS.authorityDetails, {
        params: { authorityId: authorityId as string },
        signal,
      });
      return {
        serviceCode: details.serviceCode,
        currency: details.restrictions.currency,
        distanceUnit: details.restrictions.distanceUnit,
      };
    },
    enabled: Boolean(authorityId),
    staleTime: LIST_STALE_TIME_MS,
  });
