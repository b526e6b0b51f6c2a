import {
  type TCardActionResponse,
  type TCardRestrictionBody,
  type TCardStatusBody,
  type TLoggedInUser,
  type TStopCardsBody,
  type TUpdateCardsBody,
  type TUpdatePinBody,
  ZCardActionResponse,
  ZCardColumnsResponse,
  ZCardDetails,
  ZCardHistoryResponse,
  ZCardRestrictionResponse,
  ZCardsResponse,
  ZCardTransactionsResponse,
  ZUpdatePinResponse,
  ZUserPreferences,
} from '@portal/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { saveDownload } from '../../../lib/download';
import { LIST_STALE_TIME_MS } from '../../../lib/query-client';
import { USER_PREFERENCES_QUERY_KEY } from '../../../lib/user-preferences';

export type Selection = Pick<TLoggedInUser, 'accessLevel' | 'accessLevelCode'>;

/** Every card query starts with this: a change reloads the card lists and the re-issue list (§4.2). */
export const CARDS_QUERY_ROOT = ['cards'] as const;
/** Spec 002 §9: card details and transactions are cached 2 minutes; column lists too. */
const TWO_MINUTES = 120_000;

export type CardListParams = {
  page: number;
  pageSize: number;
  sortBy: string;
  sortOrder: 'asc' | 'desc';
  searchBy?: string;
  searchColumns?: string[];
  statusGroupTypes?: string[];
};

const listQuery = (selection: Selection, p: CardListParams) => ({
  accessLevel: selection.accessLevel,
  accessLevelCode: selection.accessLevelCode,
  page: p.page,
  pageSize: p.pageSize,
  sortBy: p.sortBy,
  sortOrder: p.sortOrder,
  searchBy: p.searchBy || undefined,
  searchColumns: p.searchColumns?.length ? p.searchColumns.join(',') : undefined,
  statusGroupTypes: p.statusGroupTypes?.length ? p.statusGroupTypes.join(',') : undefined,
});

/** GET /api/cards/cards (spec 002 §7): cards and totalCards. */
export const cardsQueryOptions = (selection: Selection, params: CardListParams) =>
  queryOptions({
    queryKey: [...CARDS_QUERY_ROOT, 'list', selection, params],
    queryFn: ({ signal }) =>
      api.get('/api/cards/cards', { query: listQuery(selection, params), schema: ZCardsResponse, signal }),
    staleTime: LIST_STALE_TIME_MS,
    placeholderData: keepPreviousData,
  });

export const useCards = (selection: Selection | undefined, params: CardListParams) =>
  useQuery({
    ...cardsQueryOptions(selection ?? { accessLevel: 'A', accessLevelCode: '-' }, params),
    enabled: Boolean(selection),
  });

/** GET /api/cards/cards/viewcols (cached 2 minutes). */
export const useCardColumns = () =>
  useQuery({
    queryKey: [...CARDS_QUERY_ROOT, 'viewcols'],
    queryFn: () => api.get('/api/cards/cards/viewcols', { schema: ZCardColumnsResponse }),
    staleTime: TWO_MINUTES,
  });

/** PUT /api/users/userpreferences/{section}: the chosen columns in their order. */
export function useSaveCardColumns(section: 'cards' | 'cardReissue') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (columns: string[]) =>
      api.put(`/api/users/userpreferences/${section}`, { body: { columns }, schema: ZUserPreferences }),
    onSuccess: (preferences) => client.setQueryData(USER_PREFERENCES_QUERY_KEY, preferences),
  });
}

/** The card download (path chosen by us; spec 002 §7 leaves it unshown): Card_{authority}_{ddMMyy}.xlsx. */
export async function downloadCards(selection: Selection, params: CardListParams, cardIds: string[]) {
  const file = await api.download('/api/cards/cards/download', {
    query: { ...listQuery(selection, params), cardIds: cardIds.length ? cardIds.join(',') : undefined },
  });
  saveDownload(file, 'Cards.xlsx');
  return file.fileName;
}

/** GET /api/cards/cards/{first letter of authorityId}{cardNumber}/details, cached 2 minutes. */
export const useCardDetails = (cardKey: string | undefined) =>
  useQuery({
    queryKey: [...CARDS_QUERY_ROOT, 'details', cardKey],
    queryFn: () => api.get(`/api/cards/cards/${cardKey}/details`, { schema: ZCardDetails }),
    enabled: Boolean(cardKey),
    staleTime: TWO_MINUTES,
  });

/** GET /api/transactions/transactions/card/{cardId}?count=3, cached 2 minutes; errors are logged only. */
export const useCardTransactions = (cardId: number, authorityId: string) =>
  useQuery({
    queryKey: [...CARDS_QUERY_ROOT, 'transactions', cardId],
    queryFn: async () => {
      try {
        return await api.get(`/api/transactions/transactions/card/${cardId}`, {
          query: { count: 3, AuthorityIds: authorityId },
          schema: ZCardTransactionsResponse,
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
      api.get(`/api/cards/cards/${cardId}/history`, {
        query: { accessLevel: selection?.accessLevel, accessLevelCode: selection?.accessLevelCode },
        schema: ZCardHistoryResponse,
      }),
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
  useCardMutation((body: TUpdateCardsBody) =>
    api.patch<TCardActionResponse>('/api/cards/card-action/update-cards', {
      body,
      schema: ZCardActionResponse,
    }),
  );

export const useStopCards = () =>
  useCardMutation((body: TStopCardsBody) =>
    api.post<TCardActionResponse>('/api/cards/card-action/stop-cards', { body, schema: ZCardActionResponse }),
  );

export const useUpdatePin = (selection: Selection | undefined) =>
  useCardMutation((body: TUpdatePinBody) =>
    api.patch('/api/cards/cardpin/updatepin', {
      query: { accessLevel: selection?.accessLevel, accessLevelCode: selection?.accessLevelCode },
      body,
      schema: ZUpdatePinResponse,
    }),
  );

export const useLinkProfile = (selection: Selection | undefined) =>
  useCardMutation((body: TCardRestrictionBody) =>
    api.put('/api/cards/restrictions/profile', {
      query: { accessLevel: selection?.accessLevel, accessLevelCode: selection?.accessLevelCode },
      body,
      schema: ZCardRestrictionResponse,
    }),
  );

export const useSetCardStatus = () =>
  useCardMutation((body: TCardStatusBody) =>
    api.post<TCardActionResponse>('/api/cards/card-action/card-status', {
      body,
      schema: ZCardActionResponse,
    }),
  );

export type ProfileOption = { profileId: number; profileName: string };

/**
 * The authority's restriction profiles for the restriction edit (GET /api/cards/profile/all, the
 * profiles area). A failure or an empty list shows the 'no restriction' message.
 */
export const useProfileOptions = (authorityId: string, enabled: boolean) =>
  useQuery({
    queryKey: [...CARDS_QUERY_ROOT, 'profiles', authorityId],
    queryFn: async (): Promise<ProfileOption[]> => {
      try {
        const answer = await api.get<{ profiles?: { profileId: number; profileName: string }[] }>(
          '/api/cards/profile/all',
          { query: { accessLevel: 'A', accessLevelCode: authorityId, page: 1, pageSize: 100 } },
        );
        return (answer.profiles ?? []).map((p) => ({ profileId: p.profileId, profileName: p.profileName }));
      } catch {
        return [];
      }
    },
    enabled,
    staleTime: 50_000,
  });
