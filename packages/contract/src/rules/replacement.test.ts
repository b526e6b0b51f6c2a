import { describe, expect, it } from 'vitest';
import { stopReasonAllowed } from './replacement';

describe('stop reasons and reason 31 (spec 002 §4.1, §4.3)', () => {
  it('allows stolen, lost and damaged', () => {
    for (const reason of [2, 3, 31]) expect(stopReasonAllowed(reason, 100)).toBe(true);
  });
  it('refuses other reasons', () => {
    expect(stopReasonAllowed(4, 100)).toBe(false);
  });
  it('refuses damaged (31) while the card status is 910, not the other reasons', () => {
    expect(stopReasonAllowed(31, 910)).toBe(false);
    expect(stopReasonAllowed(2, 910)).toBe(true);
  });
});
