import { type CSSVariablesResolver, MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import type { NotificationsProps } from '@mantine/notifications';
import { createContext, type ReactNode, Suspense, use, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { lazyPage } from '../lib/lazy-page';
import { useBrand } from '../lib/use-brand';
import toastClasses from './toasts.module.css';

/**
 * The toast stack loads after first paint: `notifications.show` only writes the store, which the
 * stack renders from once it arrives, so no toast is lost (issue 13 Web budgets).
 */
const Notifications = lazyPage<NotificationsProps, 'Notifications'>(
  () => import('./toast-stack'),
  'Notifications',
);

/** Spec 000 §9: toasts stay 5500 ms. */
export const TOAST_DURATION_MS = 5500;

/**
 * Mantine's dimmed text (gray 6) reaches only 3.3:1 on white; gray 7 passes WCAG AA (4.5:1), so
 * descriptions, menu labels and hints stay readable (DESIGN §7: axe finds nothing serious).
 */
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});

/**
 * Issue 15: a status badge is never cut ("LINK EXP…" at 390 px): its words wrap onto a second line
 * instead, and a word is never broken, so a table column is at least as wide as its longest word.
 */
const BADGE_NEVER_CUT = {
  root: { height: 'auto', minHeight: 'var(--badge-height)', maxWidth: '100%', paddingBlock: 2 },
  label: {
    whiteSpace: 'normal',
    overflow: 'visible',
    textOverflow: 'clip',
    lineHeight: 1.25,
    textAlign: 'center',
  },
} as const;

/** Issue 15: toasts start below the headers (toasts.module.css). */
const TOASTS_BELOW_HEADERS = { root: toastClasses.toasts };

/** Set inside a MantineRoot, so a nested one (an error screen inside a page) adds no second provider. */
const InsideMantine = createContext(false);

export type MantineRootProps = {
  children: ReactNode;
  /** The app frame also holds the toast stack and the modals manager; a lone dialog does not. */
  isFrame?: boolean;
};

/**
 * The brand theme (plus the localized close label of every toast) for everything built with
 * Mantine. Its own chunk: the sign-in landing is plain HTML and CSS and never loads it (issue 13
 * Web budgets, docs/decisions.md).
 */
export function MantineRoot({ children, isFrame = false }: MantineRootProps) {
  const brand = useBrand();
  const isNested = use(InsideMantine);
  // No suspending here: the Suspense boundary is below; the label follows once the texts arrive.
  const { t } = useTranslation('common', { useSuspense: false });
  const closeLabel = t('close');
  const theme = useMemo(
    () =>
      mergeThemeOverrides(brand.theme, {
        // A user who asks the system for less motion gets modals, menus and toasts without transitions.
        respectReducedMotion: true,
        components: {
          Notification: { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } },
          Badge: { styles: BADGE_NEVER_CUT },
        },
      }),
    [brand.theme, closeLabel],
  );
  if (isNested) return children;
  return (
    <InsideMantine value>
      <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
        {isFrame ? (
          <>
            <Suspense fallback={null}>
              <Notifications
                position="top-right"
                autoClose={TOAST_DURATION_MS}
                classNames={TOASTS_BELOW_HEADERS}
              />
            </Suspense>
            <ModalsProvider>{children}</ModalsProvider>
          </>
        ) : (
          children
        )}
      </MantineProvider>
    </InsideMantine>
  );
}

/** The route element around every page except the sign-in landing. */
export function MantineFrame() {
  return (
    <MantineRoot isFrame>
      <Outlet />
    </MantineRoot>
  );
}
