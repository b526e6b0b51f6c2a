import { describe, expect, it } from 'vitest';
import { largeHierarchy, oneAuthorityHierarchy } from '../../../../test/shell-fixtures';
import { hierarchyEntries } from '../../../lib/session/hierarchy-entries';
import {
  hasSearchBox,
  isSearchLongEnough,
  matchEntries,
  normaliseSearch,
  SELECTOR_RULES,
  selectorView,
} from './hierarchy-search';

const entries = hierarchyEntries(largeHierarchy);
const withParentsAndAuthorities = (parents: number, authorities: number) => ({
  parents: largeHierarchy.parents.slice(0, 1).flatMap((parent) => Array(parents).fill(parent)),
  authorities: Array(authorities).fill(largeHierarchy.authorities[0]),
});

describe('hierarchy selector search (spec 000 §2 Shell, §9)', () => {
  it('keeps the spec constants: box above 20, list up to 20, more than 2 characters, 150 ms', () => {
    expect(SELECTOR_RULES).toEqual({
      searchBoxAbove: 20,
      listLimit: 20,
      searchAfterChars: 2,
      debounceMs: 150,
    });
  });

  it('shows the search box only when parents plus authorities exceed 20', () => {
    expect(hasSearchBox(withParentsAndAuthorities(0, 20))).toBe(false);
    expect(hasSearchBox(withParentsAndAuthorities(5, 15))).toBe(false);
    expect(hasSearchBox(withParentsAndAuthorities(5, 16))).toBe(true);
    expect(hasSearchBox(withParentsAndAuthorities(0, 21))).toBe(true);
    expect(hasSearchBox(largeHierarchy)).toBe(true);
    expect(hasSearchBox(oneAuthorityHierarchy)).toBe(false);
  });

  it('starts searching after more than 2 characters, ignoring outer spaces', () => {
    expect(isSearchLongEnough('no')).toBe(false);
    expect(isSearchLongEnough('  no ')).toBe(false);
    expect(isSearchLongEnough('nor')).toBe(true);
  });

  it('upper-cases the search text', () => {
    expect(normaliseSearch(' baltic ')).toBe('BALTIC');
    expect(matchEntries(entries, 'baltic').map((entry) => entry.name)).toEqual(
      matchEntries(entries, 'BALTIC').map((entry) => entry.name),
    );
  });

  it('matches one letter followed by digits by authority-id prefix, authorities only', () => {
    expect(matchEntries(entries, 'a1000').map((entry) => entry.accessLevelCode)).toEqual([
      'A10001',
      'A10002',
      'A10003',
      'A10004',
      'A10005',
      'A10006',
      'A10007',
      'A10008',
      'A10009',
    ]);
    expect(matchEntries(entries, 'B2000').every((entry) => entry.accessLevel === 'A')).toBe(true);
    expect(matchEntries(entries, 'A3')).toHaveLength(4);
    // a prefix, not a substring: A0001 is inside A10001 but no id starts with it
    expect(matchEntries(entries, 'A0001')).toEqual([]);
  });

  it('matches anything else by name text, across groups, parents and authorities', () => {
    const found = matchEntries(entries, 'northwind');
    expect(found.map((entry) => entry.accessLevel)).toEqual(['G', 'P', ...Array(12).fill('A')]);
    expect(matchEntries(entries, 'haulage 3').map((entry) => entry.accessLevelCode)).toEqual(['A30003']);
    // digits alone are not an id pattern: they search names
    expect(matchEntries(entries, '10001')).toEqual([]);
  });

  it('lists up to 20 items in full and asks for a search above that', () => {
    const twenty = entries.slice(0, 20);
    expect(selectorView(twenty, { withSearchBox: true, searchText: '' })).toEqual({
      kind: 'list',
      entries: twenty,
    });
    expect(selectorView(entries, { withSearchBox: true, searchText: '' })).toEqual({
      kind: 'ask-to-search',
      total: entries.length,
    });
    expect(selectorView(entries, { withSearchBox: true, searchText: 'no' })).toMatchObject({
      kind: 'ask-to-search',
    });
  });

  it('without a search box the list is always shown in full', () => {
    expect(selectorView(entries, { withSearchBox: false, searchText: 'baltic' })).toMatchObject({
      kind: 'list',
      entries,
    });
  });

  it('shows the matches of a search, at most 20, with the total', () => {
    const view = selectorView(entries, { withSearchBox: true, searchText: 'baltic' });
    expect(view).toMatchObject({ kind: 'results', total: 9 });
    const many = selectorView(entries, { withSearchBox: true, searchText: 'account' });
    expect(many).toMatchObject({ kind: 'results', total: 24 });
    expect(many.kind === 'results' && many.entries).toHaveLength(20);
  });

  it('gives the no-results view with the search text as typed', () => {
    expect(selectorView(entries, { withSearchBox: true, searchText: ' Zebra ' })).toEqual({
      kind: 'no-results',
      term: 'Zebra',
    });
  });
});
