import type { TProfileResponse } from '@portal/contract';

/** Spec 000 §2: admin home and normal home. */
export const ADMIN_HOME = '/admin';
export const CUSTOMER_HOME = '/dashboard';
export const EV_HOME = '/charge-points';
/** Spec 000 §2: the internal staff entry is always this address. */
export const INTERNAL_LOGIN_PATH = '/en/login/internal';

/** Spec 000 §2 Entry redirect: the route that sends each user to their landing page. */
export const ENTRY_REDIRECT_PATH = '/redirect';

/** Session callback page: admins go to admin home, everybody else through the entry redirect. */
export const afterSignInPath = (profile: Pick<TProfileResponse, 'isAdmin'>): string =>
  profile.isAdmin ? ADMIN_HOME : ENTRY_REDIRECT_PATH;

export type EntryFacts = { isEvUser: boolean; isAdmin: boolean; isImpersonating: boolean };

/** Spec 000 §2 Entry redirect: EV user → charge points, admin not impersonating → admin, else home. */
export function entryRedirectPath({ isEvUser, isAdmin, isImpersonating }: EntryFacts): string {
  if (isEvUser) return EV_HOME;
  if (isAdmin && !isImpersonating) return ADMIN_HOME;
  return CUSTOMER_HOME;
}
