import { INVOICE_DATE_LOOKBACK_DAYS } from '@portal/contract';

const DAY = 86_400_000;
export const isoDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** Spec 001 §9: an invoice's transactions are looked up 60 days back from its date. */
export function invoiceDateRange(invoiceDate: string): string | undefined {
  const to = Date.parse(`${invoiceDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(to)) return undefined;
  const from = new Date(to - INVOICE_DATE_LOOKBACK_DAYS * DAY).toISOString().slice(0, 10);
  const today = new Date().toISOString().slice(0, 10);
  const end = new Date(to).toISOString().slice(0, 10);
  // Never past today (spec 001 §5); ISO days sort as text.
  const [last] = [end, today].sort();
  return `${from},${last}`;
}

/** Spec 001 §5: the search takes a day as d/m/yyyy; the placeholder shows it with today's date. */
export const searchDateExample = (date: Date) =>
  `${date.getDate()}/${date.getMonth() + 1}/${date.getFullYear()}`;
