import { Button, Group, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ODOMETER_MAX_DIGITS, zOdometer } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateOdometer } from '../api/update-odometer';
import { TRANSACTIONS_NAMESPACE } from '../utils/namespace';

/** Spec 001 §5: digits only (integer message), at most 7 (max-digits message); checked on blur. */
export function odometerError(value: string): string | null {
  const parsed = zOdometer.safeParse(value);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

/** Spec 001 §4 odometer edit: edit mode, saving, then a success or failure toast; Cancel leaves edit mode. */
export function OdometerEdit({
  uniqueId,
  initial,
  label,
  onDone,
}: {
  uniqueId: string;
  initial: string | null;
  label: string;
  onDone: () => void;
}) {
  const { t } = useTranslation(TRANSACTIONS_NAMESPACE);
  const [value, setValue] = useState(initial ?? '');
  const [error, setError] = useState<string | null>(null);
  const mutation = useUpdateOdometer(uniqueId);
  const message = (key: string) => t(key, { maxDigits: ODOMETER_MAX_DIGITS });
  const save = () => {
    const problem = odometerError(value);
    setError(problem);
    if (problem) return;
    mutation.mutate(value.trim(), {
      onSuccess: () => {
        notifications.show({
          color: 'green',
          title: t('update_success_title'),
          message: t('detail_updated', { field: label }),
          autoClose: 5000,
        });
        onDone();
      },
      onError: () =>
        notifications.show({
          color: 'red',
          title: t('try_again_title'),
          message: t('detail_update_error'),
          autoClose: 5000,
        }),
    });
  };
  return (
    <Group align="flex-start" gap="sm" wrap="wrap">
      <TextInput
        label={label}
        value={value}
        inputMode="numeric"
        onChange={(e) => setValue(e.currentTarget.value)}
        onBlur={() => setError(odometerError(value))}
        error={error ? message(error) : undefined}
        maxLength={ODOMETER_MAX_DIGITS + 5}
        disabled={mutation.isPending}
        w={200}
      />
      <Group gap="xs" mt={25}>
        <Button onClick={save} loading={mutation.isPending}>
          {t('save')}
        </Button>
        <Button variant="default" onClick={onDone} disabled={mutation.isPending}>
          {t('cancel')}
        </Button>
      </Group>
    </Group>
  );
}
