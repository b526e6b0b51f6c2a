import { describe, expect, it } from 'vitest';
import { isSingleRoleUser, singleRoleIdFor } from './single-role';

describe('the single-role id (spec 000 §6, §9)', () => {
  it('is 1570 in production and 1560 elsewhere', () => {
    expect(singleRoleIdFor('localhost')).toBe(1560);
    expect(singleRoleIdFor('portal.preprod.example.com')).toBe(1560);
    expect(singleRoleIdFor('portal.example.com')).toBe(1570);
  });
  it('a single-role user holds that role only', () => {
    expect(isSingleRoleUser([1560, 1560], 1560)).toBe(true);
    expect(isSingleRoleUser([1560, 0], 1560)).toBe(true);
    expect(isSingleRoleUser([1560, 12], 1560)).toBe(false);
    expect(isSingleRoleUser([1570], 1560)).toBe(false);
    expect(isSingleRoleUser([], 1560)).toBe(false);
  });
});
