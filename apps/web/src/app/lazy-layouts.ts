import { SHELL_NAMESPACE } from '../lib/i18n';
import { lazyPage } from '../lib/lazy-page';

/**
 * Pieces of the app frame that several routes mount (router, adaptive layout, locale guard): one
 * lazy component each, so the sign-in route loads none of them, nor Mantine (issue 13 Web budgets).
 */
export const MantineFrame = lazyPage<object, 'MantineFrame'>(() => import('./mantine-root'), 'MantineFrame');
export const MantineRoot = lazyPage(() => import('./mantine-root'), 'MantineRoot');
export const ShellLayout = lazyPage(() => import('./layout/shell-layout'), 'ShellLayout', [SHELL_NAMESPACE]);
export const NotFoundPage = lazyPage(() => import('./pages/not-found-page'), 'NotFoundPage');
export const AdaptiveLayout = lazyPage(() => import('./layout/adaptive-layout'), 'AdaptiveLayout');
export const RequireSession = lazyPage(
  () => import('../features/identity/components/require-session'),
  'RequireSession',
  // The idle timeout's texts.
  ['idle'],
);
