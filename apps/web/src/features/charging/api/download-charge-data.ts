import { CHARGING_ENDPOINTS, endpointUrl } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { saveDownload } from '../../../lib/download';

export type DownloadInput = { accessLevel: string; accessLevelCode: string; ids: string[] };

/** The selected sessions as xlsx (spec 001 §2, §9; SHOW_CDR_DOWNLOAD). */
export const useDownloadChargeData = () =>
  useMutation({
    mutationFn: async (input: DownloadInput) =>
      saveDownload(
        await api.download(
          endpointUrl(CHARGING_ENDPOINTS.chargeDataDownload, {
            query: { ...input, ids: input.ids.join(',') },
          }),
        ),
        'ChargingHistory.xlsx',
      ),
  });
