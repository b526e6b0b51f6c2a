import type { UIMatch } from 'react-router';
import {
  type PageFacts,
  type PageId,
  type PageRefusal,
  type PageVerdict,
  pageRefusal,
  pageVerdict,
} from './page-access';

/**
 * What a page route needs beyond a signed-in session: the rule of its side-navigation page
 * (lib/page-access.ts), the same declaration the menu reads. A route names its page once, in its
 * `handle`; pages outside the menu name their section item's page. The shell's one route guard
 * (app/guards/require-route-permission.tsx) reads it and sends everybody else to the no-access page.
 */
export type RouteAccessHandle = { page: PageId };

/** `{ path: 'access/users/:userId', element: <UserEditPage />, handle: pageAccess('users') }` */
export const pageAccess = (page: PageId): RouteAccessHandle => ({ page });

const isRouteAccessHandle = (handle: unknown): handle is RouteAccessHandle =>
  typeof handle === 'object' &&
  handle !== null &&
  'page' in handle &&
  typeof (handle as RouteAccessHandle).page === 'string';

/** The page of the deepest matched route that names one, or undefined (any signed-in user). */
export function declaredPage(matches: readonly Pick<UIMatch, 'handle'>[]): PageId | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteAccessHandle(handle)) return handle.page;
  }
  return undefined;
}

/** The guard's verdict for the declared page (none declared: open). */
export const routeVerdict = (page: PageId | undefined, facts: PageFacts): PageVerdict =>
  page ? pageVerdict(page, facts) : 'open';

/** Why the declared page is closed (none declared: null). */
export const routeRefusal = (page: PageId | undefined, facts: PageFacts): PageRefusal | null =>
  page ? pageRefusal(page, facts) : null;

/** The no-access page (ours: spec 000 names no such route). */
export const NO_ACCESS_PATH = '/no-access';
