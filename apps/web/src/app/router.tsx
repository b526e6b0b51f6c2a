import { createBrowserRouter, type RouteObject } from 'react-router';
import { accessRoutes } from '../features/access/routes';
import { accountRoutes } from '../features/account/routes';
import { adminRoutes } from '../features/admin/routes';
import { auditRoutes } from '../features/audit/routes';
import { cardsRoutes } from '../features/cards/routes';
import { dashboardRoutes } from '../features/dashboard/routes';
import { groupsRoutes } from '../features/groups/routes';
import { RequireSession } from '../features/identity/components/require-session';
import { CallbackPage } from '../features/identity/pages/callback-page';
import { EntryPage } from '../features/identity/pages/entry-page';
import { InternalLoginPage } from '../features/identity/pages/internal-login-page';
import { InvitePage } from '../features/identity/pages/invite-page';
import { LoginErrorPage } from '../features/identity/pages/login-error-page';
import { LoginPage } from '../features/identity/pages/login-page';
import { LogoutPage } from '../features/identity/pages/logout-page';
import { RegisterPage } from '../features/identity/pages/register-page';
import { scenariosRoutes } from '../features/scenarios/routes';
import { CookiePreferencesPage } from '../features/shell/pages/cookie-preferences-page';
import { MigratedUsersPage } from '../features/shell/pages/migrated-users-page';
import { transactionsRoutes } from '../features/transactions/routes';
import { RequireAccess } from './guards/require-access';
import { AdaptiveLayout } from './layout/adaptive-layout';
import { AppLayout } from './layout/app-layout';
import { PublicLayout } from './layout/public-layout';
import { ShellLayout } from './layout/shell-layout';
import { LocaleGuard } from './locale-guard';
import { EntryRedirectRoute } from './pages/entry-redirect-route';
import { NotFoundPage } from './pages/not-found-page';
import { RouteErrorBoundary } from './route-error-boundary';

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
      { index: true, element: <EntryPage /> },
      { path: 'securitycheck.html', element: <CallbackPage /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'login.html', element: <LoginPage /> },
      { path: 'login/internal', element: <InternalLoginPage /> },
      { path: 'login/error', element: <LoginErrorPage /> },
      { path: 'logout', element: <LogoutPage /> },
      { path: 'registration.html', element: <InvitePage /> },
      { path: 'register', element: <RegisterPage /> },
      { path: 'register.html', element: <RegisterPage /> },
    ]),
  },
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
            children: withErrorBoundary([
              { path: 'migratedusers', element: <MigratedUsersPage /> },
              ...dashboardRoutes,
              ...transactionsRoutes,
              ...cardsRoutes,
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
  // For everybody: in the shell when signed in. Pages of later issues show the 404 page there.
  {
    element: <AdaptiveLayout />,
    children: withErrorBoundary([
      { path: 'cookie-preferences', element: <CookiePreferencesPage /> },
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
