import { describe, expect, it } from 'vitest';
import { formatCountdown } from './countdown';

describe('override countdown (spec 002 §4.11)', () => {
  it('shows hh:mm:ss, rounding down to the second and never below zero', () => {
    expect(formatCountdown(3 * 3_600_000)).toBe('03:00:00');
    expect(formatCountdown(3_600_000 + 61_999)).toBe('01:01:01');
    expect(formatCountdown(999)).toBe('00:00:00');
    expect(formatCountdown(-5_000)).toBe('00:00:00');
    expect(formatCountdown(13 * 3_600_000 + 59 * 60_000 + 59_000)).toBe('13:59:59');
  });
});
