import { reissueStatusRefusal } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { cardRow as card } from './card-row-fixture';
import {
  editDetailsSchema,
  formOfCard,
  historyDateTime,
  isStopOffered,
  needsReplacement,
  pinEditBlock,
  reasonDisabled,
  reissueButton,
  restrictionEditBlock,
  updateRequestOf,
} from './card-rules';

describe('card rules (spec 002 §4.2-§4.5, §4.9, §5.2)', () => {
  it('re-issue button: label, target, disabled while awaiting or stopped, hidden without the feature', () => {
    expect(reissueButton(card())).toMatchObject({
      shown: true,
      action: 'doNotReissue',
      disabled: false,
      target: 940,
    });
    expect(reissueButton(card({ cardStatusId: 940 }))).toMatchObject({
      action: 'reissue',
      disabled: false,
      target: 930,
    });
    expect(reissueButton(card({ cardStatusId: 930 }))).toMatchObject({
      action: 'reissue',
      disabled: true,
      reason: 'disabled_awaiting_reissue',
    });
    expect(reissueButton(card({ cardStatusId: 930 }), true)).toMatchObject({
      action: 'doNotReissue',
      disabled: false,
    });
    expect(reissueButton(card({ isStopped: true }))).toMatchObject({
      disabled: true,
      reason: 'disabled_stopped',
    });
    expect(reissueButton(card({ hasReissueFeature: false })).shown).toBe(false);
  });

  it('re-issue button on a card in status Ordered: disabled with its reason, as the server refuses it (spec 002 §4.2, issue 50)', () => {
    for (const cardStatusId of [1, 910, 920])
      expect(reissueButton(card({ cardStatusId }))).toMatchObject({
        shown: true,
        action: 'doNotReissue',
        disabled: true,
        reason: 'disabled_reissue_status',
      });
  });

  it('the button is enabled exactly where the contract rule lets the server change the status (every status, stopped or not, either list)', () => {
    for (const cardStatusId of [1, 2, 3, 11, 30, 31, 32, 100, 350, 370, 910, 920, 930, 940, 950, 960, 990])
      for (const isStopped of [false, true])
        for (const inList of [false, true]) {
          const row = card({ cardStatusId, isStopped });
          const button = reissueButton(row, inList);
          if (!button.shown) continue;
          expect(button.disabled, `${cardStatusId} ${isStopped} ${inList}`).toBe(
            reissueStatusRefusal(row, button.target) !== null,
          );
          expect(button.disabled).toBe(button.reason !== null);
        }
  });

  it('PIN edit: disabled when stopped, method 2 or 3, method 0 with pinReq 4, or without the allowance; says why (issue 15)', () => {
    expect(pinEditBlock(card(), true)).toBeNull();
    expect(pinEditBlock(card(), false)).toBe('disabled_pin_permission');
    expect(pinEditBlock(card({ isStopped: true }), true)).toBe('disabled_stopped');
    expect(pinEditBlock(card({ pinMethod: 2 }), true)).toBe('disabled_pin_method');
    expect(pinEditBlock(card({ pinMethod: 3 }), true)).toBe('disabled_pin_method');
    expect(pinEditBlock(card({ pinMethod: 0, pinReq: 4 }), true)).toBe('disabled_pin_method');
    expect(pinEditBlock(card({ pinMethod: 0, pinReq: 1 }), true)).toBeNull();
  });

  it('restriction edit says why it is disabled (issue 15); reason 31 rules', () => {
    expect(restrictionEditBlock(card(), 'N')).toBe('disabled_not_acknowledged');
    expect(restrictionEditBlock(card({ isStopped: true }), 'Y')).toBe('disabled_stopped');
    expect(restrictionEditBlock(card(), 'Y')).toBeNull();
    expect(reasonDisabled(31, card({ cardStatusId: 910 }))).toBe(true);
    expect(reasonDisabled(2, card({ cardStatusId: 910 }))).toBe(false);
    expect(reasonDisabled(31, card({ cardStatusId: 100 }))).toBe(false);
  });

  it.each([
    [11, 'Blocked'],
    [30, 'Cancelled'],
    [32, 'Destroyed'],
    [950, 'Expired'],
    [990, 'Closed'],
  ])('neither stop nor re-issue is offered on status %i (%s) (issue 15)', (cardStatusId) => {
    expect(isStopOffered(card({ cardStatusId }))).toBe(false);
    expect(reissueButton(card({ cardStatusId })).shown).toBe(false);
  });

  it('stop and re-issue stay offered on live and stopped cards; Lost and Stolen alike (issue 15)', () => {
    for (const cardStatusId of [100, 350, 910, 930, 940, 2, 3, 31])
      expect(isStopOffered(card({ cardStatusId }))).toBe(true);
    const lost = reissueButton(card({ cardStatusId: 3, isStopped: true }));
    const stolen = reissueButton(card({ cardStatusId: 2, isStopped: true }));
    expect(lost).toEqual(stolen);
    expect(lost).toMatchObject({ shown: true, disabled: true, reason: 'disabled_stopped' });
  });

  it('edit details form: the update-cards field rules with the spec keys (§5.1, §5.2, issue 13 §7)', () => {
    const saved = formOfCard(card());
    const schema = editDetailsSchema(saved);
    const firstKey = (over: Partial<typeof saved>) => {
      const result = schema.safeParse({ ...saved, ...over });
      return result.success ? null : result.error.issues[0]?.message;
    };
    expect(firstKey({ vehicle: 'AB-12#' })).toBe('card_details_vehicledriver_validation');
    expect(firstKey({ vehicle: 'AB12CD34EF56GH7' })).toBe('card_details_vehicledriver_validation');
    expect(firstKey({ driverName: 'Maximilian Muster' })).toBe('card_details_drivers_name_validation');
    expect(firstKey({ embossLine2: 'TOWN #1' })).toBe('card_embossing_town_city_validation');
    expect(firstKey({ costCentre: 'C'.repeat(37) })).toBe('cost_centre_max_length');
    expect(firstKey({ subCostCentre: 'S'.repeat(21) })).toBe('sub_cost_centre_max_length');
    // The saved plate 'B AB 123' predates the rule: an unchanged value does not block the form.
    expect(firstKey({ costCentre: 'CC1' })).toBeNull();
    const parsed = schema.parse({ ...saved, vehicle: ' ab12 ', embossLine2: 'X'.repeat(30) });
    expect(parsed.vehicle).toBe('AB12');
    expect(parsed.embossLine2).toBe('X'.repeat(27));
  });

  it('edit details: relevant changes need a replacement; others become update-cards fields', () => {
    const before = formOfCard(card());
    expect(needsReplacement(before, { ...before, costCentre: 'CC1' })).toBe(false);
    expect(updateRequestOf(before, { ...before, costCentre: 'CC1', targetNeutral: 'Y' })).toEqual({
      SecondSortLabel: 'CC1',
      TargetNeutral: 'Y',
    });
    expect(needsReplacement(before, { ...before, vehicle: 'B XY 9' })).toBe(true);
    expect(needsReplacement(before, { ...before, international: 'Y' })).toBe(true);
  });

  it('formats history times as hh:mm dd/mm/yyyy', () => {
    const d = new Date(2026, 10, 2, 7, 5);
    expect(historyDateTime(d.toISOString())).toBe('07:05 02/11/2026');
  });
});
