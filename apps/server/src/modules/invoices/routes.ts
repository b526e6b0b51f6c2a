import { INVOICES_ENDPOINTS as E } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { sendAttachment } from '../../platform/attachment';
import { route } from '../../platform/route';
import { resolveScope } from '../../platform/scope';
import { invoiceColumns } from './columns';
import { checkDocuments, resolveDocuments, zipDocuments } from './download';
import { invoiceDetails, listInvoices, summaryDetails } from './service';

/** Spec 001 §7: the invoice list, its columns and the details by summary and by invoice. */
export async function invoicesRoutes(app: FastifyInstance) {
  const db = app.database.db;

  route(app, E.list, async (request, _reply, ctx) => {
    // Spec 001 §5: one of authority, parent or group ids is required; group ALL is the whole reach.
    const { authorityIds, parentIds, groupIds } = request.query;
    return listInvoices(db, resolveScope(ctx.reach, { authorityIds, parentIds, groupIds }), request.query);
  });

  route(app, E.columns, async () => invoiceColumns());

  // Ids are looked up inside the whole reach: another tenant's document is 404.
  route(app, E.summaryDetails, async (request, _reply, ctx) =>
    summaryDetails(db, ctx.scope, request.params.summaryStatementId),
  );
  route(app, E.invoiceDetails, async (request, _reply, ctx) =>
    invoiceDetails(db, ctx.scope, request.params.invoiceId),
  );

  // Spec 001 §7: the selected authority's documents only (accessLevel + accessLevelCode).
  route(app, E.searchInvoices, async (request, _reply, ctx) =>
    checkDocuments(await resolveDocuments(db, resolveScope(ctx.reach, request.query), request.body)),
  );

  route(app, E.fileDownload, async (request, reply, ctx) => {
    const rows = await resolveDocuments(db, resolveScope(ctx.reach, request.query), request.body);
    const zip = await zipDocuments(db, app.objects, rows, ctx.user.languageCode ?? 'en', (error) =>
      request.log.error({ err: error }, 'invoice zip failed'),
    );
    return sendAttachment(reply, { fileName: 'invoices.zip', contentType: 'application/zip', body: zip });
  });
}
