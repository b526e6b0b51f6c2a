import { endpointPath, type TPriceListFile, TRANSACTIONS_ENDPOINTS, ZPriceListFile } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { PRICE_LISTS_QUERY_ROOT } from './get-price-lists';

export type UploadPriceListInput = { authorityId: string; file: File };

/** POST /api/transactions/pricingList/UploadAsync: multipart authorityId and file (spec 001 §7). */
export const uploadPriceList = ({ authorityId, file }: UploadPriceListInput): Promise<TPriceListFile> => {
  const form = new FormData();
  form.append('authorityId', authorityId);
  form.append('file', file, file.name);
  // Multipart: the endpoint declares no JSON body, so the client sends the form as it is.
  return api.post(endpointPath(TRANSACTIONS_ENDPOINTS.uploadPriceList), {
    body: form,
    schema: ZPriceListFile,
  });
};

/** Spec 001 §4: the file list reloads after an upload. */
export const useUploadPriceList = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPriceList,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PRICE_LISTS_QUERY_ROOT }),
  });
};
