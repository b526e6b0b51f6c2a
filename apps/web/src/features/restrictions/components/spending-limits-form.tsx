import { Checkbox, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  parseFieldText,
  RESTRICTION_KEYS,
  spendingLimitIssues,
  type TRestrictionIssue,
  type TSpendingLimitBlock,
  type TViolationOption,
  violationFlags,
  violationOption,
} from '@portal/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { issueTexts } from '../utils/issues';
import { RESTRICTIONS_NS } from '../utils/namespaces';
import { FormActions, type FormActionsProps } from './form-actions';
import { ViolationChoice } from './violation-choice';

type Period = 'daily' | 'weekly' | 'monthly' | 'rolling';
/** Each period's two fields: [path in the block, kind, label key]. */
const FIELDS: Record<Period, [string, 'decimal' | 'count', string][]> = {
  daily: [
    ['daily.dailySpendLimit', 'decimal', 'spend_limit_label'],
    ['daily.dailyTxnLimit', 'count', 'txn_limit_label'],
  ],
  weekly: [
    ['weekly.weeklySpendLimit', 'decimal', 'spend_limit_label'],
    ['weekly.weeklyTxnLimit', 'count', 'txn_limit_label'],
  ],
  monthly: [
    ['monthly.monthlySpendLimit', 'decimal', 'spend_limit_label'],
    ['monthly.monthlyTxnLimit', 'count', 'txn_limit_label'],
  ],
  rolling: [
    ['rollingLimit.rollingDaysCount', 'count', 'rolling_days_label'],
    ['rollingLimit.rollingDaysSpendLimit', 'decimal', 'spend_limit_label'],
  ],
};
const PERIODS = Object.keys(FIELDS) as Period[];
/** §5.4: a checked period needs its spend limit (a rolling one also its days). */
const REQUIRED = new Set([
  'daily.dailySpendLimit',
  'weekly.weeklySpendLimit',
  'monthly.monthlySpendLimit',
  'rollingLimit.rollingDaysCount',
  'rollingLimit.rollingDaysSpendLimit',
]);

const read = (block: TSpendingLimitBlock | null, path: string) => {
  const [group = '', field = ''] = path.split('.');
  const value = (block as Record<string, Record<string, number | null>> | null)?.[group]?.[field];
  return value === null || value === undefined ? '' : String(value);
};

type Props = Omit<FormActionsProps, 'onSubmit' | 'disabledReason'> & {
  initial: TSpendingLimitBlock | null;
  currency: string;
  onSubmit: (block: TSpendingLimitBlock) => void;
};

/** Spec 002 §3.11, §4.12, §5.4: daily, weekly, monthly and rolling limits with a violation choice. */
export function SpendingLimitsForm({ initial, currency, onSubmit, ...actions }: Props) {
  const { t } = useTranslation(RESTRICTIONS_NS);
  const [texts, setTexts] = useState<Record<string, string>>(() =>
    Object.fromEntries(PERIODS.flatMap((p) => FIELDS[p].map(([path]) => [path, read(initial, path)]))),
  );
  const [enabled, setEnabled] = useState<Record<Period, boolean>>(() => ({
    daily: !initial || FIELDS.daily.some(([path]) => read(initial, path) !== ''),
    weekly: FIELDS.weekly.some(([path]) => read(initial, path) !== ''),
    monthly: FIELDS.monthly.some(([path]) => read(initial, path) !== ''),
    rolling: FIELDS.rolling.some(([path]) => read(initial, path) !== ''),
  }));
  const [option, setOption] = useState<TViolationOption>(
    initial ? violationOption(initial.acceptSpendingLimitViolation, initial.alertSpendingLimitViolation) : 2,
  );
  const [touched, setTouched] = useState(false);

  const { block, issues } = useMemo(() => {
    const values: Record<string, number | null> = {};
    const found: TRestrictionIssue[] = [];
    for (const period of PERIODS)
      for (const [path, kind] of FIELDS[period]) {
        const parsed = enabled[period] ? parseFieldText(texts[path] ?? '', kind) : { value: null };
        if ('key' in parsed) found.push({ path, key: parsed.key });
        values[path] = 'value' in parsed ? parsed.value : null;
        if (enabled[period] && REQUIRED.has(path) && texts[path]?.trim() === '')
          found.push({ path, key: RESTRICTION_KEYS.required });
      }
    const { accept, alert } = violationFlags(option);
    const v = (path: string) => values[path] ?? null;
    const next: TSpendingLimitBlock = {
      daily: { dailySpendLimit: v('daily.dailySpendLimit'), dailyTxnLimit: v('daily.dailyTxnLimit') },
      weekly: { weeklySpendLimit: v('weekly.weeklySpendLimit'), weeklyTxnLimit: v('weekly.weeklyTxnLimit') },
      monthly: {
        monthlySpendLimit: v('monthly.monthlySpendLimit'),
        monthlyTxnLimit: v('monthly.monthlyTxnLimit'),
      },
      rollingLimit: {
        rollingDaysCount: v('rollingLimit.rollingDaysCount'),
        rollingDaysSpendLimit: v('rollingLimit.rollingDaysSpendLimit'),
      },
      acceptSpendingLimitViolation: accept,
      alertSpendingLimitViolation: alert,
    };
    const failed = new Set(found.map((i) => i.path));
    return {
      block: next,
      issues: [...found, ...spendingLimitIssues(next).filter((i) => !failed.has(i.path))],
    };
  }, [texts, enabled, option]);
  const errors = issueTexts(issues, t);
  const noPeriod = !PERIODS.some((p) => enabled[p]);

  const toggle = (period: Period, on: boolean) => {
    setEnabled((e) => ({ ...e, [period]: on }));
    // §4.12: unchecking clears the values.
    if (!on) setTexts((x) => ({ ...x, ...Object.fromEntries(FIELDS[period].map(([path]) => [path, ''])) }));
  };

  return (
    <Stack gap="md">
      {PERIODS.map((period) => (
        <Stack key={period} gap="xs">
          <Checkbox
            label={t(period)}
            checked={enabled[period]}
            onChange={(e) => toggle(period, e.currentTarget.checked)}
          />
          {enabled[period] && (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {FIELDS[period].map(([path, kind, label]) => (
                <TextInput
                  key={path}
                  label={`${t(period)}: ${t(label, { currency })}`}
                  inputMode={kind === 'decimal' ? 'decimal' : 'numeric'}
                  required={REQUIRED.has(path)}
                  value={texts[path] ?? ''}
                  onChange={(e) => {
                    const value = e.currentTarget.value;
                    setTexts((x) => ({ ...x, [path]: value }));
                  }}
                  onBlur={() => setTouched(true)}
                  error={touched ? errors[path] : undefined}
                />
              ))}
            </SimpleGrid>
          )}
        </Stack>
      ))}
      <ViolationChoice value={option} onChange={setOption} />
      <FormActions
        {...actions}
        onSubmit={() => {
          setTouched(true);
          if (issues.length === 0) onSubmit(block);
        }}
        disabledReason={
          noPeriod
            ? t('spending_period_required')
            : touched && issues.length
              ? t('save_disabled_invalid')
              : null
        }
      />
    </Stack>
  );
}
