import { createBrowserRouter, type RouteObject } from 'react-router';
import { HomePage } from '../features/home/pages/home-page';
import { AppLayout } from './layout/app-layout';
import { LocaleGuard } from './locale-guard';
import { NotFoundPage } from './pages/not-found-page';
import { RouteErrorBoundary } from './route-error-boundary';

/**
 * The page routes, defined once (spec 000 §2 route table). A function, so each mount point gets
 * its own route objects.
 */
const pageRoutes = (): RouteObject[] => [
  { index: true, element: <HomePage /> },
  { path: '*', element: <NotFoundPage /> },
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
    children: [
      {
        // Errors inside a page keep the header: this boundary renders in the layout's outlet.
        errorElement: <RouteErrorBoundary />,
        children: [...pageRoutes(), { path: ':lng', element: <LocaleGuard />, children: pageRoutes() }],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(appRoutes);
