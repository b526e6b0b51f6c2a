import type { THierarchyResponse } from '@portal/contract';
import type { HierarchyEntry } from '../../../lib/session/hierarchy-entries';

/** Spec 000 §2 Shell selector and §9 search constants. */
export const SELECTOR_RULES = {
  /** A search box appears when parents plus authorities exceed this. */
  searchBoxAbove: 20,
  /** Up to this many items the list shows in full; above it the user is asked to search. */
  listLimit: 20,
  /** Search starts when more than this many characters are typed. */
  searchAfterChars: 2,
  debounceMs: 150,
} as const;

/** One letter followed by digits: the start of an authority id (spec 000 §2). */
const AUTHORITY_ID_PREFIX = /^[A-Z]\d+$/;

export const hasSearchBox = (hierarchy: Pick<THierarchyResponse, 'parents' | 'authorities'>): boolean =>
  hierarchy.parents.length + hierarchy.authorities.length > SELECTOR_RULES.searchBoxAbove;

/** The search compares upper-cased text. */
export const normaliseSearch = (text: string): string => text.trim().toUpperCase();

export const isSearchLongEnough = (term: string): boolean =>
  normaliseSearch(term).length > SELECTOR_RULES.searchAfterChars;

/** Letter plus digits: authorities whose id starts with it; anything else: names containing it. */
export function matchEntries(entries: readonly HierarchyEntry[], text: string): HierarchyEntry[] {
  const term = normaliseSearch(text);
  if (AUTHORITY_ID_PREFIX.test(term))
    return entries.filter(
      (entry) => entry.accessLevel === 'A' && entry.accessLevelCode.toUpperCase().startsWith(term),
    );
  return entries.filter((entry) => entry.searchText.includes(term));
}

/** What the selector's list area shows. */
export type SelectorView =
  | { kind: 'list'; entries: HierarchyEntry[] }
  | { kind: 'ask-to-search'; total: number }
  | { kind: 'results'; entries: HierarchyEntry[]; total: number }
  | { kind: 'no-results'; term: string };

/**
 * Spec 000 §2: without a (long enough) search the list shows in full up to 20 items and asks for a
 * search above that; a search shows its matches (the first 20 when there are more) or the
 * no-results text with what was typed. Without a search box the list is always shown in full.
 */
export function selectorView(
  entries: readonly HierarchyEntry[],
  { withSearchBox, searchText }: { withSearchBox: boolean; searchText: string },
): SelectorView {
  if (withSearchBox && isSearchLongEnough(searchText)) {
    const matches = matchEntries(entries, searchText);
    if (matches.length === 0) return { kind: 'no-results', term: searchText.trim() };
    return { kind: 'results', entries: matches.slice(0, SELECTOR_RULES.listLimit), total: matches.length };
  }
  if (!withSearchBox || entries.length <= SELECTOR_RULES.listLimit)
    return { kind: 'list', entries: [...entries] };
  return { kind: 'ask-to-search', total: entries.length };
}
