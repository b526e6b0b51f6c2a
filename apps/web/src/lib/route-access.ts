import type { UIMatch } from 'react-router';

/**
 * What a page route needs beyond a signed-in session (spec 000 §6): one of these permission keys on
 * the selected hierarchy entry. A route declares it once, in its `handle`; the shell's one route guard
 * (app/guards/require-route-permission.tsx) reads it and sends everybody else to the no-access page.
 */
export type RouteAccess = { anyOf: readonly string[] };
export type RouteAccessHandle = { access: RouteAccess };

/** `{ path: 'access/users', element: <UsersPage />, handle: requirePermission(PERMISSION_KEYS.manageUsers) }` */
export const requirePermission = (...anyOf: readonly string[]): RouteAccessHandle => ({ access: { anyOf } });

const isRouteAccessHandle = (handle: unknown): handle is RouteAccessHandle =>
  typeof handle === 'object' &&
  handle !== null &&
  'access' in handle &&
  Array.isArray((handle as RouteAccessHandle).access?.anyOf);

/** The declaration of the deepest matched route that has one, or undefined (any signed-in user). */
export function declaredAccess(matches: readonly Pick<UIMatch, 'handle'>[]): RouteAccess | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle;
    if (isRouteAccessHandle(handle)) return handle.access;
  }
  return undefined;
}

/** Whether the held permissions satisfy the declaration (none declared: yes). */
export const isAccessGranted = (access: RouteAccess | undefined, held: ReadonlySet<string>): boolean =>
  !access || access.anyOf.some((key) => held.has(key));

/** The no-access page (ours: spec 000 names no such route). */
export const NO_ACCESS_PATH = '/no-access';
