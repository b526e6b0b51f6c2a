import type { TLoggedInUser } from '@portal/contract';

/** A call's scope parameters (spec 001 §5): exactly one of authority, parent or group ids. */
export type ScopeQuery = { authorityIds?: string; parentIds?: string; groupIds?: string };

type Selection = Pick<TLoggedInUser, 'accessLevel' | 'accessLevelCode'> | null | undefined;

/** The selected hierarchy entry as the scope parameters every list call of every feature sends. */
export function scopeQuery(selection: Selection): ScopeQuery {
  if (!selection) return {};
  if (selection.accessLevel === 'A') return { authorityIds: selection.accessLevelCode };
  if (selection.accessLevel === 'P') return { parentIds: selection.accessLevelCode };
  return { groupIds: selection.accessLevelCode };
}

/** Spec 001 §5: without a scope no list request is made. */
export const hasScope = (scope: { [K in keyof ScopeQuery]?: unknown }) =>
  Boolean(scope.authorityIds || scope.parentIds || scope.groupIds);

/** The level parameters of the spec 002 calls (cards, PIN, profiles, limits): the entry as it is. */
export type LevelQuery = Partial<Pick<TLoggedInUser, 'accessLevel' | 'accessLevelCode'>>;

/** The selected hierarchy entry as `accessLevel` and `accessLevelCode` (spec 002 §7 calls). */
export function levelQuery(
  selection: Pick<TLoggedInUser, 'accessLevel' | 'accessLevelCode'>,
): Required<LevelQuery>;
export function levelQuery(selection: Selection): LevelQuery;
export function levelQuery(selection: Selection): LevelQuery {
  if (!selection) return {};
  return { accessLevel: selection.accessLevel, accessLevelCode: selection.accessLevelCode };
}
