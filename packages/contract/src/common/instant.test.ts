import { describe, expect, it } from 'vitest';
import { zInstant } from './validation';

describe('zInstant (an instant PostgreSQL can store)', () => {
  it('takes ISO instants with an offset from year 1 on', () => {
    for (const v of [
      '2026-11-29T10:00:00Z',
      '0001-01-01T00:00:00Z',
      '2026-03-01T08:00:00+14:00',
      '9999-12-31T23:59:59-12:00',
    ])
      expect(zInstant().safeParse(v).success, v).toBe(true);
  });

  it('refuses year 0, offsets past 15:59 and what is no instant, with the given key', () => {
    for (const v of [
      '0000-06-01T00:00:00Z',
      '2026-11-29T10:00:00+16:00',
      '2026-11-29T10:00:00-23:59',
      '2026-02-30T10:00:00Z',
      '2026-11-29',
    ]) {
      const result = zInstant('bad_date').safeParse(v);
      expect(result.success, v).toBe(false);
      expect(result.error?.issues[0]?.message, v).toBe('bad_date');
    }
  });
});
