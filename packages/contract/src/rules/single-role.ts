// Spec 000 §6, §9: the single-role id of the environment and who counts as a single-role user.
import { environmentFromHost } from '../environment';
import { SINGLE_ROLE_IDS } from '../permissions';

/** 1570 in production, 1560 on local, dev and preprod hosts. */
export const singleRoleIdFor = (hostname: string): number =>
  environmentFromHost(hostname) === 'PROD' ? SINGLE_ROLE_IDS.production : SINGLE_ROLE_IDS.nonProduction;

/** Spec 000 §6: the user's only role (ignoring "no role" ids) is the environment's single-role id. */
export function isSingleRoleUser(roleIds: Iterable<number>, singleRoleId: number): boolean {
  const roles = new Set([...roleIds].filter((id) => id > 0));
  return roles.size === 1 && roles.has(singleRoleId);
}
