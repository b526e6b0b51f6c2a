import {
  CARDS_ENDPOINTS as E,
  HIERARCHY_ENDPOINTS,
  TABLE_PAGE_SIZES,
  type TCardRestrictionBody,
  type TCardStatusBody,
  type TLoggedInUser,
  type TStopCardsBody,
  type TUpdateCardsBody,
  type TUpdatePinBody,
  type ZCardsQuery,
} from '@portal/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SortState } from '../../../components/data-table';
import { callEndpoint, downloadEndpoint } from '../../../lib/call-endpoint';
import { saveDownload } from '../../../lib/download';
import { LIST_STALE_TIME_MS } from '../../../lib/query-client';
import { levelQuery } from '../../../lib/session/scope-query';
import { USER_PREFERENCES_QUERY_KEY } from '../../../lib/user-preferences';

export type Selection = Pick<TLoggedInUser, 'accessLevel' | 'accessLevelCode'>;

/** The card list call's query in the spec's names (spec 002 §7), as the contract defines it. */
export type CardListQuery = z.input<typeof ZCardsQuery>;

/** Every card query starts with this: a change reloads the card lists and the re-issue list (§4.2). */
export const CARDS_QUERY_ROOT = ['cards'] as const;
/** Spec 002 §9: card details and transactions are cached 2 minutes; column lists too. */
const TWO_MINUTES = 120_000;

/** GET /api/cards/cards (spec 002 §7): cards and totalCards. */
export const cardsQueryOptions = (query: CardListQuery) =>
  queryOptions({
    queryKey: [...CARDS_QUERY_ROOT, 'list', query],
    queryFn: ({ signal }) => callEndpoint(E.list, { query, signal }),
    staleTime: LIST_STALE_TIME_MS,
    placeholderData: keepPreviousData,
  });

/** Without a selected entry no request is made. */
export const useCards = (query: CardListQuery) =>
  useQuery({ ...cardsQueryOptions(query), enabled: Boolean(query.accessLevelCode) });

/** What the manage-cards page shows of the list: its paging, sort and search. */
export type CardListView = { page: number; pageSize: number; sort: SortState; search?: string };

/** Spec 002 §9: the list as the page first shows it, 15 a page, serial number ascending. */
export const FIRST_CARDS_VIEW = {
  page: 1,
  pageSize: TABLE_PAGE_SIZES[0],
  sort: { sortBy: 'cardSerialNumber', sortOrder: 'asc' },
} as const satisfies CardListView;

/** The list call's query for a view of the selected entry: one builder for the page and its prefetch. */
export const cardListQuery = (
  selection: Selection | null | undefined,
  view: CardListView,
): CardListQuery => ({
  ...levelQuery(selection),
  page: view.page,
  pageSize: view.pageSize,
  ...view.sort,
  searchBy: view.search || undefined,
});

/** GET /api/cards/cards/viewcols (cached 2 minutes). */
export const cardColumnsQueryOptions = () =>
  queryOptions({
    queryKey: [...CARDS_QUERY_ROOT, 'viewcols'],
    queryFn: () => callEndpoint(E.viewColumns),
    staleTime: TWO_MINUTES,
  });

export const useCardColumns = () => useQuery(cardColumnsQueryOptions());

/** PUT /api/users/userpreferences/{section}: the chosen columns in their order. */
export function useSaveCardColumns(section: 'cards' | 'cardReissue') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (columns: string[]) =>
      callEndpoint(HIERARCHY_ENDPOINTS.saveUserPreferences, { params: { section }, body: { columns } }),
    onSuccess: (preferences) => client.setQueryData(USER_PREFERENCES_QUERY_KEY, preferences),
  });
}

/** The card download (path chosen by us; spec 002 §7 leaves it unshown): Card_{authority}_{ddMMyy}.xlsx. */
export async function downloadCards(query: CardListQuery, cardIds: string[]) {
  const file = await downloadEndpoint(E.download, {
    query: { ...query, cardIds: cardIds.length ? cardIds : undefined },
  });
  saveDownload(file, 'Cards.xlsx');
  return file.fileName;
}

/** GET /api/cards/cards/{first letter of authorityId}{cardNumber}/details, cached 2 minutes. */
export const useCardDetails = (cardKey: string | undefined) =>
  useQuery({
    queryKey: [...CARDS_QUERY_ROOT, 'details', cardKey],
    queryFn: () => callEndpoint(E.details, { params: { cardKey: cardKey as string } }),
    enabled: Boolean(cardKey),
    staleTime: TWO_MINUTES,
  });

/** GET /api/transactions/transactions/card/{cardId}?count=3, cached 2 minutes; errors are logged only. */
export const useCardTransactions = (cardId: number, authorityId: string) =>
  useQuery({
    queryKey: [...CARDS_QUERY_ROOT, 'transactions', cardId],
    queryFn: async () => {
      try {
        return await callEndpoint(E.transactions, {
          params: { cardId },
          query: { count: 3, AuthorityIds: authorityId },
        });
      } catch (error) {
        console.error('card transactions failed', error);
        return null;
      }
    },
    staleTime: TWO_MINUTES,
  });

/** GET /api/cards/cards/{cardId}/history. */
export const useCardHistory = (cardId: number | undefined, selection: Selection | undefined) =>
  useQuery({
    queryKey: [...CARDS_QUERY_ROOT, 'history', cardId],
    queryFn: () =>
      callEndpoint(E.history, { params: { cardId: cardId as number }, query: levelQuery(selection) }),
    enabled: cardId !== undefined,
  });

/** After any change the card lists, the re-issue list, details and history reload. */
function useCardMutation<TBody, TResult>(mutationFn: (body: TBody) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => client.invalidateQueries({ queryKey: CARDS_QUERY_ROOT }),
  });
}

export const useUpdateCards = () =>
  useCardMutation((body: TUpdateCardsBody) => callEndpoint(E.updateCards, { body }));

export const useStopCards = () =>
  useCardMutation((body: TStopCardsBody) => callEndpoint(E.stopCards, { body }));

export const useUpdatePin = (selection: Selection | undefined) =>
  useCardMutation((body: TUpdatePinBody) =>
    callEndpoint(E.updatePin, { query: levelQuery(selection), body }),
  );

export const useLinkProfile = (selection: Selection | undefined) =>
  useCardMutation((body: TCardRestrictionBody) =>
    callEndpoint(E.linkProfile, { query: levelQuery(selection), body }),
  );

export const useSetCardStatus = () =>
  useCardMutation((body: TCardStatusBody) => callEndpoint(E.setStatus, { body }));
