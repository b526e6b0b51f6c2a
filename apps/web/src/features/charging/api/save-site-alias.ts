import { CHARGING_ENDPOINTS, type TSiteAliasBody } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

/** POST /api/evis/v1/sites/details/alias (spec 001 §7); an alias of '' deletes it (§4). */
export const saveSiteAlias = (body: TSiteAliasBody) => callEndpoint(CHARGING_ENDPOINTS.siteAlias, { body });

/** Saving refreshes every charging list that shows the alias. */
export function useSaveSiteAlias() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSiteAlias,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['charging'] }),
  });
}
