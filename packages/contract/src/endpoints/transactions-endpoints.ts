import { z } from 'zod';
import { PLATFORM_MESSAGE_KEYS } from '../common/constants';
import { defineEndpoint, needsKey } from '../common/endpoint';
import { ZErrorResponse } from '../common/errors';
import { ZDashboardWidget, ZDashboardWidgetQuery } from '../dashboard';
import { PERMISSION_KEYS } from '../permissions';
import {
  PRICE_LIST_MAX_BYTES,
  ZPriceListDeleteInput,
  ZPriceListDeleteResult,
  ZPriceListDownload,
  ZPriceListDownloadQuery,
  ZPriceListFile,
  ZPriceListFiles,
  ZPriceListListQuery,
  ZPriceListUploadQuery,
} from '../pricelists';
import {
  ZTransactionColumns,
  ZTransactionDetailQuery,
  ZTransactionDetailResponse,
  ZTransactionIdParams,
  ZTransactionListQuery,
  ZTransactionListResponse,
  ZTransactionUpdateBody,
} from '../transactions';

const errors = { 400: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };
const transactions = { access: 'customer', tags: ['transactions'] } as const;
const pricelists = { access: 'customer', tags: ['pricelists'] } as const;
const ZPriceListDelete = {
  ...pricelists,
  method: 'POST',
  query: ZPriceListDeleteInput,
  body: ZPriceListDeleteInput.optional(),
  response: ZPriceListDeleteResult,
} as const;

/** Spec 001 §7: transactions, the dashboard widget and price lists. */
export const TRANSACTIONS_ENDPOINTS = {
  list: defineEndpoint({
    permission: needsKey(PERMISSION_KEYS.viewTransactions),
    ...transactions,
    method: 'GET',
    path: '/api/transactions/transactions',
    query: ZTransactionListQuery,
    response: ZTransactionListResponse,
    errors,
  }),
  detail: defineEndpoint({
    permission: needsKey(PERMISSION_KEYS.viewTransactions),
    ...transactions,
    method: 'GET',
    path: '/api/transactions/transactions/:id',
    params: ZTransactionIdParams,
    query: ZTransactionDetailQuery,
    response: ZTransactionDetailResponse,
    errors,
  }),
  editOdometer: defineEndpoint({
    permission: needsKey(PERMISSION_KEYS.editTransactionOdometer),
    ...transactions,
    method: 'POST',
    path: '/api/transactions/transactions/:id',
    params: ZTransactionIdParams,
    query: z.object({ productId: ZTransactionDetailQuery.shape.productId }),
    body: ZTransactionUpdateBody,
    response: ZTransactionDetailResponse,
    errors,
  }),
  columns: defineEndpoint({
    permission: needsKey(PERMISSION_KEYS.viewTransactions),
    ...transactions,
    method: 'GET',
    path: '/api/transactions/transactioncolumns',
    response: ZTransactionColumns,
    errors: { 403: ZErrorResponse },
  }),
  dashboardWidget: defineEndpoint({
    permission: needsKey(PERMISSION_KEYS.viewTransactions),
    method: 'GET',
    path: '/api/transactions/dashboard/widget',
    query: ZDashboardWidgetQuery,
    response: ZDashboardWidget,
    access: 'customer',
    tags: ['dashboard'],
  }),
  priceLists: defineEndpoint({
    permission: { operatorKey: 'downloadPriceList' },
    ...pricelists,
    method: 'GET',
    path: '/api/transactions/pricingList/GetAsync',
    query: ZPriceListListQuery,
    response: ZPriceListFiles,
  }),
  uploadPriceList: defineEndpoint({
    permission: { operatorKey: 'managePriceList', refusal: PLATFORM_MESSAGE_KEYS.pricelistNotAllowed },
    ...pricelists,
    method: 'POST',
    path: '/api/transactions/pricingList/UploadAsync',
    consumes: ['multipart/form-data'],
    description: `Multipart form: authorityId and file (xls or xlsx, at most ${PRICE_LIST_MAX_BYTES} bytes).`,
    query: ZPriceListUploadQuery,
    response: ZPriceListFile,
  }),
  downloadPriceList: defineEndpoint({
    permission: { operatorKey: 'downloadPriceList' },
    ...pricelists,
    method: 'GET',
    path: '/api/transactions/pricingList/DownloadAsync',
    query: ZPriceListDownloadQuery,
    response: ZPriceListDownload,
  }),
  // Spec 001 §7: DeleteAsync, "or /api/pricelist"; both take key and authorityId.
  deletePriceList: defineEndpoint({
    permission: { operatorKey: 'managePriceList', refusal: PLATFORM_MESSAGE_KEYS.pricelistNotAllowed },
    ...ZPriceListDelete,
    path: '/api/transactions/pricingList/DeleteAsync',
  }),
  deletePriceListShort: defineEndpoint({
    permission: { operatorKey: 'managePriceList', refusal: PLATFORM_MESSAGE_KEYS.pricelistNotAllowed },
    ...ZPriceListDelete,
    path: '/api/pricelist',
  }),
} as const;
