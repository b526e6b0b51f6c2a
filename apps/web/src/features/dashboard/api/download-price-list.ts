import { ZPriceListDownload } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { saveDownload } from '../../../lib/download';

export type DownloadPriceListInput = { authorityId: string; key: string };

/** GET /api/transactions/pricingList/DownloadAsync: fileContents (base64), contentType, fileDownloadName. */
export async function downloadPriceList({ authorityId, key }: DownloadPriceListInput) {
  const file = await api.get('/api/transactions/pricingList/DownloadAsync', {
    query: { authorityIds: authorityId, key },
    schema: ZPriceListDownload,
  });
  const bytes = Uint8Array.from(atob(file.fileContents), (c) => c.charCodeAt(0));
  saveDownload({ blob: new Blob([bytes], { type: file.contentType }), fileName: file.fileDownloadName });
  return file.fileDownloadName;
}

export const useDownloadPriceList = () => useMutation({ mutationFn: downloadPriceList });
