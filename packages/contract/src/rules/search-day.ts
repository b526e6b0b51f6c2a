// Spec 001 §5: how every list's text search reads a day (transactions, invoices, charging sessions).

/** Spec 001 §5: a term d/m/yyyy with / - or . is a day; returns yyyy-mm-dd, or null for text. */
export function parseSearchDay(term: string): string | null {
  const match = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4})$/.exec(term.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[3]), Number(match[4])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return date.toISOString().slice(0, 10);
}
