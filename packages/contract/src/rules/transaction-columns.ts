// Spec 001 §9: the transaction columns a user sees, used by the list (web) and the text search (server).
import { ALWAYS_TRANSACTION_COLUMNS, DEFAULT_TRANSACTION_COLUMNS } from '../transactions';

/** The saved choice in its order, else the default, plus the always-shown brand column, once each. */
export const visibleTransactionColumns = (saved: readonly string[] | null | undefined): string[] => [
  ...new Set([...(saved?.length ? saved : DEFAULT_TRANSACTION_COLUMNS), ...ALWAYS_TRANSACTION_COLUMNS]),
];
