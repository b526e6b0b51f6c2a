import { createBrowserRouter, type RouteObject } from 'react-router';
import { accessRoutes } from '../features/access/routes';
import { accountRoutes } from '../features/account/routes';
import { adminRoutes } from '../features/admin/routes';
import { auditRoutes } from '../features/audit/routes';
import { cardsRoutes } from '../features/cards/routes';
import { chargingRoutes } from '../features/charging/routes';
import { dashboardRoutes } from '../features/dashboard/routes';
import { depotPermissionsRoutes } from '../features/depot-permissions/routes';
import { evPricesRoutes } from '../features/evprices/routes';
import { groupsRoutes } from '../features/groups/routes';
import { invoicesRoutes } from '../features/invoices/routes';
import { limitsRoutes } from '../features/limits/routes';
import { ordersRoutes } from '../features/orders/routes';
import { restrictionsRoutes } from '../features/restrictions/routes';
import { scenariosRoutes } from '../features/scenarios/routes';
import { transactionsRoutes } from '../features/transactions/routes';
import { lazyPage } from '../lib/lazy-page';
import { RequireAccess } from './guards/require-access';
import { RequireRoutePermission } from './guards/require-route-permission';
import { AppLayout } from './layout/app-layout';
import { PublicLayout } from './layout/public-layout';
import { AdaptiveLayout, MantineFrame, NotFoundPage, RequireSession, ShellLayout } from './lazy-layouts';
import { LocaleGuard } from './locale-guard';
import { RouteErrorBoundary } from './route-error-boundary';

// Every page is its own chunk: the sign-in route loads no shell, and no page loads another's code.
const CallbackPage = lazyPage(() => import('../features/identity/pages/callback-page'), 'CallbackPage');
const EntryPage = lazyPage(() => import('../features/identity/pages/entry-page'), 'EntryPage');
const InternalLoginPage = lazyPage(
  () => import('../features/identity/pages/internal-login-page'),
  'InternalLoginPage',
);
const InvitePage = lazyPage(() => import('../features/identity/pages/invite-page'), 'InvitePage');
const LoginErrorPage = lazyPage(
  () => import('../features/identity/pages/login-error-page'),
  'LoginErrorPage',
);
const LoginPage = lazyPage(() => import('../features/identity/pages/login-page'), 'LoginPage');
const LogoutPage = lazyPage(() => import('../features/identity/pages/logout-page'), 'LogoutPage');
const RegisterPage = lazyPage(() => import('../features/identity/pages/register-page'), 'RegisterPage');
const CookiePreferencesPage = lazyPage(
  () => import('../features/shell/pages/cookie-preferences-page'),
  'CookiePreferencesPage',
);
const LegalPage = lazyPage(() => import('../features/shell/pages/legal-page'), 'LegalPage');
const MigratedUsersPage = lazyPage(
  () => import('../features/shell/pages/migrated-users-page'),
  'MigratedUsersPage',
);
const NoAccessPage = lazyPage(() => import('./pages/no-access-page'), 'NoAccessPage');
const EntryRedirectRoute = lazyPage(() => import('./pages/entry-redirect-route'), 'EntryRedirectRoute');

/** Errors inside a page keep the layout around it: this boundary renders in the layout's outlet. */
const withErrorBoundary = (children: RouteObject[]): RouteObject[] => [
  { errorElement: <RouteErrorBoundary />, children },
];

/**
 * The page routes, defined once (spec 000 §2 route table). A function, so each mount point gets
 * its own route objects.
 */
const pageRoutes = (): RouteObject[] => [
  // Sign-in, sessions and invitations (spec 000 §2): public, logo and language menu only.
  {
    element: <PublicLayout />,
    children: withErrorBoundary([
      // The sign-in landing is plain HTML and CSS, outside the Mantine frame (issue 13 Web budgets).
      { path: 'login', element: <LoginPage /> },
      { path: 'login.html', element: <LoginPage /> },
      {
        element: <MantineFrame />,
        children: [
          { index: true, element: <EntryPage /> },
          { path: 'securitycheck.html', element: <CallbackPage /> },
          { path: 'login/internal', element: <InternalLoginPage /> },
          { path: 'login/error', element: <LoginErrorPage /> },
          { path: 'logout', element: <LogoutPage /> },
          { path: 'registration.html', element: <InvitePage /> },
          { path: 'register', element: <RegisterPage /> },
          { path: 'register.html', element: <RegisterPage /> },
        ],
      },
    ]),
  },
  // Everything else is drawn with Mantine: its theme, toasts and modals load with this frame.
  { element: <MantineFrame />, children: framedRoutes() },
];

/** The routes inside the Mantine frame besides the public ones. */
const framedRoutes = (): RouteObject[] => [
  // Protected: no stored identity goes to the login page; the idle timeout runs here; migrated
  // users and admins who are not impersonating are sent where they belong.
  {
    element: <RequireSession />,
    children: [
      {
        element: <RequireAccess />,
        children: [
          { path: 'redirect', element: <EntryRedirectRoute /> },
          // The admin area has its own page layout (spec 000 §2 Admin panel).
          ...adminRoutes,
          ...scenariosRoutes,
          {
            element: <ShellLayout />,
            children: [
              {
                // The one page guard: a route names its menu page, `handle: pageAccess(...)` (lib/page-access.ts).
                element: <RequireRoutePermission />,
                children: withErrorBoundary([
                  { path: 'migratedusers', element: <MigratedUsersPage /> },
                  { path: 'no-access', element: <NoAccessPage /> },
                  ...dashboardRoutes,
                  ...transactionsRoutes,
                  ...chargingRoutes,
                  ...depotPermissionsRoutes,
                  ...invoicesRoutes,
                  ...evPricesRoutes,
                  ...cardsRoutes,
                  ...limitsRoutes,
                  ...ordersRoutes,
                  ...restrictionsRoutes,
                  ...accessRoutes,
                  ...groupsRoutes,
                  ...accountRoutes,
                  ...auditRoutes,
                ]),
              },
            ],
          },
        ],
      },
    ],
  },
  // For everybody: in the shell when signed in. Pages of later issues show the 404 page there.
  {
    element: <AdaptiveLayout />,
    children: withErrorBoundary([
      { path: 'cookie-preferences', element: <CookiePreferencesPage /> },
      // Issue 15: the footer's legal notice and privacy pages (LEGAL_NOTICE_PATH, PRIVACY_PATH).
      { path: 'legal-notice', element: <LegalPage page="notice" /> },
      { path: 'privacy', element: <LegalPage page="privacy" /> },
      { path: '*', element: <NotFoundPage /> },
    ]),
  },
];

/**
 * Spec 000 §2: the first path segment may be a language code, so every page works as `/x` and as
 * `/de/x`. Static first segments (`/dashboard`) outrank `/:lng`, so the locale branch only sees
 * paths no page route claims, and LocaleGuard sends non-locale segments to the 404 page.
 */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <AppLayout />,
    errorElement: <RouteErrorBoundary />,
    children: withErrorBoundary([
      ...pageRoutes(),
      { path: ':lng', element: <LocaleGuard />, children: pageRoutes() },
    ]),
  },
];

export const createAppRouter = () => createBrowserRouter(appRoutes);
