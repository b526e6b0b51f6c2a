import { CHARGING_ENDPOINTS as E, type TSitesQuery } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { sendAttachment } from '../../platform/attachment';
import type { Clock } from '../../platform/clock';
import type { RequestContext } from '../../platform/request-context';
import { route } from '../../platform/route';
import { resolveScope } from '../../platform/scope';
import { sheetTexts } from '../../platform/sheet-texts';
import { XLSX_CONTENT_TYPE, xlsxStream } from '../../platform/xlsx-export';
import { saveSiteAlias } from './alias';
import { chargeDataByIds, listChargeData } from './charge-data-repo';
import { saveDepotPermissions } from './depot-permissions';
import { depotInScope, listDepots } from './depots-repo';
import { CHARGING_SHEET_NAME, chargingDownloadName, chargingSheetColumns } from './download';
import { siteDetails } from './site-details';
import { siteSessions } from './site-sessions-repo';
import { loadSites } from './sites-repo';
import { listRfidCards } from './tokens-repo';

/** Spec 001 §7: the /api/evis/v1 calls of the charging screens (OCPI is its own module). */
export async function chargingRoutes(app: FastifyInstance, { clock }: { clock: Clock }) {
  const db = app.database.db;
  const scopeOf = (ctx: RequestContext, q: TSitesQuery) =>
    resolveScope(ctx.reach, { accessLevel: q.accessLevel, accessLevelCode: q.accessLevelCode });

  route(app, E.chargeData, async (request, _reply, ctx) =>
    listChargeData(db, scopeOf(ctx, request.query), request.query),
  );

  route(app, E.chargeDataDownload, async (request, reply, ctx) => {
    const rows = await chargeDataByIds(db, scopeOf(ctx, request.query), request.query.ids);
    const stream = xlsxStream(
      {
        sheetName: CHARGING_SHEET_NAME,
        columns: chargingSheetColumns(sheetTexts(app.content, ctx.user)),
        rows: [rows],
      },
      (error) => request.log.error({ err: error }, 'charging export failed'),
    );
    return sendAttachment(reply, {
      fileName: chargingDownloadName(request.query.accessLevelCode, clock.now()),
      contentType: XLSX_CONTENT_TYPE,
      body: stream,
    });
  });

  route(app, E.sites, async (request, _reply, ctx) => ({
    sites: await loadSites(db, scopeOf(ctx, request.query)),
  }));

  route(app, E.depots, async (request, _reply, ctx) => ({
    depots: await listDepots(db, scopeOf(ctx, request.query)),
  }));

  route(app, E.siteDetails, async (request, _reply, ctx) =>
    siteDetails(db, scopeOf(ctx, request.query), request.query, clock.now()),
  );

  route(app, E.siteChargeData, async (request, _reply, ctx) => {
    await depotInScope(db, scopeOf(ctx, request.query), request.query.siteId);
    return siteSessions(db, request.query);
  });

  route(app, E.siteAlias, async (request, _reply, ctx) => saveSiteAlias(db, ctx, request.body, clock.now()));

  route(app, E.rfidList, async (request, _reply, ctx) =>
    listRfidCards(db, scopeOf(ctx, request.query), request.query),
  );

  route(app, E.saveDepotPermissions, async (request, _reply, ctx) =>
    saveDepotPermissions(db, ctx, request.query, request.body, clock.now()),
  );
}
