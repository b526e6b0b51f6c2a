import { describe, expect, it } from 'vitest';
import { ZAccountLimitBody } from '../limits';
import { accountLimitIssues, limitFromText, type TSpendingLimitValues } from './limits';
import { violationFlags, violationOption } from './restriction-values';

const none: TSpendingLimitValues = {
  dailySpendLimit: null,
  weeklySpendLimit: null,
  monthlySpendLimit: null,
  rollingDays: null,
  rollingSpendLimit: null,
};
const issues = (v: Partial<TSpendingLimitValues>) =>
  accountLimitIssues({ ...none, ...v }).map((i) => [i.field, i.key, i.values ?? null]);

describe('violation options (spec 002 §4.10)', () => {
  it('saves accept false only for 3 and alert false only for 1, and reads the option back', () => {
    expect(violationFlags(1)).toEqual({ accept: true, alert: false });
    expect(violationFlags(2)).toEqual({ accept: true, alert: true });
    expect(violationFlags(3)).toEqual({ accept: false, alert: true });
    for (const option of [1, 2, 3] as const) {
      const { accept, alert } = violationFlags(option);
      expect(violationOption(accept, alert)).toBe(option);
    }
  });
});

describe('spending limits (spec 002 §5.4)', () => {
  it('accepts empty values and a consistent set', () => {
    expect(issues({})).toEqual([]);
    expect(
      issues({
        dailySpendLimit: 100,
        weeklySpendLimit: 500,
        monthlySpendLimit: 2000,
        rollingDays: 2,
        rollingSpendLimit: 300,
      }),
    ).toEqual([]);
    expect(issues({ dailySpendLimit: 999_999, rollingDays: 30, rollingSpendLimit: 0.5 })).toEqual([]);
  });

  it('refuses negative and zero amounts with the positive-number message', () => {
    expect(issues({ dailySpendLimit: -1 })).toEqual([
      ['dailySpendLimit', 'validation_positive_number', null],
    ]);
    expect(issues({ monthlySpendLimit: 0 })).toEqual([
      ['monthlySpendLimit', 'validation_positive_number', null],
    ]);
  });

  it('refuses more than 999999 with {max}', () => {
    expect(issues({ weeklySpendLimit: 1_000_000 })).toEqual([
      ['weeklySpendLimit', 'restriction_valiation_max', { max: 999_999 }],
    ]);
  });

  it('refuses more than two decimals and text that is no number', () => {
    expect(issues({ dailySpendLimit: 1.234 })).toEqual([
      ['dailySpendLimit', 'restriction_valiation_decimal_place', null],
    ]);
    expect(issues({ dailySpendLimit: limitFromText('12a') })).toEqual([
      ['dailySpendLimit', 'restriction_valiation_decimal_place', null],
    ]);
  });

  it('keeps daily <= weekly <= monthly when set, showing the higher level as the maximum', () => {
    expect(issues({ dailySpendLimit: 600, weeklySpendLimit: 500 })).toEqual([
      ['dailySpendLimit', 'restriction_valiation_max', { max: 500 }],
    ]);
    expect(issues({ weeklySpendLimit: 3000, monthlySpendLimit: 2000 })).toEqual([
      ['weeklySpendLimit', 'restriction_valiation_max', { max: 2000 }],
    ]);
    // Weekly not set: daily is checked against monthly.
    expect(issues({ dailySpendLimit: 2500, monthlySpendLimit: 2000 })).toEqual([
      ['dailySpendLimit', 'restriction_valiation_max', { max: 2000 }],
    ]);
    expect(issues({ dailySpendLimit: 500, weeklySpendLimit: 500, monthlySpendLimit: 500 })).toEqual([]);
  });

  it('needs rolling days 2 to 30 together with the rolling amount', () => {
    expect(issues({ rollingDays: 1, rollingSpendLimit: 10 })).toEqual([
      ['rollingDays', 'restriction_valiation_min', { min: 2 }],
    ]);
    expect(issues({ rollingDays: 31, rollingSpendLimit: 10 })).toEqual([
      ['rollingDays', 'restriction_valiation_max', { max: 30 }],
    ]);
    expect(issues({ rollingDays: 2.5, rollingSpendLimit: 10 })).toEqual([
      ['rollingDays', 'restriction_valiation_numeric', null],
    ]);
    expect(issues({ rollingDays: 7 })).toEqual([['rollingSpendLimit', 'field_required_message', null]]);
    expect(issues({ rollingSpendLimit: 70 })).toEqual([['rollingDays', 'field_required_message', null]]);
  });

  it('reads form text: empty is null, a comma is a decimal point', () => {
    expect(limitFromText('  ')).toBeNull();
    expect(limitFromText('12,50')).toBe(12.5);
    expect(Number.isNaN(limitFromText('1e3'))).toBe(true);
  });

  it('the request body sends empty values as null and carries the rules', () => {
    const body = { authorityId: 'D1234', customerId: 'C1', acceptViolation: true, alertViolation: true };
    const ok = ZAccountLimitBody.safeParse({ ...body, dailySpendLimit: '', weeklySpendLimit: '250.5' });
    expect(ok.success && ok.data).toMatchObject({
      dailySpendLimit: null,
      weeklySpendLimit: 250.5,
      rollingDays: null,
    });
    const bad = ZAccountLimitBody.safeParse({ ...body, dailySpendLimit: 20, weeklySpendLimit: 10 });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({
      path: ['dailySpendLimit'],
      message: 'restriction_valiation_max',
    });
  });
});
