import {
  CHARGING_ENDPOINTS,
  endpointUrl,
  type TSiteAliasResponse,
  ZSiteAliasResponse,
} from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type SaveAliasInput = {
  accessLevel: string;
  accessLevelCode: string;
  siteId: string;
  /** '' deletes the alias (spec 001 §4). */
  siteAlias: string;
};

/** POST /api/evis/v1/sites/details/alias (spec 001 §7). */
export const saveSiteAlias = (body: SaveAliasInput): Promise<TSiteAliasResponse> =>
  api.post(endpointUrl(CHARGING_ENDPOINTS.siteAlias), { body, schema: ZSiteAliasResponse });

/** Saving refreshes every charging list that shows the alias. */
export function useSaveSiteAlias() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSiteAlias,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['charging'] }),
  });
}
