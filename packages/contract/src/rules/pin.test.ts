import { describe, expect, it } from 'vitest';
import { zPin } from '../card-actions';
import { WEAK_PINS } from '../card-constants';
import { pinEditable } from './pin';

/** The key the forms show first (zPin's first issue). */
const pinError = (pin: string) => {
  const result = zPin.safeParse(pin);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('PIN editability (spec 002 §4.5, §3.10)', () => {
  const card = { pinMethod: 1, pinReq: 1, stopped: false };
  it('choose-own and random-by-post cards may change their PIN', () => {
    expect(pinEditable(card)).toBe(true);
    expect(pinEditable({ ...card, pinMethod: 0, pinReq: 1 })).toBe(true);
  });
  it('not when stopped, for method 0 with pinReq 4, for methods 2 and 3, or an invalid method', () => {
    expect(pinEditable({ ...card, stopped: true })).toBe(false);
    expect(pinEditable({ ...card, pinMethod: 0, pinReq: 4 })).toBe(false);
    expect(pinEditable({ ...card, pinMethod: 2 })).toBe(false);
    expect(pinEditable({ ...card, pinMethod: 3 })).toBe(false);
    expect(pinEditable({ ...card, pinMethod: 7 })).toBe(false);
  });
});

describe('PIN validation (spec 002 §5.1, §5.2)', () => {
  it('accepts four digits that are not weak', () => {
    expect(pinError('4821')).toBeNull();
  });
  it('answers the spec keys', () => {
    expect(pinError('123')).toBe('pin_pin_required');
    expect(pinError('12345')).toBe('pin_pin_required');
    expect(pinError('12a4')).toBe('pin_numeric_only');
    for (const weak of WEAK_PINS) expect(pinError(weak), weak).toBe('pin_pin_week');
  });
});
