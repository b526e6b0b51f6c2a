import { AppShell, Box, Flex } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type ReactNode, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { ImpersonationBar } from '../../components/impersonation-bar';
import { PageSkeleton } from '../../components/loaders';
import { HierarchyBar } from '../../features/shell/components/hierarchy-bar';
import { SessionScopeProvider } from '../../features/shell/components/session-scope-provider';
import { SideNavigation } from '../../features/shell/components/side-navigation';
import { SiteFooter } from '../../features/shell/components/site-footer';
import { useSessionScope } from '../../lib/session/use-session-scope';
import { HEADER_HEIGHT, SIDEBAR_WIDTH } from './app-layout';
import { ShellHeader } from './shell-header';
import classes from './shell-layout.module.css';

export type ShellLayoutProps = { children?: ReactNode };

/**
 * Spec 000 §2 Shell (all protected pages): header, top bar with the selected hierarchy, side
 * navigation, footer. Session init runs here; the page waits while the user is not ready.
 */
export function ShellLayout({ children }: ShellLayoutProps) {
  return (
    <SessionScopeProvider>
      <ShellFrame>{children}</ShellFrame>
    </SessionScopeProvider>
  );
}

function ShellFrame({ children }: ShellLayoutProps) {
  const scope = useSessionScope();
  const { pathname } = useLocation();
  const [isNavigationOpen, navigation] = useDisclosure(false);
  const hasNavigation = scope.status !== 'unscoped';

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page closes the mobile menu.
  useEffect(() => {
    navigation.close();
  }, [pathname]);

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{
        width: SIDEBAR_WIDTH,
        breakpoint: 'sm',
        collapsed: { mobile: !isNavigationOpen, desktop: !hasNavigation },
      }}
      padding={0}
    >
      <AppShell.Header>
        <ShellHeader
          hasNavigation={hasNavigation}
          isNavigationOpen={isNavigationOpen}
          onToggleNavigation={navigation.toggle}
        />
      </AppShell.Header>
      {hasNavigation ? (
        <AppShell.Navbar id="shell-navigation" p="sm">
          <AppShell.Section grow className={classes.navigationScroll}>
            <SideNavigation onNavigate={navigation.close} />
          </AppShell.Section>
        </AppShell.Navbar>
      ) : null}
      <AppShell.Main id="main-content">
        <Flex direction="column">
          <ImpersonationBar />
          {hasNavigation ? <HierarchyBar /> : null}
          {/* At least a screen tall: the footer starts below the fold, so the page skeleton giving
              way to the page, and the footer's texts arriving, move nothing in view (CLS). */}
          <Box component="div" flex={1} mih={`calc(100dvh - ${HEADER_HEIGHT}px)`}>
            {scope.status === 'loading' ? (
              <PageSkeleton />
            ) : (
              <Suspense fallback={<PageSkeleton />}>{children ?? <Outlet />}</Suspense>
            )}
          </Box>
          <SiteFooter />
        </Flex>
      </AppShell.Main>
    </AppShell>
  );
}
