import type { PagePrefetch } from '../../../lib/lazy-page';
import { cardColumnsQueryOptions, cardListQuery, cardsQueryOptions, FIRST_CARDS_VIEW } from './cards-api';

/**
 * Issue 13: the manage-cards page opened at its plain address asks for its first page and its
 * columns as the session's calls answer, not once its code has arrived and rendered. Opened with a
 * search (`searchTerm`) it asks for itself.
 */
export const prefetchCardsViewPage: PagePrefetch = (client, selection, search) => {
  if (search.size > 0) return;
  void client.prefetchQuery(cardsQueryOptions(cardListQuery(selection, FIRST_CARDS_VIEW)));
  void client.prefetchQuery(cardColumnsQueryOptions());
};
