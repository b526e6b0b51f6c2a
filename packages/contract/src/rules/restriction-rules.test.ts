import { describe, expect, it } from 'vitest';
import { RESTRICTION_KEYS } from '../restrictions';
import {
  defaultProfileName,
  profileNameIssue,
  restrictedItemCount,
  spendingLimitIssues,
} from './restriction-rules';
import { parseFieldText, violationFlags, violationOption } from './restriction-values';

const spending = (daily: number | null, weekly: number | null, monthly: number | null) => ({
  daily: { dailySpendLimit: daily, dailyTxnLimit: null },
  weekly: { weeklySpendLimit: weekly, weeklyTxnLimit: null },
  monthly: { monthlySpendLimit: monthly, monthlyTxnLimit: null },
  rollingLimit: { rollingDaysCount: null, rollingDaysSpendLimit: null },
  acceptSpendingLimitViolation: true,
  alertSpendingLimitViolation: true,
});

describe('restriction rules (spec 002 §4.10, §5.4)', () => {
  it('violation options convert to flags and back (§4.10)', () => {
    expect(violationFlags(1)).toEqual({ accept: true, alert: false });
    expect(violationFlags(2)).toEqual({ accept: true, alert: true });
    expect(violationFlags(3)).toEqual({ accept: false, alert: true });
    for (const option of [1, 2, 3] as const) {
      const { accept, alert } = violationFlags(option);
      expect(violationOption(accept, alert)).toBe(option);
    }
  });

  it('empty text is null; decimals take 2 places; counts take digits (§5.4)', () => {
    expect(parseFieldText(' ', 'decimal')).toEqual({ value: null });
    expect(parseFieldText('12.34', 'decimal')).toEqual({ value: 12.34 });
    expect(parseFieldText('12.345', 'decimal')).toEqual({ key: RESTRICTION_KEYS.decimalPlace });
    expect(parseFieldText('1.5', 'count')).toEqual({ key: RESTRICTION_KEYS.numeric });
    expect(parseFieldText('-2', 'count')).toEqual({ key: RESTRICTION_KEYS.positiveNumber });
  });

  it('daily ≤ weekly ≤ monthly names the higher value as {max} (§5.4)', () => {
    expect(spendingLimitIssues(spending(600, 500, null))).toEqual([
      { path: 'daily.dailySpendLimit', key: RESTRICTION_KEYS.max, max: 500 },
    ]);
    expect(spendingLimitIssues(spending(600, null, 500))[0]).toMatchObject({ max: 500 });
    expect(spendingLimitIssues(spending(100, 500, 2000))).toEqual([]);
  });

  it('counts restricted items: a whole category 1, each product 1 (§5.4)', () => {
    const category = (all: boolean, n: number) => ({
      categoryId: 100,
      applyForAllProductsInCategory: all,
      categoryDetails: {
        isAllow: 1 as const,
        products: Array.from({ length: n }, (_, i) => ({ productServiceId: 10001 + i, isAllow: 1 as const })),
      },
    });
    expect(restrictedItemCount([category(true, 0), category(false, 3)])).toBe(4);
  });

  it('rename: blank is required, the current name exists (§5.4); default name is id plus timestamp (§2.7)', () => {
    expect(profileNameIssue('  ', 'A')).toBe(RESTRICTION_KEYS.profileNameRequired);
    expect(profileNameIssue('A', 'A')).toBe(RESTRICTION_KEYS.profileNameExists);
    expect(profileNameIssue('B', 'A')).toBeNull();
    expect(defaultProfileName('D100', new Date(2026, 0, 2, 3, 4, 5))).toBe('D100_20260102030405');
  });
});
