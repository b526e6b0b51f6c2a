import { Radio, Stack, Text } from '@mantine/core';
import { type TViolationOption, VIOLATION_OPTIONS } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { RESTRICTIONS_NS } from '../utils/namespaces';

/** Spec 002 §4.10: 1 accept (success), 2 accept and alert (warning), 3 reject and alert (danger). */
export const VIOLATION_COLORS: Record<TViolationOption, string> = { 1: 'green', 2: 'yellow', 3: 'red' };
/** The same three as badge tones (dark text on a light ground, components/tone-badge). */
export const VIOLATION_TONES = { 1: 'success', 2: 'warning', 3: 'danger' } as const satisfies Record<
  TViolationOption,
  string
>;

export function ViolationChoice({
  value,
  onChange,
}: {
  value: TViolationOption;
  onChange: (option: TViolationOption) => void;
}) {
  const { t } = useTranslation(RESTRICTIONS_NS);
  return (
    <Radio.Group
      label={t('violation_label')}
      value={String(value)}
      onChange={(v) => onChange(Number(v) as TViolationOption)}
    >
      <Stack gap="xs" mt="xs">
        {VIOLATION_OPTIONS.map((option) => (
          <Radio
            key={option}
            value={String(option)}
            color={VIOLATION_COLORS[option]}
            label={t(`violation_${option}`)}
            description={
              <Text span size="xs" c={VIOLATION_COLORS[option]}>
                {t(`violation_${option}_hint`)}
              </Text>
            }
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
