// Spec 000 §2 Shell, §3: which hierarchy entry a session works in. The server answers it with the
// logged-in user and the web checks its stored choice with the same rule.
import type { THierarchyResponse, TLoggedInUser } from '../hierarchy';

export type TSelection = Pick<TLoggedInUser, 'accessLevel' | 'accessLevelCode'>;

export const isSameSelection = (a: TSelection | null | undefined, b: TSelection | null | undefined) =>
  Boolean(a && b && a.accessLevel === b.accessLevel && a.accessLevelCode === b.accessLevelCode);

/** The choosable entries from the widest to the narrowest: groups, then parents, then authorities. */
export const selectableEntries = (
  hierarchy: Pick<THierarchyResponse, 'groups' | 'parents' | 'authorities'>,
): TSelection[] => [
  ...hierarchy.groups.map((g) => ({ accessLevel: 'G' as const, accessLevelCode: g.accessLevelCode })),
  ...hierarchy.parents.map((p) => ({ accessLevel: 'P' as const, accessLevelCode: p.accessLevelCode })),
  ...hierarchy.authorities.map((a) => ({ accessLevel: 'A' as const, accessLevelCode: a.authorityId })),
];

/**
 * The stored-selection check: the first candidate (stored choice, then the server's last one) that
 * is still among the entries, else the widest entry; undefined when the user has none.
 */
export function chooseSelection<T extends TSelection>(
  entries: readonly T[],
  candidates: readonly (TSelection | null | undefined)[],
): TSelection | undefined {
  const entry = candidates.map((c) => entries.find((e) => isSameSelection(e, c))).find(Boolean) ?? entries[0];
  return entry ? { accessLevel: entry.accessLevel, accessLevelCode: entry.accessLevelCode } : undefined;
}
