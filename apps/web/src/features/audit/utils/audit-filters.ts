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

/** The parents and authorities inside the selected entry, as hierarchy filter items. */
export function hierarchyItems(
  hierarchy: THierarchyResponse | undefined,
  selection: TLoggedInUser | undefined,
): HierarchyItem[] {
  if (!hierarchy || !selection) return [];
  const all = hierarchy.authorities.map((a) => a.authorityId);
  const code = selection.accessLevelCode;
  const inScope = new Set(
    selection.accessLevel === 'A'
      ? [code]
      : selection.accessLevel === 'P'
        ? (hierarchy.parents.find((p) => p.parentId === code)?.authorityIds ?? [])
        : code === OVERVIEW_GROUP_ID
          ? all
          : (hierarchy.groups.find((g) => g.groupId === code)?.authorityIds ?? []),
  );
  const parents = hierarchy.parents
    .filter((p) => p.authorityIds.length > 0 && p.authorityIds.every((a) => inScope.has(a)))
    .map((p) => ({ value: `P${p.parentId}`, label: `${p.parentName} (${p.parentId})` }));
  const authorities = hierarchy.authorities
    .filter((a) => inScope.has(a.authorityId))
    .map((a) => ({ value: `A${a.authorityId}`, label: `${a.customerName} (${a.authorityId})` }));
  return [...parents, ...authorities];
}

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
