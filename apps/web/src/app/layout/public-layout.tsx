import { type ReactNode, Suspense } from 'react';
import { Outlet } from 'react-router';
import { PlainSkeleton, plainRootClass } from '../../components/plain-ui';
import { AppHeader } from './app-header';
import classes from './public-layout.module.css';

export type PublicLayoutProps = { children?: ReactNode };

/**
 * Pages without a session (sign-in, registration, logout): logo and language menu only. Plain HTML
 * and CSS, so the sign-in landing inside it loads no Mantine (issue 13 Web budgets).
 */
export function PublicLayout({ children }: PublicLayoutProps) {
  return (
    <div className={plainRootClass}>
      <header className={classes.header}>
        <AppHeader />
      </header>
      <main id="main-content" className={classes.main}>
        <Suspense fallback={<PlainSkeleton />}>{children ?? <Outlet />}</Suspense>
      </main>
    </div>
  );
}
