import { ARCHIVE_COUNTRIES_PARAM, INVOICES_ENDPOINTS as E } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { sendAttachment } from '../../platform/attachment';
import type { Clock } from '../../platform/clock';
import { route } from '../../platform/route';
import { resolveScope } from '../../platform/scope';
import { sheetTexts } from '../../platform/sheet-texts';
import { archiveFilters, searchArchive } from './archive';
import { invoiceColumns } from './columns';
import { checkDocuments, resolveDocuments, zipDocuments } from './download';
import { invoiceDetails, listInvoices, summaryDetails } from './service';

/** Spec 001 §7: the invoice list, its columns and the details by summary and by invoice. */
export async function invoicesRoutes(app: FastifyInstance, { clock }: { clock: Clock }) {
  const db = app.database.db;
  await app.register(async (scoped) => archiveRoutes(scoped, clock));

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
    const zip = await zipDocuments(db, app.objects, rows, sheetTexts(app.content, ctx.user), (error) =>
      request.log.error({ err: error }, 'invoice zip failed'),
    );
    return sendAttachment(reply, { fileName: 'invoices.zip', contentType: 'application/zip', body: zip });
  });
}

const INDEXED_COUNTRY = new RegExp(`^${ARCHIVE_COUNTRIES_PARAM}\\[(\\d+)\\]$`);

/** `InvoiceIsoSupplyCountries[n]=DE` (spec 001 §7) becomes the list the contract validates, in n order. */
export function foldIndexedCountries(query: Record<string, unknown>): Record<string, unknown> {
  const indexed = Object.entries(query)
    .map(([key, value]) => [INDEXED_COUNTRY.exec(key)?.[1], value] as const)
    .filter(([n]) => n !== undefined)
    .sort(([a], [b]) => Number(a) - Number(b));
  if (indexed.length === 0) return query;
  const rest = Object.fromEntries(Object.entries(query).filter(([key]) => !INDEXED_COUNTRY.test(key)));
  const listed = rest[ARCHIVE_COUNTRIES_PARAM];
  const before = listed === undefined ? [] : Array.isArray(listed) ? listed : [listed];
  return { ...rest, [ARCHIVE_COUNTRIES_PARAM]: [...before, ...indexed.flatMap(([, v]) => v)] };
}

/** Spec 001 §7: the archive search and its filter lists, for the selected scope. */
async function archiveRoutes(app: FastifyInstance, clock: Clock) {
  const db = app.database.db;
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.url === E.searchArchive.path)
      request.query = foldIndexedCountries(request.query as Record<string, unknown>);
  });

  route(app, E.searchArchive, async (request, _reply, ctx) => {
    const { authorityIds, parentIds, groupIds } = request.query;
    const scope = resolveScope(ctx.reach, { authorityIds, parentIds, groupIds });
    return searchArchive(db, scope, request.query, new Date(clock.now()));
  });

  route(app, E.archiveFilters, async (request, _reply, ctx) => {
    const { AuthorityIds, authorityIds, parentIds, groupIds, FilterCode } = request.query;
    const scope = resolveScope(ctx.reach, {
      authorityIds: authorityIds ?? AuthorityIds,
      parentIds,
      groupIds,
    });
    return archiveFilters(db, scope, FilterCode, new Date(clock.now()));
  });
}
