import type { ReactNode } from 'react';
import { BrandLogo } from '../../../components/brand-logo';
import { useBrand } from '../../../lib/use-brand';
import classes from './auth-panel.module.css';

export type AuthPanelProps = {
  title: string;
  /** Shown above the panel, for banners that concern the whole page. */
  banner?: ReactNode;
  hasLogo?: boolean;
  /** The panel's language when it differs from the page's (maintenance page in Spanish shows English). */
  lang?: string;
  children: ReactNode;
};

/**
 * The one centred card every sign-in, invitation and registration screen is built from. Plain HTML
 * and CSS: the sign-in landing loads no Mantine (issue 13 Web budgets); other screens put Mantine
 * content inside.
 */
export function AuthPanel({ title, banner, hasLogo = false, lang, children }: AuthPanelProps) {
  const brand = useBrand();
  return (
    <div className={classes.backdrop}>
      <div className={classes.column}>
        {banner}
        <section className={classes.panel} lang={lang}>
          {hasLogo && <BrandLogo brand={brand} height={40} />}
          <h1 className={classes.title}>{title}</h1>
          {children}
        </section>
      </div>
    </div>
  );
}
