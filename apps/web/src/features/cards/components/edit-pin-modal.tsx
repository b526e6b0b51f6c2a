import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, PasswordInput, Stack } from '@mantine/core';
import { CARD_KEYS, migrationBlocks, type TCardRow, zPin } from '@portal/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isApiError } from '../../../lib/api-client';
import { useSessionScope } from '../../../lib/session/use-session-scope';
import { useUpdatePin } from '../api/cards-api';
import { CARDS_VIEW_NS } from '../utils/namespaces';
import { toast } from '../utils/toast';
import { MigrationContact } from './migration-contact';

const ZPinForm = z.object({ pin: zPin });
type PinForm = z.infer<typeof ZPinForm>;

/** Spec 002 §4.5, §5.2: a 4-digit, numeric, not weak PIN, validated on blur; failure in danger state. */
export function EditPinModal({ card, onClose }: { card: TCardRow; onClose: () => void }) {
  const { t } = useTranslation(CARDS_VIEW_NS);
  const { selection, migrationStatus } = useSessionScope();
  const update = useUpdatePin(selection);
  const form = useForm<PinForm>({
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    resolver: zodResolver(ZPinForm),
    defaultValues: { pin: '' },
  });
  const error = form.formState.errors.pin?.message;
  const [failure, setFailure] = useState<string | null>(null);
  const blocked = migrationBlocks(migrationStatus).pin;

  const save = form.handleSubmit(async ({ pin }) => {
    setFailure(null);
    try {
      await update.mutateAsync({ pinDetails: [{ cardId: card.cardId, pin, pinReq: card.pinReq }] });
      toast('green', t('pin_success'), t('close'));
      onClose();
    } catch (e) {
      const key = isApiError(e) ? e.messageKey : undefined;
      setFailure(
        key?.startsWith('pin_') && key !== CARD_KEYS.pinNotEditable ? t(key) : t('pin_failure_update'),
      );
    }
  });

  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('close') }}
      title={t('pin_title', { serial: card.cardSerialNumber })}
      centered
    >
      {blocked ? (
        <MigrationContact />
      ) : (
        <Stack gap="md">
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <PasswordInput
            label={t('pin_label')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            error={error ? t(error) : undefined}
            {...form.register('pin', { onChange: () => form.clearErrors('pin') })}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button onClick={save} loading={update.isPending} disabled={Boolean(error)}>
              {t('save')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
