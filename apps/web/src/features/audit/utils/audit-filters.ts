import {
  AUDIT_CHIP_MAX_LENGTH,
  AUDIT_DEFAULT_RANGE_MONTHS,
  AUDIT_LOGIN_TYPE,
  auditLogTypesFor,
  OVERVIEW_GROUP_ID,
  type TAuditFilter,
  type TAuditFilterMode,
  type TAuditLogType,
  type THierarchyResponse,
  type TLoggedInUser,
} from '@portal/contract';

export type AuditOutcome = 'all' | 'success' | 'failed';

/** What the filter modal chooses (spec 000 §3 filters, §4 Audit filter modal). */
export type AuditFilterState = {
  mode: TAuditFilterMode;
  /** 'A' + authority id or 'P' + parent id. */
  hierarchy: string[];
  /** 4-letter codes; none means every offered type. */
  types: string[];
  outcome: AuditOutcome;
  actors: string[];
  from: Date;
  to: Date;
};

export type HierarchyItem = { value: string; label: string };

/** Spec 000 §4, §9: My logs of the last 3 months. */
export function initialFilterState(now: Date): AuditFilterState {
  const from = new Date(now);
  from.setMonth(from.getMonth() - AUDIT_DEFAULT_RANGE_MONTHS);
  from.setHours(0, 0, 0, 0);
  const to = new Date(now);
  to.setHours(23, 59, 59, 999);
  return { mode: 'MY_LOGS', hierarchy: [], types: [], outcome: 'all', actors: [], from, to };
}

/** The log types offered: those whose permission key the user holds; not the login type in My logs. */
export const offeredLogTypes = (permissions: Iterable<string>, mode: TAuditFilterMode): TAuditLogType[] =>
  auditLogTypesFor([...permissions]).filter((t) => mode === 'ALL_LOGS' || t.code !== AUDIT_LOGIN_TYPE);

/**
 * Every parent and authority of the user's hierarchy, as hierarchy filter items: the filter speaks of
 * the user's parents and authorities (spec 000 §4), not of the entry selected elsewhere in the portal
 * (the switcher is hidden on /audit).
 */
export function hierarchyItems(hierarchy: THierarchyResponse | undefined): HierarchyItem[] {
  if (!hierarchy) return [];
  const parents = hierarchy.parents.map((p) => ({
    value: `P${p.parentId}`,
    label: `${p.parentName} (${p.parentId})`,
  }));
  const authorities = hierarchy.authorities.map((a) => ({
    value: `A${a.authorityId}`,
    label: `${a.customerName} (${a.authorityId})`,
  }));
  return [...parents, ...authorities];
}

/**
 * The scope of the logs call. Chosen items narrow the scope on the server, so with a choice the
 * call covers the user's whole reach (the overview group ALL) and the items alone decide; without
 * one it stays the selected entry.
 */
export const logsScope = (state: AuditFilterState, selection: TLoggedInUser): TLoggedInUser =>
  state.hierarchy.length ? { accessLevel: 'G', accessLevelCode: OVERVIEW_GROUP_ID } : selection;

/** Clicking an item toggles it: a chosen item is cleared by choosing it again (spec 000 §4). */
export const toggleItem = (chosen: readonly string[], value: string): string[] =>
  chosen.includes(value) ? chosen.filter((v) => v !== value) : [...chosen, value];

/** Exactly one parent or authority: it is added automatically (spec 000 §4). */
export const withSingleItem = (state: AuditFilterState, items: readonly HierarchyItem[]): AuditFilterState =>
  items.length === 1 && state.hierarchy.length === 0
    ? { ...state, hierarchy: [(items[0] as HierarchyItem).value] }
    : state;

/** Apply is disabled in All logs mode when there is more than one item and none is chosen. */
export const canApply = (state: AuditFilterState, items: readonly HierarchyItem[]): boolean =>
  state.from.getTime() <= state.to.getTime() &&
  !(state.mode === 'ALL_LOGS' && items.length > 1 && state.hierarchy.length === 0);

/** The filters of the logs call: pairs filterBy / filterCriteria (spec 000 §3). */
export function buildFilters(state: AuditFilterState, offered: readonly TAuditLogType[]): TAuditFilter[] {
  const filters: TAuditFilter[] = [
    { filterBy: 'filtermode', filterCriteria: [state.mode] },
    { filterBy: 'date', filterCriteria: [state.from.toISOString(), state.to.toISOString()] },
  ];
  if (state.hierarchy.length) filters.push({ filterBy: 'hierarchy', filterCriteria: state.hierarchy });
  if (state.actors.length) filters.push({ filterBy: 'actors', filterCriteria: state.actors });
  const codes = state.types.filter((c) => offered.some((t) => t.code === c));
  if (codes.length || state.outcome !== 'all') {
    const suffixes = state.outcome === 'success' ? ['1'] : state.outcome === 'failed' ? ['0'] : ['1', '0'];
    const chosen = codes.length ? codes : offered.map((t) => t.code);
    filters.push({
      filterBy: 'useractiontypes',
      filterCriteria: chosen.flatMap((c) => suffixes.map((s) => `${c}_${s}`)),
    });
  }
  return filters;
}

/** Chips show log-type labels cut to 30 characters (spec 000 §9). */
export const chipLabel = (label: string): string =>
  label.length > AUDIT_CHIP_MAX_LENGTH ? `${label.slice(0, AUDIT_CHIP_MAX_LENGTH)}…` : label;
