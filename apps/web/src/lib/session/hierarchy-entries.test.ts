import { describe, expect, it } from 'vitest';
import { largeHierarchy, oneAuthorityHierarchy } from '../../../test/shell-fixtures';
import { chooseSelection, findEntry, hierarchyEntries, selectionLabel } from './hierarchy-entries';

const words = { group: 'group', parent: 'parent', overview: 'Overview of all accounts' };
const entries = hierarchyEntries(largeHierarchy);
const labelOf = (accessLevel: 'A' | 'P' | 'G', accessLevelCode: string) => {
  const entry = findEntry(entries, { accessLevel, accessLevelCode });
  if (!entry) throw new Error(`no entry ${accessLevel} ${accessLevelCode}`);
  return selectionLabel(entry, words);
};

describe('top bar label of the selected hierarchy (spec 000 §2 Shell)', () => {
  it('a group shows its name followed by the group word', () => {
    expect(labelOf('G', 'GRP00001')).toBe('Northwind all depots group');
  });

  it('the group ALL shows the overview label', () => {
    expect(labelOf('G', 'ALL')).toBe('Overview of all accounts');
  });

  it('a parent shows its access level code first, then its name and the parent word (issue 50)', () => {
    expect(labelOf('P', 'P200')).toBe('P200 · Baltic Group parent');
  });

  it('an authority shows its access level code first, then the customer name (issue 50)', () => {
    expect(labelOf('A', 'B20003')).toBe('B20003 · Baltic Freight 3');
  });

  it('every parent and authority label starts with its code, which a cut end cannot hide (issue 50)', () => {
    const accounts = entries.filter((entry) => entry.accessLevel !== 'G');
    expect(accounts).toHaveLength(27);
    for (const entry of accounts)
      expect(selectionLabel(entry, words).startsWith(`${entry.accessLevelCode} · `)).toBe(true);
  });
});

describe('choosing the selected entry (spec 000 §3 Selected hierarchy, §4 Session init)', () => {
  it('lists groups, then parents, then authorities', () => {
    expect(entries.map((entry) => entry.accessLevel).join('')).toBe(`GGPPP${'A'.repeat(24)}`);
  });

  it('takes the first candidate the hierarchy still has', () => {
    expect(
      chooseSelection(entries, [
        { accessLevel: 'A', accessLevelCode: 'GONE' },
        { accessLevel: 'P', accessLevelCode: 'P300' },
      ]),
    ).toEqual({ accessLevel: 'P', accessLevelCode: 'P300' });
  });

  it('falls back to the widest entry', () => {
    expect(chooseSelection(entries, [null, undefined])).toEqual({
      accessLevel: 'G',
      accessLevelCode: 'GRP00001',
    });
    expect(chooseSelection(hierarchyEntries(oneAuthorityHierarchy), [])).toEqual({
      accessLevel: 'A',
      accessLevelCode: 'A10001',
    });
    expect(chooseSelection([], [{ accessLevel: 'A', accessLevelCode: 'A1' }])).toBeUndefined();
  });
});
