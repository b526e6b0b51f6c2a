/** The content page of the invoices screens (spec 001 §1: transactions-invoices). */
export const INVOICES_NAMESPACE = 'transactions-invoices';
