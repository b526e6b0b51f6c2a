import { Alert, Button, Group, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  accountLimitIssues,
  limitFromText,
  type TAccountLimitRow,
  type TSpendingLimitField,
  type TViolationOption,
  violationFlags,
  violationOption,
} from '@portal/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS_NS } from '../utils/namespaces';

type Texts = Record<TSpendingLimitField, string>;
const FIELDS: TSpendingLimitField[] = [
  'dailySpendLimit',
  'weeklySpendLimit',
  'monthlySpendLimit',
  'rollingDays',
  'rollingSpendLimit',
];
const textOf = (v: number | null) => (v === null ? '' : String(v));
const MESSAGE_COLOR: Record<TViolationOption, string> = { 1: 'green', 2: 'yellow', 3: 'red' };

export type LimitsFormValues = Pick<
  TAccountLimitRow,
  TSpendingLimitField | 'acceptViolation' | 'alertViolation'
>;

/**
 * Spec 002 §2.9, §4.10, §5.4: the violation choice and the daily, weekly, monthly and rolling limits,
 * checked on every change with the contract's rules; Save says why it is disabled.
 */
export function LimitsForm({
  row,
  readOnlyReason,
  saving,
  onSave,
  onCancel,
}: {
  row: TAccountLimitRow;
  readOnlyReason?: string;
  saving: boolean;
  onSave: (values: LimitsFormValues) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(LIMITS_NS);
  const initial = useMemo(() => Object.fromEntries(FIELDS.map((f) => [f, textOf(row[f])])) as Texts, [row]);
  const initialOption = String(violationOption(row.acceptViolation, row.alertViolation));
  const [texts, setTexts] = useState<Texts>(initial);
  const [option, setOption] = useState(initialOption);
  const values = Object.fromEntries(FIELDS.map((f) => [f, limitFromText(texts[f])])) as Record<
    TSpendingLimitField,
    number | null
  >;
  const issues = accountLimitIssues(values);
  const errorOf = (field: TSpendingLimitField) => {
    const issue = issues.find((i) => i.field === field);
    return issue ? t(issue.key, issue.values) : undefined;
  };
  const dirty = option !== initialOption || FIELDS.some((f) => texts[f].trim() !== initial[f]);
  const reason =
    readOnlyReason ??
    (issues.length ? t('save_disabled_invalid') : !dirty ? t('save_disabled_unchanged') : undefined);
  const chosen = Number(option) as TViolationOption;

  const input = (field: TSpendingLimitField, label: string, unit: string) => (
    <TextInput
      label={label}
      description={unit}
      inputMode="decimal"
      value={texts[field]}
      onChange={(e) => {
        const value = e.currentTarget.value;
        setTexts((current) => ({ ...current, [field]: value }));
      }}
      error={errorOf(field)}
      disabled={Boolean(readOnlyReason)}
      name={field}
    />
  );

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (reason) return;
        const flags = violationFlags(chosen);
        onSave({ ...values, acceptViolation: flags.accept, alertViolation: flags.alert });
      }}
    >
      <Stack gap="lg">
        <Radio.Group label={t('violation_label')} value={option} onChange={setOption}>
          <Stack gap="xs" mt="xs">
            {([1, 2, 3] as const).map((o) => (
              <Radio
                key={o}
                value={String(o)}
                label={t(`violation_option_${o}`)}
                disabled={Boolean(readOnlyReason)}
              />
            ))}
          </Stack>
        </Radio.Group>
        <Alert color={MESSAGE_COLOR[chosen]} role="status">
          {t(`violation_message_${chosen}`)}
        </Alert>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {input('dailySpendLimit', t('daily_label'), row.currency)}
          {input('weeklySpendLimit', t('weekly_label'), row.currency)}
          {input('monthlySpendLimit', t('monthly_label'), row.currency)}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {input('rollingDays', t('rolling_days_label'), t('rolling_days_unit'))}
          {input('rollingSpendLimit', t('rolling_amount_label'), row.currency)}
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          {t('empty_hint')}
        </Text>
        <Group justify="flex-end" align="center">
          {reason && (
            <Text size="sm" id="limits-save-reason">
              {reason}
            </Text>
          )}
          <Button variant="default" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button
            type="submit"
            loading={saving}
            disabled={Boolean(reason)}
            aria-describedby={reason ? 'limits-save-reason' : undefined}
          >
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
