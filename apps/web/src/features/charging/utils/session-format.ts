/** Spec 001 §2 charger details: dates dd/MM/yy and times HH:mm (browser time), whatever the preferences. */
const two = (n: number) => String(n).padStart(2, '0');

export function sessionDate(iso: string): string {
  const d = new Date(iso);
  return `${two(d.getDate())}/${two(d.getMonth() + 1)}/${two(d.getFullYear() % 100)}`;
}

export function sessionTime(iso: string): string {
  const d = new Date(iso);
  return `${two(d.getHours())}:${two(d.getMinutes())}`;
}

/** Spec 001 §2: a duration in hours and minutes (rounded to the minute). */
export function durationParts(seconds: number): { hours: number; minutes: number } {
  const total = Math.round(Math.max(0, seconds) / 60);
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

export const USAGE_PERIODS = ['currentMonth', 'previousMonth', 'last3Months', 'last12Months'] as const;
export type UsagePeriod = (typeof USAGE_PERIODS)[number];
/** Their content keys (snake_case). */
export const USAGE_PERIOD_KEYS: Record<UsagePeriod, string> = {
  currentMonth: 'period_current_month',
  previousMonth: 'period_previous_month',
  last3Months: 'period_last_3_months',
  last12Months: 'period_last_12_months',
};

/**
 * The usage insights period (spec 001 §2, default the current month) as ISO instants in the browser's
 * time: from the first day of a month, to now or to the end of the previous month.
 */
export function usageRange(period: UsagePeriod, now = new Date()): { from: string; to: string } {
  const y = now.getFullYear();
  const m = now.getMonth();
  const monthStart = (offset: number) => new Date(y, m + offset, 1);
  if (period === 'previousMonth')
    return { from: monthStart(-1).toISOString(), to: new Date(monthStart(0).getTime() - 1).toISOString() };
  const back = period === 'last3Months' ? -2 : period === 'last12Months' ? -11 : 0;
  return { from: monthStart(back).toISOString(), to: now.toISOString() };
}
