// Spec 002 §4.10 and §5.4: violation options and the single-value checks of the restriction forms,
// used by the wizard, the edit pages and the server alike.
import { RESTRICTION_KEYS, RESTRICTION_LIMITS, type TRestrictionKey } from '../restrictions';

const { rollingDaysMin: ROLLING_DAYS_MIN, rollingDaysMax: ROLLING_DAYS_MAX } = RESTRICTION_LIMITS;

/** A problem of one field: its path in the block, the message key and the {max} or {min} it names. */
export type TRestrictionIssue = { path: string; key: TRestrictionKey; max?: number; min?: number };

/** Spec 002 §4.10: 1 accept without alert, 2 accept and alert, 3 reject and alert. */
export const VIOLATION_OPTIONS = [1, 2, 3] as const;
export type TViolationOption = (typeof VIOLATION_OPTIONS)[number];

/** Saved flags: accept is false only for option 3, alert false only for option 1. */
export const violationFlags = (option: TViolationOption) => ({ accept: option !== 3, alert: option !== 1 });

/** Reading back derives the option from the flags (reject always alerts, so it is 3 either way). */
export const violationOption = (accept: boolean, alert: boolean): TViolationOption =>
  !accept ? 3 : alert ? 2 : 1;

/** Spec 002 §5.4 decimal fields: optional minus sign, digits, at most 2 decimals. */
export const DECIMAL_PATTERN = /^-?\d+(\.\d{1,2})?$/;
/** Count-type fields: digits only. */
export const DIGITS_PATTERN = /^\d+$/;

const decimals = (value: number) => {
  const [, fraction = ''] = String(value).split('.');
  return fraction.length;
};

/**
 * A money amount (spending limits, product value caps): positive, at most 2 decimals, at most `max`.
 * Null is "not set" and passes.
 */
export function amountIssue(path: string, value: number | null | undefined, max: number) {
  if (value === null || value === undefined) return null;
  if (!Number.isFinite(value) || decimals(value) > 2) return { path, key: RESTRICTION_KEYS.decimalPlace };
  if (value <= 0) return { path, key: RESTRICTION_KEYS.positiveNumber };
  if (value > max) return { path, key: RESTRICTION_KEYS.max, max };
  return null;
}

/**
 * Spec 002 §5.4 limit chain: daily ≤ weekly ≤ monthly where set; the lower one names the next set higher
 * one as its {max}. Entries already refused for their own value are left out by the caller.
 */
export function chainIssues(entries: [path: string, value: number | null][]): TRestrictionIssue[] {
  const out: TRestrictionIssue[] = [];
  entries.forEach(([path, value], i) => {
    if (value === null) return;
    const higher = entries.slice(i + 1).find(([, v]) => v !== null);
    if (higher && value > (higher[1] as number))
      out.push({ path, key: RESTRICTION_KEYS.max, max: higher[1] as number });
  });
  return out;
}

/** Spec 002 §5.4, §9: rolling days are a whole number from 2 to 30. */
export function rollingDaysIssue(path: string, days: number | null): TRestrictionIssue | null {
  if (days === null) return null;
  if (!Number.isInteger(days)) return { path, key: RESTRICTION_KEYS.numeric };
  if (days < ROLLING_DAYS_MIN) return { path, key: RESTRICTION_KEYS.min, min: ROLLING_DAYS_MIN };
  if (days > ROLLING_DAYS_MAX) return { path, key: RESTRICTION_KEYS.max, max: ROLLING_DAYS_MAX };
  return null;
}

/** A count or volume: a positive whole number, at most `max` when one applies. */
export function countIssue(path: string, value: number | null | undefined, max?: number) {
  if (value === null || value === undefined) return null;
  if (!Number.isInteger(value)) return { path, key: RESTRICTION_KEYS.numeric };
  if (value <= 0) return { path, key: RESTRICTION_KEYS.positiveNumber };
  if (max !== undefined && value > max) return { path, key: RESTRICTION_KEYS.max, max };
  return null;
}

/**
 * The text of a form field as the value the API takes: empty is null (§5.4 "empty values are sent as
 * null"); text that is no number of the field's kind gives the pattern's message key.
 */
export function parseFieldText(
  text: string,
  kind: 'decimal' | 'count',
): { value: number | null } | { key: TRestrictionKey } {
  const trimmed = text.trim();
  if (trimmed === '') return { value: null };
  if (kind === 'decimal' && !DECIMAL_PATTERN.test(trimmed)) return { key: RESTRICTION_KEYS.decimalPlace };
  if (kind === 'count' && !DIGITS_PATTERN.test(trimmed))
    return { key: trimmed.startsWith('-') ? RESTRICTION_KEYS.positiveNumber : RESTRICTION_KEYS.numeric };
  return { value: Number(trimmed) };
}

/** Keeps the issues that are there. */
export const present = (issues: readonly (TRestrictionIssue | null)[]): TRestrictionIssue[] =>
  issues.filter((i): i is TRestrictionIssue => i !== null);
