/** The content page of the three user-administration screens (spec 000 §2). */
export const USERS_NAMESPACE = 'users';

/** Alert titles in the body text colour: the light variants' coloured titles miss 4.5:1 (axe). */
export const READABLE_ALERT_STYLES = { title: { color: 'var(--mantine-color-text)' } } as const;
