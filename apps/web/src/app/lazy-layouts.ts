import { lazyPage } from '../lib/lazy-page';

/**
 * Pieces of the app frame that several routes mount (router, adaptive layout, locale guard): one
 * lazy component each, so the sign-in route loads neither the shell nor the 404 page.
 */
export const ShellLayout = lazyPage(() => import('./layout/shell-layout'), 'ShellLayout');
export const NotFoundPage = lazyPage(() => import('./pages/not-found-page'), 'NotFoundPage');
