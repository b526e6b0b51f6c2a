/**
 * The only API routes answered without a signed-in session (deny by default, STYLE.md). Everything
 * under these prefixes that is not listed needs a session; a test walks every registered route.
 */
export const PROTECTED_PREFIXES = ['/api/', '/xapi/'] as const;

export const PUBLIC_API_ROUTES = new Set([
  'GET /api/health',
  'GET /api/portal/config',
  'GET /api/docs',
  'GET /api/docs/',
  'GET /api/docs/json',
  'GET /api/docs/yaml',
  'GET /api/docs/static/*',
  'GET /api/docs/static/index.html',
  'GET /api/docs/static/swagger-initializer.js',
  // Sign-in and token calls manage the session themselves (spec 000 §7).
  'GET /api/users/token/codechallengeandcodeverifier',
  'POST /api/users/token/gettokens',
  // Invite links are opened before the user has an account (spec 000 §2).
  'GET /api/users/users/otap',
  'POST /api/users/users/register',
]);

export const isProtectedPath = (url: string) => PROTECTED_PREFIXES.some((p) => url.startsWith(p));
/** HEAD is as open as the GET it mirrors. */
export const isPublicApiRoute = (method: string, url: string) =>
  PUBLIC_API_ROUTES.has(`${method === 'HEAD' ? 'GET' : method} ${url}`);
