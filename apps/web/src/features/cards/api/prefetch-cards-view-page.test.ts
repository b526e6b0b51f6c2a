import { TABLE_PAGE_SIZES } from '@portal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../../test/mock-fetch';
import { createQueryClient } from '../../../lib/query-client';
import { cardColumnsQueryOptions, cardListQuery, cardsQueryOptions } from './cards-api';
import { prefetchCardsViewPage } from './prefetch-cards-view-page';

const selection = { accessLevel: 'G', accessLevelCode: 'GRP00001' } as const;
const server = () =>
  mockFetch({
    'GET /api/cards/cards': () => json(200, { cards: [], totalCards: 0 }),
    'GET /api/cards/cards/viewcols': () => json(200, { columns: [] }),
  });

describe('prefetchCardsViewPage (issue 13)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the first page and the columns under the keys the page reads as it first renders', async () => {
    const { calls } = server();
    const client = createQueryClient();
    prefetchCardsViewPage(client, selection, new URLSearchParams(), new Set());
    // The page's state before anything is touched: page 1, the first size, serial ascending, no search.
    const pageKey = cardsQueryOptions(
      cardListQuery(selection, {
        page: 1,
        pageSize: TABLE_PAGE_SIZES[0],
        sort: { sortBy: 'cardSerialNumber', sortOrder: 'asc' },
        search: '',
      }),
    ).queryKey;
    await vi.waitFor(() => expect(client.getQueryData(pageKey)).toBeDefined());
    await vi.waitFor(() => expect(client.getQueryData(cardColumnsQueryOptions().queryKey)).toBeDefined());
    const list = calls.find(({ url }) => url.pathname === '/api/cards/cards');
    expect(Object.fromEntries(list?.url.searchParams ?? [])).toEqual({
      accessLevel: 'G',
      accessLevelCode: 'GRP00001',
      page: '1',
      pageSize: String(TABLE_PAGE_SIZES[0]),
      sortBy: 'cardSerialNumber',
      sortOrder: 'asc',
    });
  });

  it('asks for nothing when the address carries a search', async () => {
    const { calls } = server();
    prefetchCardsViewPage(createQueryClient(), selection, new URLSearchParams('searchTerm=7077'), new Set());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(calls).toHaveLength(0);
  });
});
