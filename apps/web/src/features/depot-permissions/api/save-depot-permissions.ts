import {
  CHARGING_ENDPOINTS,
  DEPOT_PERMISSION_ALL,
  depotSaveStatusOf,
  type TDepotPermissionsBody,
  type TDepotSaveStatus,
  type TRfidCard,
  type TSitesQuery,
} from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/api-client';
import { callEndpoint } from '../../../lib/call-endpoint';
import { RFID_LIST_KEY } from './get-rfid-list';

export type SaveDepotsInput = {
  selection: TSitesQuery;
  cards: TRfidCard[];
  siteIds: string[];
  canUsePublicNetwork: boolean;
};

/** The body of spec 001 §7 restrictions/save: each chosen depot with every charger and connector. */
export const depotPermissionsBody = (input: SaveDepotsInput): TDepotPermissionsBody => ({
  canUsePublicNetwork: input.canUsePublicNetwork,
  publishedDate: new Date().toISOString(),
  cards: input.cards.map((c) => ({
    rfId: c.rfId,
    authorityID: c.authorityId,
    cardNumber: c.cardNumberEnding,
    isActive: c.cardEnabled,
  })),
  permissions: input.siteIds.map((siteId) => ({
    siteId,
    chargerId: DEPOT_PERMISSION_ALL,
    connectorId: DEPOT_PERMISSION_ALL,
  })),
});

/**
 * POST /api/evis/v1/tokens/restrictions/save. Spec 001 §4: the result is success on 200, fail on any
 * other status, error when no answer came; on success the card list reloads.
 */
export function useSaveDepotPermissions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SaveDepotsInput): Promise<TDepotSaveStatus> => {
      try {
        await callEndpoint(CHARGING_ENDPOINTS.saveDepotPermissions, {
          query: input.selection,
          body: depotPermissionsBody(input),
        });
        return depotSaveStatusOf(200);
      } catch (error) {
        return depotSaveStatusOf(isApiError(error) && error.status > 0 ? error.status : null);
      }
    },
    onSuccess: async (status) => {
      if (status === 'success') await queryClient.invalidateQueries({ queryKey: RFID_LIST_KEY });
    },
  });
}
