import type { TEditUserBody, TRolesResponse } from '@portal/contract';

/** Spec 000 §2 route table; `?groupId=` preselects a group (the group list links so). */
export const ADD_TO_GROUP_PATH = '/access/users/add-to-group';

export type GroupGrant = { groupId: string; roleId: number };
export type ChosenUser = { uId: number; name: string };
/** One user's outcome: added, or the error the edit call answered. */
export type AddOutcome = ChosenUser & { error?: unknown };

/** The roles a group can carry: those offered on the group's authorities (spec 000 §6 offer types). */
export function groupRoleIds(roles: TRolesResponse): number[] {
  const offered = new Set(roles.authorities.flatMap((a) => a.roleIds));
  return roles.roleNames.filter((r) => offered.has(r.roleId)).map((r) => r.roleId);
}

/** The edit-user body that grants one group (spec 000 §7 POST /api/users/users/{userId}, groupAdded). */
export const groupAddedBody = (user: ChosenUser, grant: GroupGrant): TEditUserBody => ({
  uId: user.uId,
  groupAdded: [grant],
});

/**
 * Adds the group to each user with the existing edit call, one after the other (each is its own
 * audited write; a refusal of one does not stop the others), reporting progress after each.
 */
export async function addUsersToGroup(
  users: readonly ChosenUser[],
  grant: GroupGrant,
  edit: (userId: string, body: TEditUserBody) => Promise<unknown>,
  onProgress?: (done: number) => void,
): Promise<AddOutcome[]> {
  const outcomes: AddOutcome[] = [];
  for (const user of users) {
    try {
      await edit(String(user.uId), groupAddedBody(user, grant));
      outcomes.push(user);
    } catch (error) {
      outcomes.push({ ...user, error });
    }
    onProgress?.(outcomes.length);
  }
  return outcomes;
}
