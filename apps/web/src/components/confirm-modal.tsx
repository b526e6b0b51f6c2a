import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type ConfirmModalProps = {
  opened: boolean;
  title: ReactNode;
  message: ReactNode;
  /** Label of the confirming button; defaults to the common "Confirm". */
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  /** Red confirming button for destructive actions. */
  danger?: boolean;
  /** Shows a spinner on the confirming button and keeps the modal open. */
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** The one confirmation dialog (revoke, stop card, logout …). */
export function ConfirmModal(props: ConfirmModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.title}
      centered
      closeOnClickOutside={!props.loading}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Text size="sm">{props.message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={props.onClose} disabled={props.loading}>
          {props.cancelLabel ?? t('cancel')}
        </Button>
        <Button color={props.danger ? 'red.9' : undefined} onClick={props.onConfirm} loading={props.loading}>
          {props.confirmLabel ?? t('confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
