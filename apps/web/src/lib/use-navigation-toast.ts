import { notifications } from '@mantine/notifications';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** What a page passes in navigation state to show a toast on the next page (spec 000 §2 Shell). */
export type NavigationToast = { message: string; title?: string };
export type ToastState = { toast?: NavigationToast | string };

/** `navigate(path, { state: toastState('Saved') })`. */
export const toastState = (message: string, title?: string): ToastState => ({ toast: { message, title } });

export function readNavigationToast(state: unknown): NavigationToast | undefined {
  if (typeof state !== 'object' || state === null || !('toast' in state)) return undefined;
  const { toast } = state as ToastState;
  if (typeof toast === 'string') return toast ? { message: toast } : undefined;
  if (toast && typeof toast.message === 'string' && toast.message) return toast;
  return undefined;
}

/** The dark toast of the shell. */
export const DARK_TOAST_STYLES = {
  root: { backgroundColor: 'var(--mantine-color-dark-7)', borderColor: 'var(--mantine-color-dark-4)' },
  title: { color: 'var(--mantine-color-white)' },
  description: { color: 'var(--mantine-color-gray-2)' },
  closeButton: { color: 'var(--mantine-color-gray-2)' },
} as const;

/**
 * Shows the toast passed in navigation state once, as a dark notification, then drops it from the
 * history entry so going back or reloading does not show it again.
 */
export function useNavigationToast() {
  const location = useLocation();
  const navigate = useNavigate();
  const shownFor = useRef<string | null>(null);
  useEffect(() => {
    const toast = readNavigationToast(location.state);
    if (!toast || shownFor.current === location.key) return;
    shownFor.current = location.key;
    notifications.show({
      id: `navigation-toast-${location.key}`,
      color: 'dark',
      title: toast.title,
      message: toast.message,
      styles: DARK_TOAST_STYLES,
    });
    const { toast: _shown, ...rest } = location.state as ToastState & Record<string, unknown>;
    void navigate(`${location.pathname}${location.search}${location.hash}`, {
      replace: true,
      state: Object.keys(rest).length ? rest : null,
    });
  }, [location, navigate]);
}
