import type { PagePrefetch } from '../../../lib/lazy-page';
import { scopeQuery } from '../../../lib/session/scope-query';
import { FIRST_LIST_VIEW, getTransactionsQueryOptions, transactionListQuery } from './get-transactions';
import { transactionColumnsQueryOptions } from './transaction-columns';

/**
 * Issue 13: the transactions page opened at its plain address asks for its first page and its
 * columns as the session's calls answer, not once its code has arrived and rendered: the page then
 * mounts with its rows and sortable headers instead of drawing placeholders and replacing them.
 * Opened with a search, a column search or the dashboard's filter, the page asks for itself.
 */
export const prefetchTransactionsPage: PagePrefetch = (client, selection, search) => {
  if (search.size > 0) return;
  void client.prefetchQuery(
    getTransactionsQueryOptions(transactionListQuery(scopeQuery(selection), FIRST_LIST_VIEW)),
  );
  void client.prefetchQuery(transactionColumnsQueryOptions());
};
