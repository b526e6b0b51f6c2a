// Local time of a transaction: day and time restrictions are read in the site's country (Intl does the
// time-zone arithmetic); spending windows (day, ISO week, month) are the account's country's, in SQL.

/** Countries of the catalogue and their zones; also written into the check's SQL (repo.ts). */
export const ZONES: Readonly<Record<string, string>> = {
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
