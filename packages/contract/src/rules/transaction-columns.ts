// Spec 001 §9: the transaction columns a user sees, used by the list (web) and the text search (server).
import { ALWAYS_TRANSACTION_COLUMNS, DEFAULT_TRANSACTION_COLUMNS } from '../transaction-constants';

/** The user's choice: the saved columns in their order, else the default. */
export const chosenTransactionColumns = (saved: readonly string[] | null | undefined): string[] =>
  saved?.length ? [...saved] : [...DEFAULT_TRANSACTION_COLUMNS];

/** The choice plus the always-shown brand column, once each. */
export const visibleTransactionColumns = (saved: readonly string[] | null | undefined): string[] => [
  ...new Set([...chosenTransactionColumns(saved), ...ALWAYS_TRANSACTION_COLUMNS]),
];
