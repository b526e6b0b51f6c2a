import { CHARGING_HISTORY_FIRST_DAY } from '@portal/contract';

/**
 * Spec 001 §5: the charging history range starts in 1983 and ends today at the latest; the end day is
 * taken up to 23:59:59.999 (local time of the browser, sent as ISO instants).
 */
export function chargingRange(from: string | null, to: string | null, now = new Date()) {
  const first = new Date(`${CHARGING_HISTORY_FIRST_DAY}T00:00:00`);
  const start = from ? new Date(`${from}T00:00:00`) : first;
  const endDay = to ? new Date(`${to}T00:00:00`) : now;
  const end = new Date(endDay.getFullYear(), endDay.getMonth(), endDay.getDate(), 23, 59, 59, 999);
  const clampedStart = start < first ? first : start;
  return { dateFrom: clampedStart.toISOString(), dateTo: end.toISOString() };
}
