import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { AlertIcon } from './icons';
import classes from './plain-ui.module.css';

/**
 * The few pieces the sign-in landing needs, drawn without Mantine so that route loads no UI library
 * (issue 13 Web budgets: sign-in ≤ 150 KB of JavaScript). Pages inside the MantineFrame use Mantine.
 */

/** Font and text colour of the brand for a plain subtree. */
export const plainRootClass = classes.root;

/** Whole-screen progress while the app's first texts and chunks load. */
export function AppLoader() {
  return (
    <div className={classes.loader} aria-busy="true" role="status" aria-label="Loading">
      <span className={classes.dot} />
      <span className={classes.dot} />
      <span className={classes.dot} />
    </div>
  );
}

/** Placeholder for a plain page whose texts are still loading. */
export function PlainSkeleton() {
  return (
    <div className={classes.skeleton} aria-busy="true">
      <span className={classes.bone} />
      <span className={classes.bone} style={{ width: '45%', height: 18 }} />
      <span className={classes.bone} style={{ width: '80%' }} />
      <span className={classes.bone} style={{ width: '70%' }} />
    </div>
  );
}

export type PlainButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'filled' | 'default';
  isLoading?: boolean;
};

/** A full-width button; while loading it is disabled and busy. */
export function PlainButton({
  variant = 'filled',
  isLoading = false,
  className,
  ...props
}: PlainButtonProps) {
  const variantClass = variant === 'default' ? classes.buttonDefault : '';
  return (
    <button
      type="button"
      {...props}
      className={[classes.button, variantClass, className].filter(Boolean).join(' ')}
      disabled={props.disabled || isLoading}
      aria-busy={isLoading || undefined}
    />
  );
}

export type PlainNoticeProps = { color: 'yellow' | 'blue' | 'red'; title?: string; children: ReactNode };

/** An alert box with the alert icon, as Mantine's light Alert looks. */
export function PlainNotice({ color, title, children }: PlainNoticeProps) {
  return (
    <div role="alert" className={`${classes.notice} ${classes[color]}`}>
      <AlertIcon size={20} />
      <div>
        {title && <p className={classes.noticeTitle}>{title}</p>}
        {children}
      </div>
    </div>
  );
}

/** Lead text of a plain panel. */
export const PlainText = ({ children }: { children: ReactNode }) => (
  <p className={classes.text}>{children}</p>
);

/** A link drawn as a filled button, as wide as its text. */
export const PlainButtonLink = ({ href, children }: { href: string; children: ReactNode }) => (
  <a className={`${classes.button} ${classes.buttonLink}`} href={href}>
    {children}
  </a>
);

/** A text link in the brand colour. */
export const PlainLink = ({ href, children }: { href: string; children: ReactNode }) => (
  <a className={classes.link} href={href}>
    {children}
  </a>
);
