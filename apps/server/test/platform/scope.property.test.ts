import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/platform/errors';
import type { Reach } from '../../src/platform/reach';
import { resolveScope } from '../../src/platform/scope';

const ids = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${100 + i}`);
const UNIVERSE = { authorities: ids('A', 30), parents: ids('P', 8), groups: ids('G', 5) };

/** A random hierarchy: which parents hold which authorities, which groups hold what, and the user's grants. */
const arbReach = fc
  .record({
    parentOf: fc.array(fc.option(fc.constantFrom(...UNIVERSE.parents), { nil: undefined }), {
      minLength: 30,
      maxLength: 30,
    }),
    groupParents: fc.array(fc.subarray(UNIVERSE.parents), { minLength: 5, maxLength: 5 }),
    groupAuthorities: fc.array(fc.subarray(UNIVERSE.authorities, { maxLength: 4 }), {
      minLength: 5,
      maxLength: 5,
    }),
    grantedAuthorities: fc.subarray(UNIVERSE.authorities, { maxLength: 6 }),
    grantedParents: fc.subarray(UNIVERSE.parents, { maxLength: 3 }),
    grantedGroups: fc.subarray(UNIVERSE.groups, { maxLength: 2 }),
  })
  .map(
    ({
      parentOf,
      groupParents,
      groupAuthorities,
      grantedAuthorities,
      grantedParents,
      grantedGroups,
    }): Reach => {
      const authoritiesOf = (parent: string) => UNIVERSE.authorities.filter((_, i) => parentOf[i] === parent);
      const reach: Reach = { authorities: new Map(), parents: new Map(), groups: new Map() };
      for (const g of grantedGroups) {
        const gi = UNIVERSE.groups.indexOf(g);
        const parentIds = groupParents[gi] ?? [];
        const authorityIds = [
          ...new Set([...(groupAuthorities[gi] ?? []), ...parentIds.flatMap(authoritiesOf)]),
        ];
        reach.groups.set(g, { roleId: 1, parentIds, authorityIds });
        for (const p of parentIds) reach.parents.set(p, { roleId: 1, authorityIds: authoritiesOf(p) });
        for (const a of authorityIds) reach.authorities.set(a, { roleId: 1 });
      }
      for (const p of grantedParents) {
        reach.parents.set(p, { roleId: 2, authorityIds: authoritiesOf(p) });
        for (const a of authoritiesOf(p)) reach.authorities.set(a, { roleId: 2 });
      }
      for (const a of grantedAuthorities) reach.authorities.set(a, { roleId: 3 });
      return reach;
    },
  );

const anyId = fc.constantFrom(
  ...UNIVERSE.authorities,
  ...UNIVERSE.parents,
  ...UNIVERSE.groups,
  'ALL',
  'X999',
  "A100' or 1=1",
);
const arbQuery = fc.record(
  {
    accessLevel: fc.constantFrom('A' as const, 'P' as const, 'G' as const),
    accessLevelCode: anyId,
    authorityIds: fc.array(fc.constantFrom(...UNIVERSE.authorities, 'Z1234'), { maxLength: 4 }),
    parentIds: fc.array(fc.constantFrom(...UNIVERSE.parents, 'P999'), { maxLength: 3 }),
    groupIds: fc.array(fc.constantFrom(...UNIVERSE.groups, 'ALL', 'G999'), { maxLength: 2 }),
  },
  { requiredKeys: [] },
);

describe('scope guard (DESIGN §3, issue 5): no request yields an authority outside the reach', () => {
  it('holds for 10,000 generated users, hierarchies and requests', () => {
    fc.assert(
      fc.property(arbReach, arbQuery, (reach, query) => {
        let result: readonly string[];
        try {
          result = resolveScope(reach, query).ids;
        } catch (error) {
          expect(error).toBeInstanceOf(AppError);
          expect([400, 403]).toContain((error as AppError).statusCode);
          return;
        }
        for (const id of result) expect(reach.authorities.has(id)).toBe(true);
        // Every named id must be inside the reach, or the request would have been refused.
        for (const id of query.authorityIds ?? []) expect(reach.authorities.has(id)).toBe(true);
        for (const id of query.parentIds ?? []) expect(reach.parents.has(id)).toBe(true);
        for (const id of query.groupIds ?? []) expect(id === 'ALL' || reach.groups.has(id)).toBe(true);
        if (
          query.accessLevel === 'A' &&
          query.accessLevelCode &&
          !(query.authorityIds?.length || query.parentIds?.length || query.groupIds?.length)
        ) {
          expect(result).toEqual([query.accessLevelCode]);
        }
      }),
      { numRuns: 10_000 },
    );
  });

  it('a spoofed accessLevelCode never widens the scope', () => {
    fc.assert(
      fc.property(arbReach, fc.constantFrom('A', 'P', 'G'), anyId, (reach, level, code) => {
        const inReach =
          (level === 'A' && reach.authorities.has(code)) ||
          (level === 'P' && reach.parents.has(code)) ||
          (level === 'G' && (code === 'ALL' || reach.groups.has(code)));
        const attempt = () => resolveScope(reach, { accessLevel: level as 'A', accessLevelCode: code });
        if (!inReach) expect(attempt).toThrow(AppError);
        else expect(attempt().ids.every((id) => reach.authorities.has(id))).toBe(true);
      }),
      { numRuns: 2_000 },
    );
  });
});
