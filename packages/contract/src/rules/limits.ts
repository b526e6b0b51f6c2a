// Spec 002 §4.10, §4.11, §5.4, §9: violation options, override durations and the spending-limit rules,
// once for the server's refusals and the web's forms (account limits; profile spending limits too).

/** Spec 002 §9: spending limit maximum and rolling days 2 to 30. */
export const SPENDING_LIMIT_MAX = 999_999;
export const ROLLING_DAYS = { min: 2, max: 30 } as const;

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

const hasMoreThanTwoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) > 1e-6;

/** One amount: positive, at most 999999, at most 2 decimals (spec 002 §5.4). */
function amountIssue(field: TSpendingLimitField, value: number | null): TLimitIssue | undefined {
  if (value === null) return undefined;
  if (!Number.isFinite(value)) return { field, key: LIMIT_RULE_KEYS.decimalPlace };
  if (value <= 0) return { field, key: LIMIT_RULE_KEYS.positiveNumber };
  if (value > SPENDING_LIMIT_MAX)
    return { field, key: LIMIT_RULE_KEYS.max, values: { max: SPENDING_LIMIT_MAX } };
  if (hasMoreThanTwoDecimals(value)) return { field, key: LIMIT_RULE_KEYS.decimalPlace };
  return undefined;
}

/**
 * Spec 002 §5.4 spending limits: each amount positive and at most 999999; daily not above weekly and
 * weekly not above monthly when set (the message shows the higher-level value as the maximum); rolling
 * days 2 to 30, and days and amount go together. Empty values are null and pass. First issue per field.
 */
export function accountLimitIssues(v: TSpendingLimitValues): TLimitIssue[] {
  const issues: TLimitIssue[] = [];
  const amounts: TSpendingLimitField[] = [
    'dailySpendLimit',
    'weeklySpendLimit',
    'monthlySpendLimit',
    'rollingSpendLimit',
  ];
  for (const field of amounts) {
    const issue = amountIssue(field, v[field]);
    if (issue) issues.push(issue);
  }
  const bad = (field: TSpendingLimitField) => issues.some((i) => i.field === field);
  // Each level against the next higher level that is set.
  const chain: TSpendingLimitField[] = ['dailySpendLimit', 'weeklySpendLimit', 'monthlySpendLimit'];
  chain.forEach((field, i) => {
    const value = v[field];
    if (value === null || bad(field)) return;
    const higher = chain.slice(i + 1).find((h) => v[h] !== null && !bad(h));
    const max = higher ? v[higher] : null;
    if (max !== null && value > max) issues.push({ field, key: LIMIT_RULE_KEYS.max, values: { max } });
  });
  const days = v.rollingDays;
  if (days !== null) {
    if (!Number.isInteger(days)) issues.push({ field: 'rollingDays', key: LIMIT_RULE_KEYS.numeric });
    else if (days < ROLLING_DAYS.min)
      issues.push({ field: 'rollingDays', key: LIMIT_RULE_KEYS.min, values: { min: ROLLING_DAYS.min } });
    else if (days > ROLLING_DAYS.max)
      issues.push({ field: 'rollingDays', key: LIMIT_RULE_KEYS.max, values: { max: ROLLING_DAYS.max } });
  }
  if (days !== null && v.rollingSpendLimit === null)
    issues.push({ field: 'rollingSpendLimit', key: LIMIT_RULE_KEYS.required });
  if (days === null && v.rollingSpendLimit !== null && !bad('rollingSpendLimit'))
    issues.push({ field: 'rollingDays', key: LIMIT_RULE_KEYS.required });
  return issues;
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
