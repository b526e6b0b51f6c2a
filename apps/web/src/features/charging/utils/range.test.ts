import { describe, expect, it } from 'vitest';
import { chargingRange } from './range';

describe('charging history range (spec 001 §5)', () => {
  it('ends the last day at 23:59:59.999 and starts no earlier than 1983', () => {
    const { dateFrom, dateTo } = chargingRange('1970-05-01', '2025-03-04');
    const end = new Date(dateTo);
    expect([end.getHours(), end.getMinutes(), end.getSeconds(), end.getMilliseconds()]).toEqual([
      23, 59, 59, 999,
    ]);
    expect(end.getDate()).toBe(4);
    expect(new Date(dateFrom).getFullYear()).toBe(1983);
  });
  it('without dates runs from 1983 to the end of today', () => {
    const now = new Date(2026, 10, 25, 9, 30);
    const end = new Date(chargingRange(null, null, now).dateTo);
    expect(end.getDate()).toBe(25);
    expect(end.getHours()).toBe(23);
  });
});
