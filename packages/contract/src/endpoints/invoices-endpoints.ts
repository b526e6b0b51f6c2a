import { z } from 'zod';
import { defineEndpoint, needsKey } from '../common/endpoint';
import { ZErrorResponse } from '../common/errors';
import { ZArchiveFilterQuery, ZArchiveFilters, ZArchiveQuery, ZArchiveResponse } from '../invoice-archive';
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
import { PERMISSION_KEYS } from '../permissions';

const errors = { 400: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };
const invoices = { access: 'customer', tags: ['invoices'] } as const;

/** Spec 001 §7: invoices and summary statements. */
export const INVOICES_ENDPOINTS = {
  list: defineEndpoint({
    permission: needsKey(PERMISSION_KEYS.viewInvoices),
    ...invoices,
    method: 'GET',
    path: '/api/transactions/invoices',
    query: ZInvoiceListQuery,
    response: ZInvoiceListResponse,
    errors,
  }),
  columns: defineEndpoint({
    permission: needsKey(PERMISSION_KEYS.viewInvoices),
    ...invoices,
    method: 'GET',
    path: '/api/transactions/invoices/viewcols',
    response: ZInvoiceColumns,
    errors: { 403: ZErrorResponse },
  }),
  // Before invoices/:invoiceId in the table: a static path outranks the parameter in Fastify anyway.
  searchArchive: defineEndpoint({
    permission: needsKey(PERMISSION_KEYS.viewInvoices),
    ...invoices,
    method: 'GET',
    path: '/api/transactions/invoices/searcharchive',
    description: 'Archived invoices of the scope by the archive filters (spec 001 §3), one page of top rows.',
    query: ZArchiveQuery,
    response: ZArchiveResponse,
    errors,
  }),
  archiveFilters: defineEndpoint({
    permission: needsKey(PERMISSION_KEYS.viewInvoices),
    ...invoices,
    method: 'GET',
    path: '/api/transactions/invoices/searcharchive/filter',
    description: 'The supply countries and currencies of the scope’s archive (FilterCode narrows to one).',
    query: ZArchiveFilterQuery,
    response: ZArchiveFilters,
    errors,
  }),
  summaryDetails: defineEndpoint({
    permission: needsKey(PERMISSION_KEYS.viewInvoices),
    ...invoices,
    method: 'GET',
    path: '/api/transactions/invoices/summaries/:summaryStatementId',
    params: ZSummaryIdParams,
    response: ZInvoiceDetails,
    errors,
  }),
  invoiceDetails: defineEndpoint({
    permission: needsKey(PERMISSION_KEYS.viewInvoices),
    ...invoices,
    method: 'GET',
    path: '/api/transactions/invoices/:invoiceId',
    params: ZInvoiceIdParams,
    response: ZInvoiceDetails,
    errors,
  }),
  // Reads sent as POST (a body of document ids): allowed while impersonating, no write permission.
  searchInvoices: defineEndpoint({
    permission: needsKey(PERMISSION_KEYS.viewInvoices),
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
    permission: needsKey(PERMISSION_KEYS.viewInvoices),
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
