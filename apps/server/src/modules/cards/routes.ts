import {
  ZCardActionResponse,
  ZCardColumnsResponse,
  ZCardDetails,
  ZCardHistoryQuery,
  ZCardHistoryResponse,
  ZCardIdParams,
  ZCardKeyParams,
  ZCardRestrictionBody,
  ZCardRestrictionResponse,
  ZCardStatusBody,
  ZCardsQuery,
  ZCardsResponse,
  ZCardTransactionsQuery,
  ZCardTransactionsResponse,
  ZScopeQuery,
  ZStopCardsBody,
  ZUpdateCardsBody,
  ZUpdatePinBody,
  ZUpdatePinResponse,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendAttachment } from '../../platform/attachment';
import type { Clock } from '../../platform/clock';
import { requestUser } from '../../platform/request-user';
import { resolveScope } from '../../platform/scope';
import { XLSX_CONTENT_TYPE, xlsxStream } from '../../platform/xlsx-export';
import { CARD_SHEET_COLUMNS, cardChunks, cardDownloadName, validateCardQuery } from './download';
import {
  cardDetails,
  cardHistory,
  cardsPage,
  cardTransactions,
  customerReach,
  linkProfile,
  optionalScope,
  profileColumns,
  reachableCard,
  reachableCardByKey,
  setCardStatuses,
  stopCards,
  updateCards,
  updatePin,
  viewColumns,
} from './service';

/** Routes of the cards area: manage cards and the re-issue list (spec 002 §2.3, §2.4, §7). */
export async function cardsRoutes(app: FastifyInstance, { clock }: { clock: Clock }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const tags = ['cards'];
  const effectiveOf = async (request: Parameters<typeof requestUser>[0]) =>
    customerReach(await requestUser(request));

  typed.get(
    '/api/cards/cards',
    { schema: { tags, querystring: ZCardsQuery, response: { 200: ZCardsResponse } } },
    async (request) => {
      const effective = await effectiveOf(request);
      return cardsPage(db, resolveScope(effective.reach, request.query), request.query);
    },
  );

  // The card download (its path is not shown in spec 002 §7): the list query as a spreadsheet.
  typed.get(
    '/api/cards/cards/download',
    {
      schema: {
        tags,
        querystring: ZCardsQuery,
        response: { 200: z.string().meta({ description: 'xlsx workbook, sheet Cards', format: 'binary' }) },
      },
    },
    async (request, reply) => {
      const effective = await effectiveOf(request);
      const authorityIds = resolveScope(effective.reach, request.query);
      validateCardQuery(authorityIds, request.query);
      const stream = xlsxStream(
        {
          sheetName: 'Cards',
          columns: CARD_SHEET_COLUMNS,
          rows: cardChunks(db, authorityIds, request.query),
        },
        (error) => request.log.error({ err: error }, 'cards export failed'),
      );
      return sendAttachment(reply, {
        fileName: cardDownloadName(request.query, clock.now()),
        contentType: XLSX_CONTENT_TYPE,
        body: stream,
      });
    },
  );

  typed.get(
    '/api/cards/cards/viewcols',
    { schema: { tags, response: { 200: ZCardColumnsResponse } } },
    async (request) => {
      const effective = await effectiveOf(request);
      return { columns: viewColumns(effective.user.oneFleetMigratedStatus) };
    },
  );

  typed.get(
    '/api/cards/cards/profilecols',
    { schema: { tags, response: { 200: ZCardColumnsResponse } } },
    async (request) => {
      const effective = await effectiveOf(request);
      return { columns: profileColumns(effective.user.oneFleetMigratedStatus) };
    },
  );

  typed.get(
    '/api/cards/cards/:cardKey/details',
    { schema: { tags, params: ZCardKeyParams, response: { 200: ZCardDetails } } },
    async (request) => {
      const effective = await effectiveOf(request);
      return cardDetails(db, await reachableCardByKey(db, effective, request.params.cardKey));
    },
  );

  typed.get(
    '/api/cards/cards/:cardId/history',
    {
      schema: {
        tags,
        params: ZCardIdParams,
        querystring: ZCardHistoryQuery,
        response: { 200: ZCardHistoryResponse },
      },
    },
    async (request) => {
      const effective = await effectiveOf(request);
      const within = optionalScope(effective, request.query);
      return cardHistory(db, await reachableCard(db, effective, request.params.cardId, within));
    },
  );

  // Spec 002 §7: recent and alerted transactions of one card (map flyout); path under /api/transactions.
  typed.get(
    '/api/transactions/transactions/card/:cardId',
    {
      schema: {
        tags,
        params: ZCardIdParams,
        querystring: ZCardTransactionsQuery,
        response: { 200: ZCardTransactionsResponse },
      },
    },
    async (request) => {
      const effective = await effectiveOf(request);
      const within = optionalScope(effective, { authorityIds: request.query.AuthorityIds });
      const card = await reachableCard(db, effective, request.params.cardId, within);
      return cardTransactions(db, card, request.query.count);
    },
  );

  typed.patch(
    '/api/cards/card-action/update-cards',
    { schema: { tags, body: ZUpdateCardsBody, response: { 200: ZCardActionResponse } } },
    async (request) =>
      updateCards({ db, effective: await effectiveOf(request), now: clock.now() }, request.body),
  );

  typed.post(
    '/api/cards/card-action/stop-cards',
    { schema: { tags, body: ZStopCardsBody, response: { 200: ZCardActionResponse } } },
    async (request) =>
      stopCards({ db, effective: await effectiveOf(request), now: clock.now() }, request.body),
  );

  typed.patch(
    '/api/cards/cardpin/updatepin',
    {
      schema: { tags, querystring: ZScopeQuery, body: ZUpdatePinBody, response: { 200: ZUpdatePinResponse } },
    },
    async (request) => {
      const effective = await effectiveOf(request);
      const within = optionalScope(effective, request.query);
      return updatePin({ db, effective, now: clock.now() }, request.body, within);
    },
  );

  typed.put(
    '/api/cards/restrictions/profile',
    {
      schema: {
        tags,
        querystring: ZScopeQuery,
        body: ZCardRestrictionBody,
        response: { 200: ZCardRestrictionResponse },
      },
    },
    async (request) => {
      const effective = await effectiveOf(request);
      const within = optionalScope(effective, request.query);
      return linkProfile({ db, effective, now: clock.now() }, request.body, within);
    },
  );

  typed.post(
    '/api/cards/card-action/card-status',
    { schema: { tags, body: ZCardStatusBody, response: { 200: ZCardActionResponse } } },
    async (request) =>
      setCardStatuses({ db, effective: await effectiveOf(request), now: clock.now() }, request.body),
  );
}
