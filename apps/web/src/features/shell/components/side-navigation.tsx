import { NavLink, Text } from '@mantine/core';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { SkeletonLines } from '../../../components/skeleton';
import { useFeatureFlag } from '../../../lib/feature-flags';
import { SHELL_NAMESPACE } from '../../../lib/i18n';
import { splitLocale } from '../../../lib/locale';
import { useSessionScope } from '../../../lib/session/use-session-scope';
import { useLocalizedPath } from '../../../lib/use-locale';
import { type NavItem, visibleNavigation } from '../utils/navigation';
import classes from './side-navigation.module.css';

export type SideNavigationProps = { onNavigate?: () => void };

/** Spec 000 §2 Side navigation; what shows is decided by `visibleNavigation` (spec 000 §6). */
export function SideNavigation({ onNavigate }: SideNavigationProps) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const scope = useSessionScope();
  const isMerged = useFeatureFlag('mergedSideNav');
  const entries = useMemo(
    () =>
      visibleNavigation(
        scope.permissions,
        { mergedSideNav: isMerged },
        { oneFleetMigratedStatus: scope.migrationStatus },
        scope.masthead,
      ),
    [scope.permissions, isMerged, scope.migrationStatus, scope.masthead],
  );

  if (scope.status === 'loading')
    return (
      <SkeletonLines
        gap={12}
        lines={[70, 55, 80, 60, 75, 50].map((width) => ({ width: `${width}%`, height: 14 }))}
        aria-busy
        aria-label={t('nav_loading')}
        role="status"
      />
    );

  return (
    <nav aria-label={t('nav_label')}>
      <ul className={classes.list}>
        {entries.map((entry) =>
          entry.kind === 'link' ? (
            <li key={entry.id}>
              <NavItemLink item={entry} onNavigate={onNavigate} />
            </li>
          ) : (
            <li key={entry.id}>
              <NavSection labelKey={entry.labelKey} items={entry.items} onNavigate={onNavigate} />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

function NavSection({
  labelKey,
  items,
  onNavigate,
}: {
  labelKey: string;
  items: NavItem[];
  onNavigate?: () => void;
}) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const headingId = useId();
  return (
    <>
      <Text id={headingId} className={classes.heading} size="xs" fw={700} tt="uppercase" c="gray.7">
        {t(labelKey)}
      </Text>
      <ul className={classes.list} aria-labelledby={headingId}>
        {items.map((item) => (
          <li key={item.id}>
            <NavItemLink item={item} onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    </>
  );
}

function NavItemLink({ item, onNavigate }: { item: NavItem; onNavigate?: () => void }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const to = useLocalizedPath();
  const { pathname } = useLocation();
  const path = splitLocale(pathname).path;
  const isActive = path === item.path || path.startsWith(`${item.path}/`);
  return (
    <NavLink
      component={Link}
      to={to(item.path)}
      label={t(item.labelKey)}
      active={isActive}
      aria-current={isActive ? 'page' : undefined}
      onClick={onNavigate}
      className={classes.link}
    />
  );
}
