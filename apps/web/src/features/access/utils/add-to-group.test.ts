import { describe, expect, it, vi } from 'vitest';
import { addUsersToGroup, groupRoleIds } from './add-to-group';

describe('add users to a group (000 §2 /access/users/add-to-group)', () => {
  it('posts groupAdded once per user, keeps going after a refusal and reports each outcome', async () => {
    const refusal = new Error('access_entry_exists');
    const edit = vi.fn(async (userId: string) => {
      if (userId === '2') throw refusal;
    });
    const progress: number[] = [];
    const outcomes = await addUsersToGroup(
      [
        { uId: 1, name: 'Ann' },
        { uId: 2, name: 'Bob' },
        { uId: 3, name: 'Cem' },
      ],
      { groupId: 'GRP1', roleId: 1504 },
      edit,
      (done) => progress.push(done),
    );
    expect(edit.mock.calls).toEqual([
      ['1', { uId: 1, groupAdded: [{ groupId: 'GRP1', roleId: 1504 }] }],
      ['2', { uId: 2, groupAdded: [{ groupId: 'GRP1', roleId: 1504 }] }],
      ['3', { uId: 3, groupAdded: [{ groupId: 'GRP1', roleId: 1504 }] }],
    ]);
    expect(outcomes.map((o) => [o.name, o.error])).toEqual([
      ['Ann', undefined],
      ['Bob', refusal],
      ['Cem', undefined],
    ]);
    expect(progress).toEqual([1, 2, 3]);
  });

  it('offers the roles of the offer types found on the group (000 §6)', () => {
    const roleNames = [
      { roleId: 1501, roleName: 'Fleet administrator', offerType: 'FUEL' },
      { roleId: 1504, roleName: 'Read-only user', offerType: 'FUEL' },
      { roleId: 1520, roleName: 'EV depot manager', offerType: 'EV' },
    ];
    const authority = (roleIds: number[]) => ({
      authorityId: 'A1',
      authorityName: 'x',
      secondAuthorityName: null,
      customerName: 'c',
      cardOfferType: 'FUEL',
      roleIds,
    });
    expect(groupRoleIds({ authorities: [authority([1501, 1504])], roleNames })).toEqual([1501, 1504]);
    expect(groupRoleIds({ authorities: [], roleNames })).toEqual([]);
  });
});
