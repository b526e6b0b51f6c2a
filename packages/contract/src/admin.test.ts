import { describe, expect, it } from 'vitest';
import {
  ADMIN_SCENARIOS,
  impersonationLinkPath,
  isAuthorityIdTerm,
  selectScenario,
  type TAdminScenario,
  ZAdminUsersQuery,
} from './admin';

describe('admin scenario selection (spec 000 §4)', () => {
  const cases: [string, Parameters<typeof selectScenario>[0], TAdminScenario][] = [
    ['Active', { term: 'oliver', user: { status: 'Active', userUniqueId: 'u-1' } }, 'user-is-active'],
    [
      'Active without a unique id is still active',
      { term: 'oliver', user: { status: 'Active', userUniqueId: null } },
      'user-is-active',
    ],
    [
      'Invited with a unique id',
      { term: 'iris', user: { status: 'Invited', userUniqueId: 'u-2' } },
      'user-is-invited-w-uniqueId',
    ],
    [
      'Link Expired with a unique id',
      { term: 'eli', user: { status: 'Link Expired', userUniqueId: 'u-3' } },
      'user-is-invited-w-uniqueId',
    ],
    [
      'Invited without a unique id',
      { term: 'iris', user: { status: 'Invited', userUniqueId: null } },
      'user-is-invited-no-uniqueId',
    ],
    [
      'Invited with a blank unique id',
      { term: 'iris', user: { status: 'Invited', userUniqueId: '  ' } },
      'user-is-invited-no-uniqueId',
    ],
    [
      'Link Expired without a unique id',
      { term: 'eli', user: { status: 'Link Expired', userUniqueId: null } },
      'user-is-expired-no-uniqueId',
    ],
    [
      'Inactive is anything else',
      { term: 'ina', user: { status: 'Inactive', userUniqueId: 'u-4' } },
      'user-unknown-issue',
    ],
    [
      'an unknown status is anything else',
      { term: 'x', user: { status: 'Locked', userUniqueId: null } },
      'user-unknown-issue',
    ],
    ['no result for an email term', { term: 'nobody@nowhere.example', user: null }, 'email-not-found'],
    ['no result for a name term', { term: 'Nobody' }, 'email-not-found'],
    ['no result for an authority id', { term: 'D1234567', user: null }, 'authorityid-not-found'],
    ['no result for digits only', { term: '1234', user: null }, 'authorityid-not-found'],
    ['eight digits are not an authority id', { term: '12345678', user: null }, 'email-not-found'],
  ];
  for (const [name, input, expected] of cases) {
    it(`${name} gives ${expected}`, () => expect(selectScenario(input)).toBe(expected));
  }

  it('reaches every one of the seven conditions', () => {
    const reached = new Set(cases.map(([, input]) => selectScenario(input)));
    expect([...reached].sort()).toEqual([...ADMIN_SCENARIOS].sort());
  });
});

describe('admin search rules (spec 000 §5, §9)', () => {
  it('reads an optional letter plus 3 to 7 digits as an authority id', () => {
    expect(isAuthorityIdTerm('D123')).toBe(true);
    expect(isAuthorityIdTerm('d1234567')).toBe(true);
    expect(isAuthorityIdTerm('1234')).toBe(true);
    expect(isAuthorityIdTerm('D12')).toBe(false);
    expect(isAuthorityIdTerm('DE123')).toBe(false);
    expect(isAuthorityIdTerm('oliver')).toBe(false);
  });

  it('needs at least 4 characters after trimming', () => {
    expect(ZAdminUsersQuery.safeParse({ search: ' abc ' }).success).toBe(false);
    const parsed = ZAdminUsersQuery.parse({ search: ' abcd ' });
    expect(parsed).toMatchObject({ search: 'abcd', page: 1, pageSize: 15 });
  });

  it('builds the impersonation link of a user', () => {
    expect(impersonationLinkPath('a b/c')).toBe('/admin?impersonate=a%20b%2Fc');
  });
});
