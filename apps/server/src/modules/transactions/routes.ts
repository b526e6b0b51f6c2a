import {
  ZErrorResponse,
  ZTransactionColumns,
  ZTransactionDetailQuery,
  ZTransactionDetailResponse,
  ZTransactionIdParams,
  ZTransactionListQuery,
  ZTransactionListResponse,
  ZTransactionUpdateBody,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendAttachment } from '../../platform/attachment';
import type { Clock } from '../../platform/clock';
import { XLSX_CONTENT_TYPE, xlsxStream } from '../../platform/xlsx-export';
import { transactionColumns } from './columns';
import { fullDetailOf, summaryOf } from './details';
import { detailFileName, detailWorkbook, downloadFileName, listSheetColumns } from './export';
import { customerReach, customerScope } from './scope';
import {
  editOdometer,
  exportTransactions,
  listTransactions,
  loadTransaction,
  productIdFromUniqueId,
} from './service';

const errors = { 400: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

/** Spec 001 §7: the transaction list, its download, one transaction, the odometer edit and the columns. */
export async function transactionsRoutes(app: FastifyInstance, { clock }: { clock: Clock }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  typed.get(
    '/api/transactions/transactions',
    {
      schema: {
        tags: ['transactions'],
        querystring: ZTransactionListQuery,
        response: { 200: ZTransactionListResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { user, authorityIds } = await customerScope(request, request.query);
      const options = { user, authorityIds, query: request.query, now: clock.now() };
      if (request.query.download !== 'xlsx') return listTransactions(db, options);
      const { chunks } = await exportTransactions(db, options);
      const stream = xlsxStream(
        { sheetName: 'Transactions', columns: listSheetColumns(), rows: chunks },
        (error) => request.log.error({ err: error }, 'transactions export failed'),
      );
      return sendAttachment(reply, {
        fileName: `${downloadFileName(request.query, clock.now())}.xlsx`,
        contentType: XLSX_CONTENT_TYPE,
        body: stream,
      });
    },
  );

  typed.get(
    '/api/transactions/transactions/:id',
    {
      schema: {
        tags: ['transactions'],
        params: ZTransactionIdParams,
        querystring: ZTransactionDetailQuery,
        response: { 200: ZTransactionDetailResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { authorityIds } = await customerReach(request);
      const { productId, format, view } = request.query;
      const row = await loadTransaction(db, authorityIds, request.params.id, productId);
      if (format === 'v1_summary') return { transaction: summaryOf(row) };
      const detail = fullDetailOf(row);
      if (format === 'v1_full') return detail;
      const buffer = await detailWorkbook(detail, view);
      return sendAttachment(reply, {
        fileName: `${detailFileName(row.authority_id, clock.now())}.xlsx`,
        contentType: XLSX_CONTENT_TYPE,
        body: buffer,
      });
    },
  );

  typed.post(
    '/api/transactions/transactions/:id',
    {
      schema: {
        tags: ['transactions'],
        params: ZTransactionIdParams,
        querystring: z.object({ productId: ZTransactionDetailQuery.shape.productId }),
        body: ZTransactionUpdateBody,
        response: { 200: ZTransactionDetailResponse, ...errors },
      },
    },
    async (request) => {
      const { user, impersonator, authorityIds } = await customerReach(request);
      const productId = request.query.productId ?? productIdFromUniqueId(request.body.transactionId);
      await editOdometer(db, {
        user,
        impersonator,
        authorityIds,
        id: request.params.id,
        productId,
        body: request.body,
        now: clock.now(),
      });
      return fullDetailOf(await loadTransaction(db, authorityIds, request.params.id, productId));
    },
  );

  typed.get(
    '/api/transactions/transactioncolumns',
    { schema: { tags: ['transactions'], response: { 200: ZTransactionColumns, 403: ZErrorResponse } } },
    async (request) => {
      await customerReach(request);
      return transactionColumns();
    },
  );
}
