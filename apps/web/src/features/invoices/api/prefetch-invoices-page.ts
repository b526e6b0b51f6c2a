import type { PagePrefetch } from '../../../lib/lazy-page';
import { scopeQuery } from '../../../lib/session/scope-query';
import { FIRST_INVOICES_VIEW, invoiceColumnsQueryOptions, invoicesQueryOptions } from './invoices';

/**
 * Issue 13: the invoices page asks for its first page and its columns as the session's calls answer,
 * not once its code has arrived and rendered.
 */
export const prefetchInvoicesPage: PagePrefetch = (client, selection) => {
  void client.prefetchQuery(invoicesQueryOptions({ scope: scopeQuery(selection), ...FIRST_INVOICES_VIEW }));
  void client.prefetchQuery(invoiceColumnsQueryOptions());
};
