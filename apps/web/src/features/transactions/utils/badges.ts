/** Spec 001 §4 transaction status badge: invoiced and authorised success, declined and unauthorised danger. */
export function statusColor(status: string): 'green' | 'red' | 'yellow' {
  const s = status.toLowerCase();
  if (s === 'invoiced' || s === 'authorised') return 'green';
  if (s === 'declined' || s === 'unauthorised') return 'red';
  return 'yellow';
}

/** Spec 001 §4 price state: priced (success) or pending pricing (warning); none for Declined. */
export function priceState(status: string, isPriced: string): 'priced' | 'pending' | null {
  if (status.toLowerCase() === 'declined') return null;
  return isPriced === 'Y' ? 'priced' : 'pending';
}
