import type { Preset } from './presets';
import { type Rng, rngFor, weightedTable } from './random';

export const DAY = 86_400_000;
export const HOUR = 3_600_000;
export const MINUTE = 60_000;

/**
 * Everything a part of the generator may depend on. Time comes only from `asOf` (a UTC midnight), never
 * from the clock, so the same preset, seed and as-of date give byte-identical data.
 */
export type GenContext = {
  seed: number;
  preset: Preset;
  /** UTC midnight of the reference day; generated history ends here. */
  asOf: number;
  /** First instant of the transaction and charging history. */
  windowStart: number;
  rng(...labels: (string | number)[]): Rng;
};

export function createContext(preset: Preset, seed: number, asOf: number): GenContext {
  if (asOf % DAY !== 0) throw new Error('as-of must be a UTC midnight');
  return {
    seed,
    preset,
    asOf,
    windowStart: addMonths(asOf, -preset.transactionMonths),
    rng: (...labels) => rngFor(seed, preset.name, ...labels),
  };
}

/** Parses YYYY-MM-DD as UTC midnight; without a value, today's UTC midnight. */
export function parseAsOf(text: string | undefined, now: Date = new Date()): number {
  if (!text) return Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) throw new Error(`--as-of must look like 2025-01-31, not ${text}`);
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (Number.isNaN(ms) || isoDate(ms) !== text) throw new Error(`--as-of is not a date: ${text}`);
  return ms;
}

export const iso = (ms: number) => new Date(ms).toISOString();
export const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Same day of month `months` later (clamped to the month's end), UTC. */
export function addMonths(ms: number, months: number): number {
  const d = new Date(ms);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  return (
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), Math.min(d.getUTCDate(), lastDay)) + (ms % DAY)
  );
}

export const startOfMonth = (ms: number) => {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
};

/** Monday 00:00 UTC of the week containing ms (spec 001 §9: weeks start on Monday). */
export const startOfWeek = (ms: number) => {
  const dayStart = ms - (ms % DAY);
  const weekday = (new Date(dayStart).getUTCDay() + 6) % 7;
  return dayStart - weekday * DAY;
};

/** A time between from and to (exclusive), on a business-day rhythm: mostly 06:00 to 20:00. */
export function businessTime(rng: Rng, from: number, to: number): number {
  const firstDay = from - (from % DAY);
  const days = Math.max(1, Math.ceil((to - firstDay) / DAY));
  for (let attempt = 0; attempt < 4; attempt++) {
    const day = firstDay + rng.int(0, days - 1) * DAY;
    const hour = rng.fromTable(HOURS);
    const t = day + hour * HOUR + rng.int(0, 3_599) * 1000;
    if (t >= from && t < to) return t;
  }
  return from + Math.floor(rng.float() * Math.max(1, to - from));
}

const HOURS = weightedTable(
  Array.from(
    { length: 24 },
    (_, h) => [h, h < 5 ? 0.4 : h < 7 ? 3 : h < 10 ? 8 : h < 17 ? 7 : h < 20 ? 5 : 1.5] as const,
  ),
);
