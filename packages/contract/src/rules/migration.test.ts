import { describe, expect, it } from 'vitest';
import { isOneFleetMigrated, migrationAllows, migrationBlocks } from './migration';

describe('migration status (spec 002 §4.9, §6)', () => {
  it('up to 1 allows everything', () => {
    for (const status of [-1, 0, 1])
      expect(Object.values(migrationBlocks(status)).some(Boolean), String(status)).toBe(false);
  });

  it('above 1 blocks ordering, edit details, stopping and replacement, not PIN or restriction', () => {
    expect(migrationBlocks(2)).toEqual({
      cardOrdering: true,
      editDetails: true,
      stop: true,
      replacement: true,
      pin: false,
      restriction: false,
    });
  });

  it('above 2 also blocks edit PIN and edit restriction profile', () => {
    expect(migrationAllows(3, 'pin')).toBe(false);
    expect(migrationAllows(3, 'restriction')).toBe(false);
    expect(migrationAllows(2, 'pin')).toBe(true);
  });
});

describe('one-fleet migrated (spec 000 §6)', () => {
  it('is a status above 3', () => {
    expect(isOneFleetMigrated(3)).toBe(false);
    expect(isOneFleetMigrated(4)).toBe(true);
  });
});
