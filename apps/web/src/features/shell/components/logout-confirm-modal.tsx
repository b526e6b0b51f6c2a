import { Button, Group, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../../../components/icons';
import { SHELL_NAMESPACE } from '../../../lib/i18n';
import { useLogout } from '../../../lib/session/use-logout';

export type LogoutConfirmModalProps = { opened: boolean; onClose: () => void };

/** Spec 000 §2 Shell user menu: logout asks first (a warning); confirming logs out to the login route. */
export function LogoutConfirmModal({ opened, onClose }: LogoutConfirmModalProps) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const logout = useLogout();
  const [isLoggingOut, setIsLoggingOut] = useState(false);
  const onConfirm = async () => {
    setIsLoggingOut(true);
    await logout();
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      closeButtonProps={{ 'aria-label': t('modal_close') }}
      title={
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon color="yellow" variant="light" radius="xl" aria-hidden="true">
            <AlertIcon />
          </ThemeIcon>
          <Text fw={700}>{t('logout_confirm_title')}</Text>
        </Group>
      }
    >
      <Stack gap="lg">
        <Text>{t('logout_confirm_text')}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('cancel')}
          </Button>
          <Button color="red.8" onClick={() => void onConfirm()} loading={isLoggingOut}>
            {t('logout_confirm_button')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
