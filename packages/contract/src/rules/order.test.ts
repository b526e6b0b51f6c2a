import { describe, expect, it } from 'vitest';
import {
  addressPatternKey,
  driverNameRequired,
  effectiveSendTo,
  embossingLine2Allowed,
  normaliseParentNumber,
  pinProblem,
  vehicleRequired,
} from './order';
import { orderProblems, type TOrderRuleInput } from './order-validation';
import { pinChoices, showsPinNotice } from './pin-choice';

const base: TOrderRuleInput = {
  authorityId: 'D1001',
  countryCode: 'NL',
  sendToAddress: 1,
  offeredCardTypeIds: [1, 2, 3, 4, 5],
  differentAddress: false,
  cardTypeId: 3,
  vehicleRegistration: 'AB12CD',
  driverName: '',
  embossingLine2: 'AMSTERDAM',
  austrianTaxShown: false,
  pinActive: 1,
  pinSettings: { pinDerivation: 0, pinReq: 1 },
  pin: '4826',
};
const keys = (over: Partial<TOrderRuleInput>) => orderProblems({ ...base, ...over }).map((p) => p.key);
const address = { addressLine1: 'Ulica 1', addressLine2: 'Lok 2', addressLine3: 'Łódź', postCode: '90-001' };

describe('order rules (spec 002 §5.1, §7)', () => {
  it('accepts a valid order', () => expect(keys({})).toEqual([]));

  it('checks address lines with the Polish set for K authorities, the special set otherwise', () => {
    expect(addressPatternKey('K1234')).toBe('validation_alph_num_poland');
    expect(addressPatternKey('D1234')).toBe('validation_alph_num_special');
    expect(keys({ authorityId: 'K1234', differentAddress: true, address })).toEqual([]);
    expect(
      keys({ authorityId: 'K1234', differentAddress: true, address: { ...address, addressLine3: 'Müller' } }),
    ).toEqual(['validation_alph_num_poland']);
    expect(keys({ differentAddress: true, address: { ...address, addressLine3: 'Müller' } })).toEqual([]);
    expect(keys({ differentAddress: true, address: { ...address, addressLine1: '' } })).toEqual([
      'validation_required',
    ]);
    expect(keys({ differentAddress: true, address: { ...address, postCode: 'X'.repeat(11) } })).toEqual([
      'field_too_long',
    ]);
    // Send-to 2 (cardholder) always accepts the address.
    expect(keys({ sendToAddress: 2, differentAddress: true, address: { addressLine1: '' } })).toEqual([]);
  });

  it('driver name and vehicle registration by card type and country', () => {
    const rule = {
      cardTypeId: 1,
      sendToAddress: 1,
      countryCode: 'NL',
      vehicleRegistration: 'X1',
      driverName: '',
    };
    expect(driverNameRequired(rule)).toBe(false);
    expect(driverNameRequired({ ...rule, countryCode: 'DE' })).toBe(true);
    expect(driverNameRequired({ ...rule, sendToAddress: 2 })).toBe(true);
    expect(driverNameRequired({ ...rule, vehicleRegistration: '' })).toBe(true);
    expect(driverNameRequired({ ...rule, cardTypeId: 2 })).toBe(true);
    expect(vehicleRequired({ ...rule, cardTypeId: 5 })).toBe(true);
    expect(vehicleRequired({ ...rule, driverName: 'ANNA' })).toBe(false);
    expect(keys({ cardTypeId: 2, driverName: ' ' })).toEqual(['card_details_drivers_name_validation']);
    expect(keys({ vehicleRegistration: 'AB-12' })).toEqual(['card_details_vehicledriver_validation']);
  });

  it('embossing line 2 sets, cost centre, Austrian tax, restriction, PIN', () => {
    expect(embossingLine2Allowed("ST. JOHN'S (1) & CO/2-%,")).toBe(true);
    expect(embossingLine2Allowed('Köln')).toBe(true);
    expect(embossingLine2Allowed('★')).toBe(false);
    expect(keys({ sendToAddress: 6, costCentreName: '' })).toEqual(['validation_required']);
    expect(keys({ costCentreName: 'C'.repeat(21) })).toEqual(['field_too_long']);
    expect(keys({ austrianTaxShown: true })).toEqual(['validation_required']);
    expect(keys({ restriction: { required: true, profileChosen: false } })).toEqual(['validation_required']);
    expect(pinProblem('12')).toBe('pin_pin_required');
    expect(pinProblem('12a4')).toBe('pin_numeric_only');
    expect(pinProblem('8520')).toBe('pin_pin_week');
    expect(keys({ pinActive: 0, pin: '' })).toEqual([]);
    expect(keys({ pinActive: null, pin: '' })).toEqual([]);
  });

  it('offers the PIN choices of §4.7 and refuses any other', () => {
    expect(pinChoices({ pinDerivation: 1, pinReq: 4 })).toEqual([4, 1]);
    expect(pinChoices({ pinDerivation: 0, pinReq: 1 })).toEqual([1, 0]);
    expect(pinChoices({ pinDerivation: 1, pinReq: 1 })).toEqual([1]);
    expect(pinChoices({ pinDerivation: 3, pinReq: 1 })).toEqual([1, 3]);
    expect(showsPinNotice(4, { pinDerivation: 1, pinReq: 4 })).toBe(true);
    expect(showsPinNotice(0, { pinDerivation: 0, pinReq: 1 })).toBe(true);
    expect(showsPinNotice(0, { pinDerivation: 0, pinReq: 4 })).toBe(false);
    expect(showsPinNotice(1, { pinDerivation: 0, pinReq: 1 })).toBe(false);
    expect(keys({ pinActive: 2, pin: '' })).toEqual(['order_pin_choice_not_offered']);
    expect(keys({ pinActive: 4, pinSettings: { pinDerivation: 1, pinReq: 4 }, pin: '' })).toEqual([]);
  });

  it('rewrites send-to and parentNumber as §7 says', () => {
    expect(effectiveSendTo(1, 'Street 1')).toBe(2);
    expect(effectiveSendTo(7, '  ')).toBe(7);
    expect(normaliseParentNumber('null')).toBeNull();
    expect(normaliseParentNumber('P100')).toBe('P100');
  });
});
