import { describe, expect, it } from 'vitest';
import { selectedAuthorityId } from '../../../lib/session/selected-authority';
import { greetingKey } from './greeting';
import { pieColour } from './pie-colours';

describe('dashboard rules (spec 001 §2, §9)', () => {
  it('greets by time of day: morning before 12, afternoon before 18, then evening (§2)', () => {
    const at = (hour: number) => new Date(2026, 10, 22, hour, 30);
    expect(greetingKey(at(0))).toBe('greeting_morning');
    expect(greetingKey(at(11))).toBe('greeting_morning');
    expect(greetingKey(at(12))).toBe('greeting_afternoon');
    expect(greetingKey(at(17))).toBe('greeting_afternoon');
    expect(greetingKey(at(18))).toBe('greeting_evening');
    expect(greetingKey(at(23))).toBe('greeting_evening');
  });

  it('colours the pie with three colours, then greens (§2), every slice its own colour (issue 15)', () => {
    const colours = Array.from({ length: 14 }, (_, i) => pieColour(i));
    expect(new Set(colours).size).toBe(colours.length);
    expect(colours.slice(0, 3).some((c) => c.startsWith('green'))).toBe(false);
    expect(colours.slice(3, 11).every((c) => c.startsWith('green'))).toBe(true);
  });

  it('takes the selected authority, or the first authority of a selected parent or group (§2)', () => {
    const hierarchy = {
      authorities: [],
      parents: [
        {
          parentId: 'P1',
          parentName: 'P',
          accessLevelCode: 'P1',
          authorityIds: ['N200', 'N100'],
          authorities: 2,
        },
      ],
      groups: [
        {
          groupId: 'G1',
          groupName: 'G',
          accessLevelCode: 'G1',
          parents: [],
          authorityIds: ['U300'],
          authorities: 1,
        },
      ],
    } as never;
    expect(selectedAuthorityId(hierarchy, { accessLevel: 'A', accessLevelCode: 'D123' })).toBe('D123');
    expect(selectedAuthorityId(hierarchy, { accessLevel: 'P', accessLevelCode: 'P1' })).toBe('N100');
    expect(selectedAuthorityId(hierarchy, { accessLevel: 'G', accessLevelCode: 'G1' })).toBe('U300');
    expect(selectedAuthorityId(hierarchy, undefined)).toBeUndefined();
  });
});
