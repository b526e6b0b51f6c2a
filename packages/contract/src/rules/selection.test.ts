import { describe, expect, it } from 'vitest';
import { chooseSelection, selectableEntries } from './selection';

const hierarchy = {
  groups: [{ accessLevelCode: 'G1' }],
  parents: [{ accessLevelCode: 'P1' }],
  authorities: [{ authorityId: 'A1' }, { authorityId: 'A2' }],
} as unknown as Parameters<typeof selectableEntries>[0];

describe('the stored-selection check (spec 000 §2 Shell, §3)', () => {
  const entries = selectableEntries(hierarchy);
  it('orders the entries from the widest to the narrowest', () => {
    expect(entries.map((e) => `${e.accessLevel}${e.accessLevelCode}`)).toEqual(['GG1', 'PP1', 'AA1', 'AA2']);
  });
  it('keeps the first candidate the hierarchy still has', () => {
    const stored = { accessLevel: 'A' as const, accessLevelCode: 'A2' };
    expect(chooseSelection(entries, [null, stored])).toEqual(stored);
  });
  it('falls back to the widest entry when no candidate is reachable', () => {
    expect(chooseSelection(entries, [{ accessLevel: 'A', accessLevelCode: 'A9' }])).toEqual({
      accessLevel: 'G',
      accessLevelCode: 'G1',
    });
  });
  it('answers nothing for a user without entries', () => {
    expect(chooseSelection([], [{ accessLevel: 'A', accessLevelCode: 'A1' }])).toBeUndefined();
  });
});
