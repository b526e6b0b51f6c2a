import { describe, expect, it } from 'vitest';
import { priceState, statusColor } from './badges';

describe('transaction badges (spec 001 §4)', () => {
  it('colours the status: invoiced and authorised success, declined and unauthorised danger, else warning', () => {
    expect(statusColor('Invoiced')).toBe('green');
    expect(statusColor('Authorised')).toBe('green');
    expect(statusColor('Declined')).toBe('red');
    expect(statusColor('Unauthorised')).toBe('red');
    expect(statusColor('Uninvoiced')).toBe('yellow');
  });
  it('shows priced or pending pricing, and nothing for a declined transaction', () => {
    expect(priceState('Invoiced', 'Y')).toBe('priced');
    expect(priceState('Uninvoiced', 'N')).toBe('pending');
    expect(priceState('Declined', 'Y')).toBeNull();
  });
});
