/** The content page of the transactions screen (spec 001 §1). */
export const TRANSACTIONS_NAMESPACE = 'transactions-transactions';
