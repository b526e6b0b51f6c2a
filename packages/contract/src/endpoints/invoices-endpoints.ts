import { defineEndpoint } from '../common/endpoint';
import { ZErrorResponse } from '../common/errors';
import {
  ZInvoiceColumns,
  ZInvoiceDetails,
  ZInvoiceIdParams,
  ZInvoiceListQuery,
  ZInvoiceListResponse,
  ZSummaryIdParams,
} from '../invoices';

const errors = { 400: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };
const invoices = { access: 'customer', tags: ['invoices'] } as const;

/** Spec 001 §7: invoices and summary statements. */
export const INVOICES_ENDPOINTS = {
  list: defineEndpoint({
    ...invoices,
    method: 'GET',
    path: '/api/transactions/invoices',
    query: ZInvoiceListQuery,
    response: ZInvoiceListResponse,
    errors,
  }),
  columns: defineEndpoint({
    ...invoices,
    method: 'GET',
    path: '/api/transactions/invoices/viewcols',
    response: ZInvoiceColumns,
    errors: { 403: ZErrorResponse },
  }),
  summaryDetails: defineEndpoint({
    ...invoices,
    method: 'GET',
    path: '/api/transactions/invoices/summaries/:summaryStatementId',
    params: ZSummaryIdParams,
    response: ZInvoiceDetails,
    errors,
  }),
  invoiceDetails: defineEndpoint({
    ...invoices,
    method: 'GET',
    path: '/api/transactions/invoices/:invoiceId',
    params: ZInvoiceIdParams,
    response: ZInvoiceDetails,
    errors,
  }),
} as const;
