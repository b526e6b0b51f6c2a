import { Stack, TextInput } from '@mantine/core';
import {
  DIGITS_PATTERN,
  odometerIssues,
  RESTRICTION_KEYS,
  type TOdometerBlock,
  type TViolationOption,
  violationFlags,
  violationOption,
} from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDataValues } from '../../../lib/data-values';
import { RESTRICTIONS_NS } from '../utils/namespaces';
import { FormActions, type FormActionsProps } from './form-actions';
import { ViolationChoice } from './violation-choice';

type Props = Omit<FormActionsProps, 'onSubmit' | 'disabledReason'> & {
  initial: TOdometerBlock | null;
  distanceUnit: string;
  onSubmit: (block: TOdometerBlock) => void;
};

/** §5.4: required, numbers only, 1 to 999999; saving an unchanged value is disabled. */
export function odometerTextIssue(text: string) {
  const trimmed = text.trim();
  if (!trimmed) return RESTRICTION_KEYS.odometerRequired;
  if (!DIGITS_PATTERN.test(trimmed)) return RESTRICTION_KEYS.odometerNoLetters;
  const [issue] = odometerIssues({
    maximumDistance: Number(trimmed),
    distanceUnit: 'KMS',
    acceptOdometerViolation: true,
    alertOdometerViolation: true,
  });
  return issue?.key ?? null;
}

export function OdometerForm({ initial, distanceUnit, onSubmit, ...actions }: Props) {
  const { t } = useTranslation(RESTRICTIONS_NS);
  const values = useDataValues();
  const first = initial ? String(initial.maximumDistance) : '';
  const firstOption = initial
    ? violationOption(initial.acceptOdometerViolation, initial.alertOdometerViolation)
    : 2;
  const [text, setText] = useState(first);
  const [option, setOption] = useState<TViolationOption>(firstOption);
  const [touched, setTouched] = useState(false);
  const issue = odometerTextIssue(text);
  const unchanged = Boolean(initial) && text.trim() === first && option === firstOption;
  return (
    <Stack gap="md">
      <TextInput
        label={t('max_distance_label', { unit: values.value(distanceUnit) })}
        inputMode="numeric"
        required
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        onBlur={() => setTouched(true)}
        error={touched && issue ? t(issue) : undefined}
      />
      <ViolationChoice value={option} onChange={setOption} />
      <FormActions
        {...actions}
        disabledReason={
          unchanged ? t('save_disabled_unchanged') : touched && issue ? t('save_disabled_invalid') : null
        }
        onSubmit={() => {
          setTouched(true);
          if (issue) return;
          const { accept, alert } = violationFlags(option);
          onSubmit({
            maximumDistance: Number(text.trim()),
            distanceUnit,
            acceptOdometerViolation: accept,
            alertOdometerViolation: alert,
          });
        }}
      />
    </Stack>
  );
}
