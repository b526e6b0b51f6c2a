import {
  chooseSelection,
  isSameSelection,
  OVERVIEW_GROUP_ID,
  type TAccessLevel,
  type THierarchyResponse,
  type TLoggedInUser,
} from '@portal/contract';

// The stored-selection check is the contract's rule (the server answers the same one).
export { chooseSelection, isSameSelection };

/** One choosable line of the selector: a group, a parent or an authority (spec 000 §2 Shell). */
export type HierarchyEntry = {
  accessLevel: TAccessLevel;
  accessLevelCode: string;
  /** Group name, parent name or (for an authority) the customer name. */
  name: string;
  /** Authority name and second name, shown under the customer name. */
  detail: string | null;
  /** Number of authorities the entry covers. */
  authorities: number;
  /** Group ALL: shown with the overview label. */
  isOverview: boolean;
  /** Upper-cased names the search compares with. */
  searchText: string;
};

const upper = (...parts: (string | null | undefined)[]) =>
  parts
    .filter((part): part is string => Boolean(part))
    .join(' ')
    .toUpperCase();

/** Groups first, then parents, then authorities: from the widest entry to the narrowest. */
export function hierarchyEntries(hierarchy: THierarchyResponse): HierarchyEntry[] {
  const groups = hierarchy.groups.map(
    (group): HierarchyEntry => ({
      accessLevel: 'G',
      accessLevelCode: group.accessLevelCode,
      name: group.groupName,
      detail: null,
      authorities: group.authorities,
      isOverview: group.groupId === OVERVIEW_GROUP_ID,
      searchText: upper(group.groupName),
    }),
  );
  const parents = hierarchy.parents.map(
    (parent): HierarchyEntry => ({
      accessLevel: 'P',
      accessLevelCode: parent.accessLevelCode,
      name: parent.parentName,
      detail: null,
      authorities: parent.authorities,
      isOverview: false,
      searchText: upper(parent.parentName),
    }),
  );
  const authorities = hierarchy.authorities.map(
    (authority): HierarchyEntry => ({
      accessLevel: 'A',
      accessLevelCode: authority.authorityId,
      name: authority.customerName,
      detail: [authority.authorityName, authority.secondAuthorityName].filter(Boolean).join(' · ') || null,
      authorities: 1,
      isOverview: false,
      searchText: upper(authority.customerName, authority.authorityName, authority.secondAuthorityName),
    }),
  );
  return [...groups, ...parents, ...authorities];
}

export const findEntry = (entries: readonly HierarchyEntry[], selection: TLoggedInUser | null | undefined) =>
  entries.find((entry) => isSameSelection(entry, selection));

export type HierarchyWords = { group: string; parent: string; overview: string };

/**
 * Spec 000 §2 Shell top bar: a group shows its name and the group word (the overview label for
 * ALL), a parent its name, the parent word and its code, an authority the customer name and its code.
 * The code comes first (issue 50): a narrow top bar cuts the label's end, and many accounts share a
 * customer name (24 of claire's are "Northwind Logistics GmbH"), so the code is what tells them apart.
 */
export function selectionLabel(entry: HierarchyEntry, words: HierarchyWords): string {
  if (entry.accessLevel === 'G') return entry.isOverview ? words.overview : `${entry.name} ${words.group}`;
  if (entry.accessLevel === 'P') return `${entry.accessLevelCode} · ${entry.name} ${words.parent}`;
  return `${entry.accessLevelCode} · ${entry.name}`;
}
