import { endpointUrl, ORDERS_ENDPOINTS, ZCountriesResponse } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/users/countries (spec 002 §7): the delivery address's country choice. */
export const useCountries = () =>
  useQuery({
    queryKey: ['orders', 'countries'],
    queryFn: ({ signal }) =>
      api.get(endpointUrl(ORDERS_ENDPOINTS.countries), { schema: ZCountriesResponse, signal }),
    staleTime: Number.POSITIVE_INFINITY,
    select: (data) => data.countryList,
  });
