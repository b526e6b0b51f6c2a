import { CARDS_ENDPOINTS as E, PLATFORM_MESSAGE_KEYS } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { sendAttachment } from '../../platform/attachment';
import type { Clock } from '../../platform/clock';
import { badRequest } from '../../platform/errors';
import { route } from '../../platform/route';
import { resolveScope, resolveScopeIfGiven } from '../../platform/scope';
import { sheetTexts } from '../../platform/sheet-texts';
import { XLSX_CONTENT_TYPE, xlsxStream } from '../../platform/xlsx-export';
import { isProfileAction, profileActions } from '../restrictions/profile-actions';
import { type CardWriteContext, reachableCard, reachableCardByKey } from './checks';
import { cardDetails, cardTransactions } from './details';
import { cardChunks, cardDownloadName, cardSheetColumns, validateCardQuery } from './download';
import { cardHistory } from './history';
import { linkProfile, type TCardLinkBody } from './link-profile';
import { cardsPage, profileColumns, viewColumns } from './list';
import { updatePin } from './pin';
import { setCardStatuses } from './reissue-status';
import { stopCards } from './stop';
import { updateCards } from './update-details';

/** Routes of the cards area: manage cards and the re-issue list (spec 002 §2.3, §2.4, §7). */
export async function cardsRoutes(app: FastifyInstance, { clock }: { clock: Clock }) {
  const db = app.database.db;
  const write = (ctx: CardWriteContext['effective']): CardWriteContext => ({
    db,
    effective: ctx,
    now: clock.now(),
  });

  route(app, E.list, async (request, _reply, ctx) =>
    cardsPage(db, resolveScope(ctx.reach, request.query), request.query),
  );

  route(app, E.download, async (request, reply, ctx) => {
    const scope = resolveScope(ctx.reach, request.query);
    validateCardQuery(scope, request.query);
    const stream = xlsxStream(
      {
        sheetName: 'Cards',
        columns: cardSheetColumns(sheetTexts(app.content, ctx.user)),
        rows: cardChunks(db, scope, request.query),
      },
      (error) => request.log.error({ err: error }, 'cards export failed'),
    );
    return sendAttachment(reply, {
      fileName: cardDownloadName(request.query, clock.now()),
      contentType: XLSX_CONTENT_TYPE,
      body: stream,
    });
  });

  route(app, E.viewColumns, async (_request, _reply, ctx) => ({
    columns: viewColumns(ctx.user.oneFleetMigratedStatus),
  }));

  route(app, E.profileColumns, async (_request, _reply, ctx) => ({
    columns: profileColumns(ctx.user.oneFleetMigratedStatus),
  }));

  route(app, E.details, async (request, _reply, ctx) =>
    cardDetails(db, await reachableCardByKey(db, ctx, request.params.cardKey)),
  );

  route(app, E.history, async (request, _reply, ctx) => {
    const within = resolveScopeIfGiven(ctx.reach, request.query);
    return cardHistory(db, await reachableCard(db, ctx, request.params.cardId, within));
  });

  route(app, E.transactions, async (request, _reply, ctx) => {
    const within = resolveScopeIfGiven(ctx.reach, { authorityIds: request.query.AuthorityIds });
    const card = await reachableCard(db, ctx, request.params.cardId, within);
    return cardTransactions(db, card, request.query.count);
  });

  route(app, E.updateCards, async (request, _reply, ctx) => updateCards(write(ctx), request.body));

  route(app, E.stopCards, async (request, _reply, ctx) => stopCards(write(ctx), request.body));

  route(app, E.updatePin, async (request, _reply, ctx) =>
    updatePin(write(ctx), request.body, resolveScopeIfGiven(ctx.reach, request.query)),
  );

  // Details without a card rename, unlink, delete or set a base profile (modules/restrictions).
  route(app, E.linkProfile, async (request, _reply, ctx) => {
    const within = resolveScopeIfGiven(ctx.reach, request.query);
    const body = request.body;
    if (isProfileAction(body)) return profileActions(write(ctx), body, within);
    if (body.cardRestrictionDetails.some((d) => !d.cardId))
      throw badRequest(PLATFORM_MESSAGE_KEYS.restrictionActionUnsupported);
    return linkProfile(write(ctx), body as TCardLinkBody, within);
  });

  route(app, E.setStatus, async (request, _reply, ctx) => setCardStatuses(write(ctx), request.body));
}
