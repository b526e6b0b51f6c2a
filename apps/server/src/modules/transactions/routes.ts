import type { Readable } from 'node:stream';
import { TRANSACTIONS_ENDPOINTS as E } from '@portal/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sendAttachment } from '../../platform/attachment';
import type { Clock } from '../../platform/clock';
import { route } from '../../platform/route';
import { resolveScope } from '../../platform/scope';
import { sheetTexts } from '../../platform/sheet-texts';
import { XLSX_CONTENT_TYPE, xlsxStream } from '../../platform/xlsx-export';
import { transactionColumns } from './columns';
import { fullDetailOf, summaryOf } from './details';
import { detailFileName, detailWorkbook, downloadFileName, listSheetColumns } from './export';
import {
  editOdometer,
  exportTransactions,
  listTransactions,
  loadTransaction,
  productIdFromUniqueId,
} from './service';

/** A workbook answer; a stream or buffer skips the JSON serializer. */
const sendXlsx = (reply: FastifyReply, baseName: string, body: Buffer | Readable) =>
  sendAttachment(reply, { fileName: `${baseName}.xlsx`, contentType: XLSX_CONTENT_TYPE, body });

/** Spec 001 §7: the transaction list, its download, one transaction, the odometer edit and the columns. */
export async function transactionsRoutes(app: FastifyInstance, { clock }: { clock: Clock }) {
  const db = app.database.db;

  route(app, E.list, async (request, reply, ctx) => {
    // Spec 001 §5: one of authority, parent or group ids is required; group ALL is the whole reach.
    const { authorityIds, parentIds, groupIds } = request.query;
    const scope = resolveScope(ctx.reach, { authorityIds, parentIds, groupIds });
    const options = {
      user: ctx.user,
      scope,
      query: request.query,
      now: clock.now(),
    };
    if (request.query.download !== 'xlsx') return listTransactions(db, options);
    const { chunks } = await exportTransactions(db, options);
    const stream = xlsxStream(
      {
        sheetName: 'Transactions',
        columns: listSheetColumns(sheetTexts(app.content, ctx.user)),
        rows: chunks,
      },
      (error) => request.log.error({ err: error }, 'transactions export failed'),
    );
    return sendXlsx(reply, downloadFileName(request.query, clock.now()), stream);
  });

  // Object ids are looked up inside the whole reach (ctx.scope): another tenant's line is 404.
  route(app, E.detail, async (request, reply, ctx) => {
    const { productId, format, view } = request.query;
    const row = await loadTransaction(db, ctx.scope, request.params.id, productId);
    if (format === 'v1_summary') return { transaction: summaryOf(row) };
    const detail = fullDetailOf(row);
    if (format === 'v1_full') return detail;
    const buffer = await detailWorkbook(detail, view, sheetTexts(app.content, ctx.user));
    return sendXlsx(reply, detailFileName(row.authority_id, clock.now()), buffer);
  });

  route(app, E.editOdometer, async (request, _reply, ctx) => {
    const productId = request.query.productId ?? productIdFromUniqueId(request.body.transactionId);
    await editOdometer(db, {
      user: ctx.user,
      impersonator: ctx.impersonator,
      scope: ctx.scope,
      id: request.params.id,
      productId,
      body: request.body,
      now: clock.now(),
    });
    return fullDetailOf(await loadTransaction(db, ctx.scope, request.params.id, productId));
  });

  route(app, E.columns, async () => transactionColumns());
}
