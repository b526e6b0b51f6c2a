import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandLogo } from '../../components/brand-logo';
import { COMMON_NAMESPACE } from '../../lib/i18n';
import { useBrand } from '../../lib/use-brand';
import { useLocalizedPath } from '../../lib/use-locale';
import { LanguageMenu } from './language-menu';
import classes from './public-layout.module.css';

/** The branded top bar: logo home link and language menu (hierarchy and user menu come later). */
export function AppHeader() {
  const { t } = useTranslation(COMMON_NAMESPACE);
  const brand = useBrand();
  const to = useLocalizedPath();
  return (
    <div className={classes.headerBar}>
      <Link
        to={to('/')}
        aria-label={t('home_link_label', { brand: brand.name })}
        className={classes.homeLink}
      >
        <BrandLogo brand={brand} height={38} alt="" />
      </Link>
      <LanguageMenu />
    </div>
  );
}
