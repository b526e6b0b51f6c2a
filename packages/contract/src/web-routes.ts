import { isLocale } from './common/constants';

/**
 * The web app's page paths (spec 000 §2 route table), as its router writes them: `:name` is one
 * segment, `:name?` an optional last segment. The server answers 200 with the app for these (with or
 * without a locale segment) and the app's 404 page with status 404 for any other page path; the web
 * test `web-routes.test.ts` checks that the router and this list agree.
 */
export const WEB_PAGE_PATTERNS = [
  '/',
  '/login',
  '/login.html',
  '/securitycheck.html',
  '/login/internal',
  '/login/error',
  '/logout',
  '/registration.html',
  '/register',
  '/register.html',
  '/redirect',
  '/admin',
  '/admin/scenarios',
  '/migratedusers',
  '/no-access',
  '/dashboard',
  '/transactions',
  '/charging-history',
  '/charge-points',
  '/charge-points/charger',
  '/depot-permissions/select-cards',
  '/depot-permissions/select-depots',
  '/invoices',
  '/invoices/archive',
  '/evpricelist',
  '/cards/view',
  '/cards/reissue',
  '/cards/limits',
  '/cards/limits/:authorityId',
  '/cards/order',
  '/cards/order/confirmation',
  '/cards/order/steps/:step?',
  '/cards/restrictions',
  '/cards/restrictions/new',
  '/cards/restrictions/:profileId',
  '/cards/restrictions/:profileId/edit',
  '/cards/restrictions/:profileId/edit/:type',
  '/access/users',
  '/access/users/new',
  '/access/users/add-to-group',
  '/access/users/:userId',
  '/access/groups',
  '/account',
  '/audit',
  '/cookie-preferences',
  '/legal-notice',
  '/privacy',
] as const;

const segmentsOf = (path: string) => path.split('/').filter((s) => s !== '');

const matches = (pattern: string, segments: string[]) => {
  const parts = segmentsOf(pattern);
  const required = parts.filter((p) => !p.endsWith('?')).length;
  if (segments.length < required || segments.length > parts.length) return false;
  return segments.every((segment, i) => {
    const part = parts[i] ?? '';
    return part.startsWith(':') || part === segment;
  });
};

/** Whether a URL path (no query) is one of the web app's pages, with or without a locale segment. */
export function isWebPagePath(pathname: string): boolean {
  const segments = segmentsOf(pathname);
  const candidates = isLocale(segments[0]) ? [segments, segments.slice(1)] : [segments];
  return candidates.some((s) => WEB_PAGE_PATTERNS.some((pattern) => matches(pattern, s)));
}
