import { z } from 'zod';
import {
  ZCardActionResponse,
  ZCardRestrictionBody,
  ZCardRestrictionResponse,
  ZCardStatusBody,
  ZStopCardsBody,
  ZUpdateCardsBody,
  ZUpdatePinBody,
  ZUpdatePinResponse,
} from '../card-actions';
import {
  ZCardColumnsResponse,
  ZCardDetails,
  ZCardHistoryQuery,
  ZCardHistoryResponse,
  ZCardIdParams,
  ZCardKeyParams,
  ZCardsQuery,
  ZCardsResponse,
  ZCardTransactionsQuery,
  ZCardTransactionsResponse,
} from '../cards';
import { defineEndpoint, needsKey } from '../common/endpoint';
import { ZScopeQuery } from '../hierarchy';
import { PERMISSION_KEYS } from '../permissions';

const cards = { access: 'customer', tags: ['cards'] } as const;

/** Spec 002 §7: manage cards and the re-issue list. Each write names the permission it needs. */
export const CARDS_ENDPOINTS = {
  list: defineEndpoint({
    permission: needsKey(PERMISSION_KEYS.readCard),
    ...cards,
    method: 'GET',
    path: '/api/cards/cards',
    query: ZCardsQuery,
    response: ZCardsResponse,
  }),
  // The card download (its path is not shown in spec 002 §7): the list query as a spreadsheet.
  download: defineEndpoint({
    permission: needsKey(PERMISSION_KEYS.readCard),
    ...cards,
    method: 'GET',
    path: '/api/cards/cards/download',
    query: ZCardsQuery,
    response: z.string().meta({ description: 'xlsx workbook, sheet Cards', format: 'binary' }),
  }),
  viewColumns: defineEndpoint({
    permission: needsKey(PERMISSION_KEYS.readCard),
    ...cards,
    method: 'GET',
    path: '/api/cards/cards/viewcols',
    response: ZCardColumnsResponse,
  }),
  profileColumns: defineEndpoint({
    permission: needsKey(PERMISSION_KEYS.readCard),
    ...cards,
    method: 'GET',
    path: '/api/cards/cards/profilecols',
    response: ZCardColumnsResponse,
  }),
  details: defineEndpoint({
    permission: needsKey(PERMISSION_KEYS.readCard),
    ...cards,
    method: 'GET',
    path: '/api/cards/cards/:cardKey/details',
    params: ZCardKeyParams,
    response: ZCardDetails,
  }),
  history: defineEndpoint({
    permission: needsKey(PERMISSION_KEYS.readCard),
    ...cards,
    method: 'GET',
    path: '/api/cards/cards/:cardId/history',
    params: ZCardIdParams,
    query: ZCardHistoryQuery,
    response: ZCardHistoryResponse,
  }),
  // Spec 002 §7: recent and alerted transactions of one card (map flyout); path under /api/transactions.
  transactions: defineEndpoint({
    permission: needsKey(PERMISSION_KEYS.viewTransactions),
    ...cards,
    method: 'GET',
    path: '/api/transactions/transactions/card/:cardId',
    params: ZCardIdParams,
    query: ZCardTransactionsQuery,
    response: ZCardTransactionsResponse,
  }),
  updateCards: defineEndpoint({
    permission: needsKey(PERMISSION_KEYS.editCardDetails),
    ...cards,
    method: 'PATCH',
    path: '/api/cards/card-action/update-cards',
    body: ZUpdateCardsBody,
    response: ZCardActionResponse,
  }),
  stopCards: defineEndpoint({
    permission: needsKey(PERMISSION_KEYS.stopCards),
    ...cards,
    method: 'POST',
    path: '/api/cards/card-action/stop-cards',
    body: ZStopCardsBody,
    response: ZCardActionResponse,
  }),
  updatePin: defineEndpoint({
    permission: needsKey(PERMISSION_KEYS.editCardPin),
    ...cards,
    method: 'PATCH',
    path: '/api/cards/cardpin/updatepin',
    query: ZScopeQuery,
    body: ZUpdatePinBody,
    response: ZUpdatePinResponse,
  }),
  linkProfile: defineEndpoint({
    permission: needsKey(PERMISSION_KEYS.linkCardProfile),
    ...cards,
    method: 'PUT',
    path: '/api/cards/restrictions/profile',
    query: ZScopeQuery,
    body: ZCardRestrictionBody,
    response: ZCardRestrictionResponse,
  }),
  setStatus: defineEndpoint({
    permission: needsKey(PERMISSION_KEYS.setCardReissueStatus),
    ...cards,
    method: 'POST',
    path: '/api/cards/card-action/card-status',
    body: ZCardStatusBody,
    response: ZCardActionResponse,
  }),
} as const;
