// Spec 002 §4.10, §4.11, §5.4, §9: violation options, override durations and the spending-limit rules,
// once for the server's refusals and the web's forms (account limits; profile spending limits too).

import { RESTRICTION_LIMITS } from '../restrictions';
import {
  amountIssue,
  chainIssues,
  present,
  rollingDaysIssue,
  type TRestrictionIssue,
} from './restriction-values';

/** Spec 002 §9: spending limit maximum and rolling days 2 to 30 (one definition, the profiles' own). */
export const SPENDING_LIMIT_MAX = RESTRICTION_LIMITS.spendingMax;
export const ROLLING_DAYS = {
  min: RESTRICTION_LIMITS.rollingDaysMin,
  max: RESTRICTION_LIMITS.rollingDaysMax,
} as const;

/** Spec 002 §4.11, §9: a new override lasts 1 to 3 hours (default 1), an extension 1 to 10, end sends 0. */
export const OVERRIDE_HOURS = {
  create: { min: 1, max: 3 },
  extend: { min: 1, max: 10 },
  end: 0,
  createDefault: 1,
} as const;

export const LIMIT_RULE_KEYS = {
  required: 'field_required_message',
  positiveNumber: 'validation_positive_number',
  max: 'restriction_valiation_max',
  min: 'restriction_valiation_min',
  decimalPlace: 'restriction_valiation_decimal_place',
  numeric: 'restriction_valiation_numeric',
} as const;
export type TLimitRuleKey = (typeof LIMIT_RULE_KEYS)[keyof typeof LIMIT_RULE_KEYS];

export type TSpendingLimitValues = {
  dailySpendLimit: number | null;
  weeklySpendLimit: number | null;
  monthlySpendLimit: number | null;
  rollingDays: number | null;
  rollingSpendLimit: number | null;
};
export type TSpendingLimitField = keyof TSpendingLimitValues;
export type TLimitIssue = {
  field: TSpendingLimitField;
  key: TLimitRuleKey;
  values?: { max?: number; min?: number };
};

const AMOUNTS: TSpendingLimitField[] = [
  'dailySpendLimit',
  'weeklySpendLimit',
  'monthlySpendLimit',
  'rollingSpendLimit',
];
const CHAIN: TSpendingLimitField[] = ['dailySpendLimit', 'weeklySpendLimit', 'monthlySpendLimit'];

const asLimitIssue = (i: TRestrictionIssue): TLimitIssue => ({
  field: i.path as TSpendingLimitField,
  key: i.key as TLimitRuleKey,
  ...(i.max !== undefined || i.min !== undefined
    ? { values: { ...(i.max !== undefined && { max: i.max }), ...(i.min !== undefined && { min: i.min }) } }
    : {}),
});

/**
 * Spec 002 §5.4 spending limits of an account, with the same single-value, chain and rolling-days
 * checks as a profile's spending-limit block (restriction-values): each amount positive and at most
 * 999999; daily not above weekly and weekly not above monthly when set (the message names the next set
 * higher value as the maximum); rolling days 2 to 30, and days and amount go together. Empty values are
 * null and pass. First issue per field.
 */
export function accountLimitIssues(v: TSpendingLimitValues): TLimitIssue[] {
  const issues = present(AMOUNTS.map((field) => amountIssue(field, v[field], SPENDING_LIMIT_MAX)));
  const bad = (field: TSpendingLimitField) => issues.some((i) => i.path === field);
  issues.push(...chainIssues(CHAIN.map((field) => [field, bad(field) ? null : v[field]])));
  const days = v.rollingDays;
  const daysIssue = rollingDaysIssue('rollingDays', days);
  if (daysIssue) issues.push(daysIssue);
  const out = issues.map(asLimitIssue);
  if (days !== null && v.rollingSpendLimit === null)
    out.push({ field: 'rollingSpendLimit', key: LIMIT_RULE_KEYS.required });
  if (days === null && v.rollingSpendLimit !== null && !bad('rollingSpendLimit'))
    out.push({ field: 'rollingDays', key: LIMIT_RULE_KEYS.required });
  return out;
}

/**
 * A form's text as a limit: empty is null (spec 002 §5.4 "empty values are sent as null"); text that
 * is no number gives NaN, which the rules answer with the decimal-place message.
 */
export const limitFromText = (text: string): number | null => {
  const trimmed = text.trim().replace(',', '.');
  if (!trimmed) return null;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
};
