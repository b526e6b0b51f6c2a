import { LOCALES, type TLocale } from '@portal/contract';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckIcon, ChevronDownIcon, GlobeIcon } from '../../components/icons';
import { COMMON_NAMESPACE } from '../../lib/i18n';
import { LOCALE_NAMES } from '../../lib/locale';
import { useActiveLocale, useChangeLocale } from '../../lib/use-locale';
import classes from './language-menu.module.css';

export type LanguageMenuProps = {
  /** Only the globe on small screens (the shell's header is full there). */
  compact?: boolean;
};

/** Moves focus among the menu's items with the arrow, Home and End keys (WAI-ARIA menu button). */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const items = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="menuitem"]')];
  const at = items.indexOf(document.activeElement as HTMLButtonElement);
  const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: items.length - 1 }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  items[(next + items.length) % items.length]?.focus();
}

/**
 * Language switch: rewrites the first path segment and remembers the choice (spec 000 §4). Plain
 * HTML and CSS, no Mantine: the sign-in landing shows it too (issue 13 Web budgets).
 */
export function LanguageMenu({ compact = false }: LanguageMenuProps) {
  const { t } = useTranslation(COMMON_NAMESPACE);
  const active = useActiveLocale();
  const changeLocale = useChangeLocale();
  const [isOpen, setIsOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const targetRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const label = t('language_menu_label');

  useEffect(() => {
    if (!isOpen) return;
    rootRef.current?.querySelector<HTMLButtonElement>('[aria-current="true"]')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setIsOpen(false);
      targetRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isOpen]);

  const choose = (locale: TLocale) => {
    setIsOpen(false);
    targetRef.current?.focus();
    changeLocale(locale);
  };

  return (
    <div className={classes.root} ref={rootRef}>
      <button
        ref={targetRef}
        type="button"
        className={classes.target}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        aria-label={`${label}: ${LOCALE_NAMES[active]}`}
        onClick={() => setIsOpen((open) => !open)}
      >
        <GlobeIcon />
        <span className={compact ? classes.compactName : undefined}>{LOCALE_NAMES[active]}</span>
        <ChevronDownIcon size={14} />
      </button>
      {isOpen && (
        <div id={menuId} role="menu" aria-label={label} className={classes.dropdown} onKeyDown={moveFocus}>
          <div className={classes.label} role="presentation">
            {label}
          </div>
          {LOCALES.map((locale) => (
            <button
              key={locale}
              type="button"
              role="menuitem"
              lang={locale}
              className={classes.item}
              aria-current={locale === active ? 'true' : undefined}
              onClick={() => choose(locale)}
            >
              {LOCALE_NAMES[locale]}
              {locale === active && <CheckIcon size={16} />}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
