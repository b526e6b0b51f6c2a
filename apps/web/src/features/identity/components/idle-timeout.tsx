import { Button, Group, Modal, Text } from '@mantine/core';
import { SESSION_CONSTANTS } from '@portal/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PORTAL_CONFIG, usePortalConfig } from '../../../lib/portal-config';
import { useAutomaticLogout, useLogout } from '../../../lib/session/use-logout';
import { refreshSession } from '../api/refresh-session';
import { useCountdown } from '../hooks/use-countdown';
import { useIdleTimer } from '../hooks/use-idle-timer';

/**
 * Spec 000 §4 Idle timeout, mounted only while signed in: after the idle time a modal offers continue
 * (refreshes the session) or log out; with no answer within the auto-logout time the user is logged out.
 * Both times come from the server's configuration, the spec's values until it arrives.
 */
export function IdleTimeout() {
  const { t } = useTranslation('idle');
  const { data: config = DEFAULT_PORTAL_CONFIG } = usePortalConfig();
  const { isIdle, reset } = useIdleTimer({
    timeoutMs: config.idleTimeoutMs,
    debounceMs: SESSION_CONSTANTS.idleDebounceMs,
  });
  const logout = useLogout();
  const logoutAutomatically = useAutomaticLogout();
  const [isRefreshing, setIsRefreshing] = useState(false);
  const secondsLeft = useCountdown(config.autoLogoutMs, isIdle);

  useEffect(() => {
    if (!isIdle) return;
    const timer = setTimeout(() => void logoutAutomatically('idle'), config.autoLogoutMs);
    return () => clearTimeout(timer);
  }, [isIdle, config.autoLogoutMs, logoutAutomatically]);

  const onContinue = async () => {
    setIsRefreshing(true);
    const isRefreshed = await refreshSession();
    setIsRefreshing(false);
    // A failed refresh ends on the login page of the current locale, through the one logout.
    if (isRefreshed) reset();
    else void logoutAutomatically('expired');
  };

  return (
    <Modal
      opened={isIdle}
      onClose={() => void onContinue()}
      title={t('title')}
      centered
      closeOnClickOutside={false}
      withCloseButton={false}
      size="md"
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Text>{t('text')}</Text>
      <Text mt="sm" fw={600} role="timer" aria-live="off">
        {t('countdown', { seconds: secondsLeft })}
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => void logout()}>
          {t('logout_button')}
        </Button>
        <Button onClick={() => void onContinue()} loading={isRefreshing} data-autofocus>
          {t('continue_button')}
        </Button>
      </Group>
    </Modal>
  );
}
