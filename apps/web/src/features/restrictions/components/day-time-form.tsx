import {
  Badge,
  Button,
  Group,
  Paper,
  RangeSlider,
  SegmentedControl,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import {
  DAY_SETUP_DAYS,
  DEFAULT_DAY_TIMES,
  dayTimeIssues,
  type TDaySetupType,
  type TDayTimeBlock,
  type TDayWithTime,
  type TViolationOption,
  violationFlags,
  violationOption,
} from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RESTRICTIONS_NS } from '../utils/namespaces';
import { FormActions, type FormActionsProps } from './form-actions';
import { ViolationChoice } from './violation-choice';

type Day = { included: boolean; isAllow: boolean; start: number; end: number };
const DAY_END = 24 * 60;
const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
/** The slider's last stop (24:00) is the spec's 23:59. */
export const toTime = (minutes: number) => {
  const m = Math.min(minutes, DAY_END - 1);
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};
const fromTime = (time: string) => (time === '23:59' ? DAY_END : toMinutes(time));
const NEW_DAY: Day = {
  included: true,
  isAllow: true,
  start: fromTime(DEFAULT_DAY_TIMES.startTime),
  end: fromTime(DEFAULT_DAY_TIMES.endTime),
};
const ALL_DAYS = DAY_SETUP_DAYS.C;

function daysOf(initial: TDayTimeBlock | null): Record<number, Day> {
  const out: Record<number, Day> = {};
  for (const d of ALL_DAYS) {
    const saved = initial?.daysWithTime.find((x) => x.dayOfWeek === d);
    out[d] = saved
      ? {
          included: true,
          isAllow: saved.isAllow,
          start: fromTime(saved.startTime),
          end: fromTime(saved.endTime),
        }
      : { ...NEW_DAY, included: initial?.setupType !== 'C' };
  }
  return out;
}
const same = (a: Day, b: Day) =>
  a.included === b.included && a.isAllow === b.isAllow && a.start === b.start && a.end === b.end;

type Props = Omit<FormActionsProps, 'onSubmit' | 'disabledReason'> & {
  initial: TDayTimeBlock | null;
  onSubmit: (block: TDayTimeBlock) => void;
};

/** Spec 002 §2.7: weekday (B, the default), weekend (W) or custom (C) with per-day settings. */
export function DayTimeForm({ initial, onSubmit, ...actions }: Props) {
  const { t } = useTranslation(RESTRICTIONS_NS);
  const [setupType, setSetupType] = useState<TDaySetupType>(initial?.setupType ?? 'B');
  const [first] = useState(() => daysOf(initial));
  const [days, setDays] = useState(first);
  const [option, setOption] = useState<TViolationOption>(
    initial ? violationOption(initial.acceptDayTimeViolation, initial.alertDayTimeViolation) : 2,
  );
  const shown: readonly number[] = DAY_SETUP_DAYS[setupType];
  const isCustom = setupType === 'C';
  const update = (d: number, patch: Partial<Day>) =>
    setDays((x) => ({ ...x, [d]: { ...(x[d] as Day), ...patch } }));
  // Weekday and weekend apply one setting to their days; the first day holds it.
  const lead = shown[0] as number;
  const dayList = isCustom ? shown : [lead];

  const block = (): TDayTimeBlock => {
    const { accept, alert } = violationFlags(option);
    const entries: TDayWithTime[] = shown
      .filter((d) => !isCustom || days[d]?.included)
      .map((d) => {
        const day = (isCustom ? days[d] : days[lead]) as Day;
        return { dayOfWeek: d, isAllow: day.isAllow, startTime: toTime(day.start), endTime: toTime(day.end) };
      });
    return { setupType, daysWithTime: entries, acceptDayTimeViolation: accept, alertDayTimeViolation: alert };
  };
  const invalid = dayTimeIssues(block()).length > 0;

  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label={t('setup_type')}
        value={setupType}
        onChange={(v) => setSetupType(v as TDaySetupType)}
        data={(['B', 'W', 'C'] as const).map((s) => ({ value: s, label: t(`setup_${s.toLowerCase()}`) }))}
      />
      {isCustom && (
        <Button
          variant="light"
          size="xs"
          w="fit-content"
          onClick={() =>
            setDays((x) => Object.fromEntries(ALL_DAYS.map((d) => [d, { ...(x[lead] as Day) }])))
          }
        >
          {t('apply_all_days')}
        </Button>
      )}
      {dayList.map((d) => {
        const day = days[d] as Day;
        const changed = !same(day, first[d] as Day);
        const title = isCustom ? t(`day_${d}`) : t(`setup_${setupType.toLowerCase()}_days`);
        return (
          <Paper key={d} withBorder p="sm" radius="md">
            <Stack gap="xs">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Group gap={6}>
                  <Text fw={600}>{title}</Text>
                  {changed && (
                    <Badge size="xs" variant="dot" color="blue">
                      {t('changed_day')}
                    </Badge>
                  )}
                </Group>
                {isCustom && (
                  <Switch
                    label={t('set_restriction')}
                    checked={day.included}
                    onChange={(e) => update(d, { included: e.currentTarget.checked })}
                  />
                )}
              </Group>
              {day.included || !isCustom ? (
                <>
                  <SegmentedControl
                    aria-label={t('day_access', { day: title })}
                    size="xs"
                    value={day.isAllow ? 'allow' : 'deny'}
                    onChange={(v) => update(d, { isAllow: v === 'allow' })}
                    data={[
                      { value: 'allow', label: t('allow') },
                      { value: 'deny', label: t('not_allow') },
                    ]}
                  />
                  <Text size="sm" id={`time-${d}`}>
                    {t('time_range', { start: toTime(day.start), end: toTime(day.end) })}
                  </Text>
                  <RangeSlider
                    aria-labelledby={`time-${d}`}
                    min={0}
                    max={DAY_END}
                    step={15}
                    minRange={15}
                    label={toTime}
                    value={[day.start, day.end]}
                    onChange={([start, end]) => update(d, { start, end })}
                    thumbFromLabel={t('time_from')}
                    thumbToLabel={t('time_to')}
                    mb="sm"
                  />
                </>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('day_removed')}
                </Text>
              )}
            </Stack>
          </Paper>
        );
      })}
      <ViolationChoice value={option} onChange={setOption} />
      <FormActions
        {...actions}
        disabledReason={invalid ? t('restriction_day_time_invalid') : null}
        onSubmit={() => onSubmit(block())}
      />
    </Stack>
  );
}
