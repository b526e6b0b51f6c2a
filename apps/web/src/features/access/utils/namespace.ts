/** The content page of the three user-administration screens (spec 000 §2). */
export const USERS_NAMESPACE = 'users';

/** Date and time in the page's language; empty for never. */
export const formatDateTime = (value: string | null, locale: string) =>
  value
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value))
    : '';

/** Alert titles in the body text colour: the light variants' coloured titles miss 4.5:1 (axe). */
export const READABLE_ALERT_STYLES = { title: { color: 'var(--mantine-color-text)' } } as const;
