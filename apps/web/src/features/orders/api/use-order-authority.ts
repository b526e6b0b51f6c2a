import { useSessionScope } from '../../../lib/session/use-session-scope';
import { orderPageState } from '../utils/order-state';
import { useAuthorityDetails } from './get-authority-details';

/**
 * The authority an order is for and the page state of §2.1: the selected authority, or the replaced
 * card's own authority in replacement mode (the cards screens may have a group or parent selected).
 */
export function useOrderAuthority(replacementAuthorityId?: string) {
  const { selection, migrationStatus, status } = useSessionScope();
  const selected = selection?.accessLevel === 'A' ? selection.accessLevelCode : undefined;
  const authorityId = replacementAuthorityId ?? selected;
  const details = useAuthorityDetails(authorityId);
  const state = orderPageState({
    accessLevel: replacementAuthorityId ? 'A' : selection?.accessLevel,
    migrationStatus,
    authority: details.data,
    isLoading: details.isPending,
    isError: details.isError,
  });
  return { state, authority: details.data, isLoading: status === 'loading' || state.kind === 'loading' };
}
