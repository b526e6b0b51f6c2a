import { AppShell } from '@mantine/core';
import { type ReactNode, Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSkeleton } from '../../components/loaders';
import { AppHeader } from './app-header';
import { HEADER_HEIGHT } from './app-layout';

export type PublicLayoutProps = { children?: ReactNode };

/** Pages without a session (sign-in, registration, logout): logo and language menu only. */
export function PublicLayout({ children }: PublicLayoutProps) {
  return (
    <AppShell header={{ height: HEADER_HEIGHT }} padding={0}>
      <AppShell.Header>
        <AppHeader />
      </AppShell.Header>
      <AppShell.Main id="main-content">
        <Suspense fallback={<PageSkeleton />}>{children ?? <Outlet />}</Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
