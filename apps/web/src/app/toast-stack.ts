/**
 * The toast stack, loaded after first paint by app/mantine-root.tsx. A module of its own: a dynamic
 * import of '@mantine/notifications' itself would put the whole package in the entry, next to the
 * `notifications` store that the entry uses (issue 13 Web budgets).
 */
export { Notifications } from '@mantine/notifications';
