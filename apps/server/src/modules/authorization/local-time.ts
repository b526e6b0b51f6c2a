// Local calendar of a transaction: day and time restrictions are read at the site's country, spending
// windows (day, ISO week, month) in the account's country. Intl does the time-zone arithmetic.

const ZONES: Readonly<Record<string, string>> = {
  AT: 'Europe/Vienna',
  BE: 'Europe/Brussels',
  CZ: 'Europe/Prague',
  DE: 'Europe/Berlin',
  ES: 'Europe/Madrid',
  FR: 'Europe/Paris',
  GB: 'Europe/London',
  LU: 'Europe/Luxembourg',
  NL: 'Europe/Amsterdam',
  PL: 'Europe/Warsaw',
  PT: 'Europe/Lisbon',
};
export const zoneOf = (countryCode: string | null | undefined) =>
  (countryCode && ZONES[countryCode.toUpperCase()]) || 'UTC';

const DAY = 86_400_000;
const formats = new Map<string, Intl.DateTimeFormat>();
const WEEKDAYS: Readonly<Record<string, number>> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

export type LocalParts = {
  year: number;
  month: number;
  day: number;
  /** 1 Monday … 7 Sunday (spec 002 §9). */
  dayOfWeek: number;
  /** Minutes since local midnight. */
  minute: number;
};

export function localParts(t: number, zone: string): LocalParts {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      weekday: 'short',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    formats.set(zone, format);
  }
  const p: Record<string, string> = {};
  for (const part of format.formatToParts(new Date(t))) p[part.type] = part.value;
  return {
    year: Number(p.year),
    month: Number(p.month),
    day: Number(p.day),
    dayOfWeek: WEEKDAYS[p.weekday ?? ''] ?? 1,
    minute: Number(p.hour) * 60 + Number(p.minute),
  };
}

/** The instant a local calendar date (month and day may overflow, as Date.UTC allows) begins. */
function localMidnight(year: number, month: number, day: number, zone: string): number {
  const wall = Date.UTC(year, month - 1, day);
  // Offset near that instant; a second pass settles days that change offset.
  let instant = wall;
  for (let i = 0; i < 2; i++) {
    const p = localParts(instant, zone);
    const seen = Date.UTC(p.year, p.month - 1, p.day) + p.minute * 60_000;
    instant -= seen - wall;
  }
  return instant;
}

/** Starts of the local day, ISO week and month that hold `t`, and of a rolling window of `days` days. */
export function spendingWindows(t: number, zone: string, rollingDays: number | null) {
  const p = localParts(t, zone);
  return {
    day: localMidnight(p.year, p.month, p.day, zone),
    week: localMidnight(p.year, p.month, p.day - (p.dayOfWeek - 1), zone),
    month: localMidnight(p.year, p.month, 1, zone),
    rolling: rollingDays ? t - rollingDays * DAY : null,
  };
}
