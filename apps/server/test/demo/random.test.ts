import { describe, expect, it } from 'vitest';
import { addMonths, parseAsOf, startOfWeek } from '../../src/demo/context';
import { encodeRow } from '../../src/demo/load/copy-text';
import { luhn } from '../../src/demo/plan/cards';
import { Rng, rngFor, weightedTable } from '../../src/demo/random';

describe('demo generator building blocks', () => {
  it('draws the same numbers for the same seed and label, other numbers otherwise', () => {
    const draw = (rng: Rng) => Array.from({ length: 5 }, () => rng.next());
    expect(draw(rngFor(1, 'cards', 'D1'))).toEqual(draw(rngFor(1, 'cards', 'D1')));
    expect(draw(rngFor(1, 'cards', 'D1'))).not.toEqual(draw(rngFor(2, 'cards', 'D1')));
    expect(draw(rngFor(1, 'cards', 'D1'))).not.toEqual(draw(rngFor(1, 'cards', 'D2')));
  });

  it('makes version 4 UUIDs of 36 characters (spec 001 §3 transaction ids)', () => {
    const rng = new Rng('uuid');
    for (let i = 0; i < 200; i++)
      expect(rng.uuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('keeps integers, digits and weighted picks in range', () => {
    const rng = new Rng('ranges');
    const table = weightedTable([
      ['a', 1],
      ['b', 0],
      ['c', 3],
    ] as const);
    const seen = new Set<string>();
    for (let i = 0; i < 2_000; i++) {
      const n = rng.int(3, 7);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(7);
      expect(rng.digits(12)).toMatch(/^\d{12}$/);
      seen.add(rng.fromTable(table));
    }
    expect([...seen].sort()).toEqual(['a', 'c']);
  });

  it('anchors time to the as-of day, never to the clock', () => {
    expect(parseAsOf('2025-01-31')).toBe(Date.UTC(2025, 0, 31));
    expect(parseAsOf(undefined, new Date('2025-03-04T17:30:00Z'))).toBe(Date.UTC(2025, 2, 4));
    expect(() => parseAsOf('2025-02-30')).toThrow();
    expect(addMonths(Date.UTC(2025, 0, 31), 1)).toBe(Date.UTC(2025, 1, 28));
    // Spec 001 §9: price weeks start on Monday.
    expect(new Date(startOfWeek(Date.UTC(2025, 5, 15))).toISOString()).toBe('2025-06-09T00:00:00.000Z');
  });

  it('writes COPY text with escapes, nulls, arrays and JSON', () => {
    expect(encodeRow(['a\tb', null, true, 42, ['x', 'y"z'], { k: 'line\nbreak' }])).toBe(
      'a\\tb\t\\N\tt\t42\t{"x","y\\\\"z"}\t{"k":"line\\\\nbreak"}\n',
    );
  });

  it('gives card numbers a valid Luhn check digit', () => {
    expect(luhn('7992739871')).toBe('79927398713');
  });
});
