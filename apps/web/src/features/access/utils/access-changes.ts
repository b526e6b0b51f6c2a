/** The role chosen per authority id; absent or null means no access. */
export type AccessSelection = Record<string, number | null | undefined>;

export type AccessChanges = {
  authoritiesAdded: { authorityId: string; roleId: number }[];
  authoritiesEdited: { authorityId: string; roleId: number }[];
  authoritiesRemoved: { authorityId: string }[];
};

/**
 * Spec 000 §4 edit access: an entry switched on is added, one switched off is deleted, one whose role
 * changed is updated. An entry switched on without a role yet is not a change (the form asks for one).
 */
export function classifyAccessChanges(initial: AccessSelection, current: AccessSelection): AccessChanges {
  const changes: AccessChanges = { authoritiesAdded: [], authoritiesEdited: [], authoritiesRemoved: [] };
  const ids = [...new Set([...Object.keys(initial), ...Object.keys(current)])].sort();
  for (const authorityId of ids) {
    const before = initial[authorityId] ?? null;
    const after = current[authorityId] ?? null;
    if (before === after) continue;
    if (before === null && after !== null) changes.authoritiesAdded.push({ authorityId, roleId: after });
    else if (before !== null && after === null) changes.authoritiesRemoved.push({ authorityId });
    else if (after !== null) changes.authoritiesEdited.push({ authorityId, roleId: after });
  }
  return changes;
}

export const hasAccessChanges = (changes: AccessChanges) =>
  changes.authoritiesAdded.length + changes.authoritiesEdited.length + changes.authoritiesRemoved.length > 0;
