import { Alert, Button, Group, Modal, NativeSelect, Radio, Stack } from '@mantine/core';
import { OVERRIDE_HOURS, type TOverrideBody } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetOverride } from '../api/limits-api';
import { LIMITS_NS } from '../utils/namespaces';

export type OverrideTarget = Pick<TOverrideBody, 'authorityId' | 'customerId' | 'parentId'>;

const hours = (range: { min: number; max: number }) =>
  Array.from({ length: range.max - range.min + 1 }, (_, i) => range.min + i);

/**
 * Spec 002 §4.11: Accept or Accept and alert (default Accept and alert) for 1 to 3 hours (default 1);
 * extending a running override takes 1 to 10 hours. Failures show the spec's texts.
 */
export function OverrideModal({
  mode,
  target,
  alert: initialAlert = true,
  onDone,
  onClose,
}: {
  mode: 'create' | 'extend';
  target: OverrideTarget;
  alert?: boolean;
  onDone: (message: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(LIMITS_NS);
  const save = useSetOverride();
  const [choice, setChoice] = useState(initialAlert ? 'alert' : 'accept');
  const [duration, setDuration] = useState(String(OVERRIDE_HOURS.createDefault));
  const range = mode === 'create' ? OVERRIDE_HOURS.create : OVERRIDE_HOURS.extend;

  const submit = () =>
    save.mutate(
      { ...target, acceptViolation: true, alertViolation: choice === 'alert', duration: Number(duration) },
      { onSuccess: () => onDone(t(mode === 'create' ? 'override_created' : 'override_extended')) },
    );

  return (
    <Modal
      opened
      onClose={onClose}
      centered
      title={t(mode === 'create' ? 'override_create_title' : 'override_extend_title')}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack gap="md">
        {save.isError && (
          <Alert color="red" role="alert">
            {t(mode === 'create' ? 'override_create_error' : 'override_edit_error')}
          </Alert>
        )}
        <Radio.Group label={t('override_choice_label')} value={choice} onChange={setChoice}>
          <Stack gap="xs" mt="xs">
            <Radio value="accept" label={t('override_accept')} />
            <Radio value="alert" label={t('override_accept_alert')} />
          </Stack>
        </Radio.Group>
        <NativeSelect
          label={t(mode === 'create' ? 'override_duration_label' : 'override_extend_label')}
          value={duration}
          onChange={(e) => setDuration(e.currentTarget.value)}
          data={hours(range).map((h) => ({ value: String(h), label: t('override_hours', { count: h }) }))}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button onClick={submit} loading={save.isPending}>
            {t(mode === 'create' ? 'override_create_button' : 'override_extend_button')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
