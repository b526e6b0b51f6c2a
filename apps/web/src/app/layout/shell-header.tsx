import { Anchor, Burger, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandLogo } from '../../components/brand-logo';
import { UserMenu } from '../../features/shell/components/user-menu';
import { COMMON_NAMESPACE, SHELL_NAMESPACE } from '../../lib/i18n';
import { useBrand } from '../../lib/use-brand';
import { useLocalizedPath } from '../../lib/use-locale';
import { LanguageMenu } from './language-menu';
import classes from './shell-header.module.css';

export type ShellHeaderProps = {
  hasNavigation: boolean;
  isNavigationOpen: boolean;
  onToggleNavigation: () => void;
};

/** Spec 000 §2 Shell header: menu toggle (mobile), logo linking home, language and user menu. */
export function ShellHeader({ hasNavigation, isNavigationOpen, onToggleNavigation }: ShellHeaderProps) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const { t: tCommon } = useTranslation(COMMON_NAMESPACE);
  const brand = useBrand();
  const to = useLocalizedPath();
  return (
    <Group h="100%" px={{ base: 'sm', md: 'xl' }} justify="space-between" wrap="nowrap" gap="xs">
      <a href="#main-content" className={classes.skipLink}>
        {t('skip_to_content')}
      </a>
      <Group gap="xs" wrap="nowrap">
        {hasNavigation ? (
          <Burger
            opened={isNavigationOpen}
            onClick={onToggleNavigation}
            hiddenFrom="sm"
            size="sm"
            aria-label={isNavigationOpen ? t('menu_close') : t('menu_open')}
            aria-expanded={isNavigationOpen}
            aria-controls="shell-navigation"
          />
        ) : null}
        <Anchor
          component={Link}
          to={to('/')}
          aria-label={tCommon('home_link_label', { brand: brand.name })}
          display="inline-flex"
        >
          <BrandLogo brand={brand} height={34} alt="" />
        </Anchor>
      </Group>
      <Group gap={4} wrap="nowrap">
        <LanguageMenu compact />
        <UserMenu />
      </Group>
    </Group>
  );
}
