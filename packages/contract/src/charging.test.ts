import { describe, expect, it } from 'vitest';
import { chargingSearchOf } from './charging';
import { chargePointStatusColour, chargerTypeOf } from './rules/charging';

describe('charging rules (spec 001 §4, §5)', () => {
  it('colours charge point statuses', () => {
    expect(chargePointStatusColour('AVAILABLE')).toBe('success');
    for (const s of ['CHARGING', 'PLANNED', 'RESERVED', 'UNKNOWN', 'PARTIALLY_AVAILABLE'])
      expect(chargePointStatusColour(s)).toBe('warning');
    for (const s of ['BLOCKED', 'INOPERATIVE', 'OUTOFORDER'])
      expect(chargePointStatusColour(s)).toBe('danger');
  });
  it('names the charger type by highest power (6, 43, 149 kW)', () => {
    expect(chargerTypeOf(null)).toBeNull();
    expect(chargerTypeOf(5.9)).toBe('standard');
    expect(chargerTypeOf(6)).toBe('fast');
    expect(chargerTypeOf(42.9)).toBe('fast');
    expect(chargerTypeOf(43)).toBe('rapid');
    expect(chargerTypeOf(148)).toBe('rapid');
    expect(chargerTypeOf(150)).toBe('ultraFast');
  });
  it('accepts 3+ alphanumeric characters or a DD/MM/YYYY day', () => {
    expect(chargingSearchOf('ab')).toEqual({ error: 'charging_search_too_short' });
    expect(chargingSearchOf('abc')).toEqual({ kind: 'text', text: 'abc' });
    expect(chargingSearchOf('05/03/2025')).toEqual({ kind: 'day', day: '2025-03-05' });
    expect(chargingSearchOf('31/02/2025')).toEqual({ error: 'charging_search_invalid' });
    expect(chargingSearchOf('ab%c')).toEqual({ error: 'charging_search_invalid' });
  });
});
