import { Anchor, AppShell, Button, Container, Group } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { BrandLogo } from '../../../components/brand-logo';
import { ExitImpersonationBar } from '../../../components/exit-impersonation-button';
import { PageSkeleton } from '../../../components/loaders';
import { useLogout } from '../../../lib/session/use-logout';
import { useBrand } from '../../../lib/use-brand';
import { useLocalizedPath } from '../../../lib/use-locale';
import { ADMIN_NAMESPACE } from '../utils/admin-namespace';

export const ADMIN_PATH = '/admin';
export const SCENARIOS_PATH = '/admin/scenarios';
const HEADER_HEIGHT = 66;

export type AdminLayoutProps = { children: ReactNode };

/** Spec 000 §2 Admin panel: its own page frame with the scenario-guide link and a logout button. */
export function AdminLayout({ children }: AdminLayoutProps) {
  return (
    <AppShell header={{ height: HEADER_HEIGHT }} padding={0}>
      <AppShell.Header>
        <Suspense fallback={null}>
          <AdminHeader />
        </Suspense>
      </AppShell.Header>
      <AppShell.Main id="main-content">
        <Suspense fallback={<PageSkeleton />}>
          <ExitImpersonationBar />
          <Container size="xl" py={{ base: 'md', md: 'xl' }} px={{ base: 'sm', md: 'xl' }}>
            {children}
          </Container>
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}

function AdminHeader() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const brand = useBrand();
  const to = useLocalizedPath();
  const logout = useLogout();
  const { pathname } = useLocation();
  const isGuide = pathname.endsWith(SCENARIOS_PATH);
  const isNarrow = useMediaQuery('(max-width: 36em)');
  const size = isNarrow ? 'compact-sm' : 'compact-md';
  return (
    <Group h="100%" px={{ base: 'sm', md: 'xl' }} justify="space-between" wrap="nowrap" gap="sm">
      <Anchor component={Link} to={to(ADMIN_PATH)} aria-label={t('admin_home_link')} display="inline-flex">
        <BrandLogo brand={brand} height={isNarrow ? 24 : 34} alt="" />
      </Anchor>
      <Group gap={isNarrow ? 4 : 'xs'} wrap="nowrap" component="nav" aria-label={t('admin_nav_label')}>
        <Button component={Link} to={to(isGuide ? ADMIN_PATH : SCENARIOS_PATH)} variant="subtle" size={size}>
          {isGuide ? t('admin_panel_link') : t('scenarios_link')}
        </Button>
        <Button variant="outline" size={size} onClick={() => void logout()}>
          {t('logout')}
        </Button>
      </Group>
    </Group>
  );
}
