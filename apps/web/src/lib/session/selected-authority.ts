import type { THierarchyResponse, TLoggedInUser } from '@portal/contract';

/**
 * The authority the price lists are for (spec 001 §2: "the selected authority id"): the selected
 * authority, or for a parent or group selection the first authority it holds.
 */
export function selectedAuthorityId(
  hierarchy: THierarchyResponse | undefined,
  selection: Pick<TLoggedInUser, 'accessLevel' | 'accessLevelCode'> | undefined,
): string | undefined {
  if (!selection) return undefined;
  if (selection.accessLevel === 'A') return selection.accessLevelCode;
  const holder =
    selection.accessLevel === 'P'
      ? hierarchy?.parents.find((p) => p.accessLevelCode === selection.accessLevelCode)
      : hierarchy?.groups.find((g) => g.accessLevelCode === selection.accessLevelCode);
  return [...(holder?.authorityIds ?? [])].sort()[0];
}
