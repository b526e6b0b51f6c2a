/** Spec 000 §4 user status styles: Active success, Inactive and Link Expired danger, anything else warning. */
export function statusColor(status: string): 'green' | 'red' | 'yellow' {
  if (status === 'Active') return 'green';
  if (status === 'Inactive' || status === 'Link Expired') return 'red';
  return 'yellow';
}

/** Spec 000 §4, §6: only Active users are impersonated, by their userUniqueId; never an admin. */
export const canBeImpersonated = (user: { status: string; userUniqueId: string | null; isAdmin: boolean }) =>
  user.status === 'Active' && Boolean(user.userUniqueId) && !user.isAdmin;

/** Spec 000 §4: Invited and Link Expired users get invites resent. */
export const isInvitePending = (status: string) => status === 'Invited' || status === 'Link Expired';
