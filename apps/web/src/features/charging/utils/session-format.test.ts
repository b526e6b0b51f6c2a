import { describe, expect, it } from 'vitest';
import { durationParts, sessionDate, sessionTime, usageRange } from './session-format';

describe('charger details formats (spec 001 §2)', () => {
  it('writes dates dd/MM/yy and times HH:mm', () => {
    const iso = new Date(2025, 2, 4, 7, 5).toISOString();
    expect(sessionDate(iso)).toBe('04/03/25');
    expect(sessionTime(iso)).toBe('07:05');
  });
  it('splits a duration into hours and minutes', () => {
    expect(durationParts(0)).toEqual({ hours: 0, minutes: 0 });
    expect(durationParts(59 * 60 + 31)).toEqual({ hours: 1, minutes: 0 });
    expect(durationParts(2 * 3600 + 7 * 60)).toEqual({ hours: 2, minutes: 7 });
  });
  it('defaults to the current month and knows the previous one', () => {
    const now = new Date(2026, 4, 17, 10, 0);
    const current = usageRange('currentMonth', now);
    expect(new Date(current.from).getDate()).toBe(1);
    expect(new Date(current.from).getMonth()).toBe(4);
    expect(current.to).toBe(now.toISOString());
    const previous = usageRange('previousMonth', now);
    expect(new Date(previous.from).getMonth()).toBe(3);
    const end = new Date(previous.to);
    expect([end.getMonth(), end.getDate(), end.getHours(), end.getMinutes()]).toEqual([3, 30, 23, 59]);
  });
});
