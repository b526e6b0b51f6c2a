/**
 * PATCH semantics of the Locations module: fields present replace the stored ones, fields left out stay;
 * lists of EVSEs and connectors are merged by uid and id (an entry not stored yet is added whole).
 * The merged object is validated again as a full object before it is stored.
 */

type Entry = Record<string, unknown>;

function mergeBy(
  stored: readonly Entry[],
  patches: readonly Entry[],
  id: string,
  merge: (a: Entry, b: Entry) => Entry,
) {
  const result = [...stored];
  for (const patch of patches) {
    const index = result.findIndex((e) => e[id] === patch[id]);
    if (index < 0) result.push(patch);
    else result[index] = merge(result[index] as Entry, patch);
  }
  return result;
}

const shallow = (a: Entry, b: Entry): Entry => ({ ...a, ...b });

export function mergeEvse(stored: Entry, patch: Entry): Entry {
  const { connectors, ...fields } = patch;
  return {
    ...stored,
    ...fields,
    connectors: Array.isArray(connectors)
      ? mergeBy((stored.connectors as Entry[]) ?? [], connectors as Entry[], 'id', shallow)
      : stored.connectors,
  };
}

/**
 * A Location PATCH: the stored Location's own fields with the patch's; `evses` of the result are only
 * the EVSEs the patch names (merged with their stored versions), since the others do not change.
 */
export function mergeLocation(stored: Entry, storedEvses: readonly Entry[], patch: Entry): Entry {
  const { evses, ...fields } = patch;
  const patched = Array.isArray(evses) ? (evses as Entry[]) : [];
  return {
    ...stored,
    ...fields,
    evses: patched.map((p) => {
      const before = storedEvses.find((e) => e.uid === p.uid);
      return before ? mergeEvse(before, p) : p;
    }),
  };
}
