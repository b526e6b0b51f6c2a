import { notifications } from '@mantine/notifications';

/** Spec 002 §9: toasts close after 5 seconds; the close button is named for screen readers. */
export const toast = (color: 'green' | 'yellow' | 'red', message: string, closeLabel: string) =>
  notifications.show({
    color,
    message,
    autoClose: 5000,
    withBorder: true,
    closeButtonProps: { 'aria-label': closeLabel },
  });
