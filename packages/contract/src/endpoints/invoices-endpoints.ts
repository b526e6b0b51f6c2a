import { z } from 'zod';
import { defineEndpoint } from '../common/endpoint';
import { ZErrorResponse } from '../common/errors';
import {
  MAX_INVOICE_DOWNLOAD,
  ZDownloadCheck,
  ZInvoiceColumns,
  ZInvoiceDetails,
  ZInvoiceDownloadBody,
  ZInvoiceDownloadQuery,
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
  // Reads sent as POST (a body of document ids): allowed while impersonating, no write permission.
  searchInvoices: defineEndpoint({
    ...invoices,
    method: 'POST',
    path: '/api/transactions/invoices/searchinvoices',
    whileImpersonating: 'allowed',
    query: ZInvoiceDownloadQuery,
    body: ZInvoiceDownloadBody,
    response: ZDownloadCheck,
    errors,
  }),
  fileDownload: defineEndpoint({
    ...invoices,
    method: 'POST',
    path: '/api/transactions/invoices/filedownload2',
    whileImpersonating: 'allowed',
    description: `A zip named invoices.zip of at most ${MAX_INVOICE_DOWNLOAD} invoice PDFs, streamed.`,
    query: ZInvoiceDownloadQuery,
    body: ZInvoiceDownloadBody,
    response: z.string().meta({ description: 'application/zip' }),
    errors,
  }),
} as const;
