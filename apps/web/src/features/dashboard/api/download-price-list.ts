import { TRANSACTIONS_ENDPOINTS } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';
import { saveDownload } from '../../../lib/download';

export type DownloadPriceListInput = { authorityId: string; key: string };

/** GET /api/transactions/pricingList/DownloadAsync: fileContents (base64), contentType, fileDownloadName. */
export async function downloadPriceList({ authorityId, key }: DownloadPriceListInput) {
  const file = await callEndpoint(TRANSACTIONS_ENDPOINTS.downloadPriceList, {
    query: { authorityIds: authorityId, key },
  });
  const bytes = Uint8Array.from(atob(file.fileContents), (c) => c.charCodeAt(0));
  saveDownload({ blob: new Blob([bytes], { type: file.contentType }), fileName: file.fileDownloadName });
  return file.fileDownloadName;
}

export const useDownloadPriceList = () => useMutation({ mutationFn: downloadPriceList });
