import { useSessionScope } from '../../../lib/session/use-session-scope';

/**
 * Spec 002 §4.9, §6: the profile screens exist only while the user is not migrated (status 0 or lower)
 * and the acknowledgement flag is not N; Create profile is disabled while it is Y. Profile calls use
 * access level A: creating needs one selected authority.
 */
export function useRestrictionAccess() {
  const { selection, masthead, migrationStatus } = useSessionScope();
  const isAck = masthead?.isAck ?? null;
  return {
    selection,
    isAvailable: migrationStatus <= 0 && isAck !== 'N',
    authorityId: selection?.accessLevel === 'A' ? selection.accessLevelCode : undefined,
    createBlockedByAck: isAck === 'Y',
  };
}
