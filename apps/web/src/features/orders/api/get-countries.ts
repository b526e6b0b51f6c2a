import { RESTRICTIONS_ENDPOINTS } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

/** GET /api/users/countries (spec 002 §7): the delivery address's country choice (reference data). */
export const useCountries = () =>
  useQuery({
    queryKey: ['catalogue', 'countries'],
    queryFn: ({ signal }) => callEndpoint(RESTRICTIONS_ENDPOINTS.countries, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    select: (data) => data.countryList,
  });
