import { CHARGING_ENDPOINTS, type TChargeDataDownloadQuery } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { downloadEndpoint } from '../../../lib/call-endpoint';
import { saveDownload } from '../../../lib/download';

/** The selected sessions as xlsx (spec 001 §2, §9; SHOW_CDR_DOWNLOAD); the ids go comma-separated. */
export const useDownloadChargeData = () =>
  useMutation({
    mutationFn: async (input: TChargeDataDownloadQuery) =>
      saveDownload(
        await downloadEndpoint(CHARGING_ENDPOINTS.chargeDataDownload, {
          query: { ...input, ids: input.ids.join(',') },
        }),
        'ChargingHistory.xlsx',
      ),
  });
