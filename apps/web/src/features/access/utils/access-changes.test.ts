import { describe, expect, it } from 'vitest';
import { classifyAccessChanges, hasAccessChanges } from './access-changes';

describe('edit access classification (spec 000 §4)', () => {
  it('classes a newly enabled entry as added, a removed one as deleted, a new role as updated', () => {
    const changes = classifyAccessChanges(
      { A100: 1501, A200: 1502, A300: 1504 },
      { A100: 1501, A200: 1504, A300: null, A400: 1503 },
    );
    expect(changes).toEqual({
      authoritiesAdded: [{ authorityId: 'A400', roleId: 1503 }],
      authoritiesEdited: [{ authorityId: 'A200', roleId: 1504 }],
      authoritiesRemoved: [{ authorityId: 'A300' }],
    });
    expect(hasAccessChanges(changes)).toBe(true);
  });

  it('finds no change when every entry is as loaded (Save stays disabled)', () => {
    const changes = classifyAccessChanges({ A100: 1501, A200: null }, { A100: 1501, A200: undefined });
    expect(hasAccessChanges(changes)).toBe(false);
  });
});
