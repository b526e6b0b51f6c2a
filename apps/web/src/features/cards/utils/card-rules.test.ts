import { describe, expect, it } from 'vitest';
import { cardRow as card } from './card-row-fixture';
import {
  editDetailsSchema,
  formOfCard,
  historyDateTime,
  needsReplacement,
  pinEditDisabled,
  reasonDisabled,
  reissueButton,
  restrictionEditDisabled,
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
    expect(reissueButton(card({ cardStatusId: 930 }))).toMatchObject({ action: 'reissue', disabled: true });
    expect(reissueButton(card({ cardStatusId: 930 }), true)).toMatchObject({
      action: 'doNotReissue',
      disabled: false,
    });
    expect(reissueButton(card({ isStopped: true })).disabled).toBe(true);
    expect(reissueButton(card({ hasReissueFeature: false })).shown).toBe(false);
  });

  it('PIN edit: disabled when stopped, method 2 or 3, method 0 with pinReq 4, or without the allowance', () => {
    expect(pinEditDisabled(card(), true)).toBe(false);
    expect(pinEditDisabled(card(), false)).toBe(true);
    expect(pinEditDisabled(card({ isStopped: true }), true)).toBe(true);
    expect(pinEditDisabled(card({ pinMethod: 2 }), true)).toBe(true);
    expect(pinEditDisabled(card({ pinMethod: 3 }), true)).toBe(true);
    expect(pinEditDisabled(card({ pinMethod: 0, pinReq: 4 }), true)).toBe(true);
    expect(pinEditDisabled(card({ pinMethod: 0, pinReq: 1 }), true)).toBe(false);
  });

  it('restriction edit and reason 31 rules', () => {
    expect(restrictionEditDisabled(card(), 'N')).toBe(true);
    expect(restrictionEditDisabled(card(), 'Y')).toBe(false);
    expect(reasonDisabled(31, card({ cardStatusId: 910 }))).toBe(true);
    expect(reasonDisabled(2, card({ cardStatusId: 910 }))).toBe(false);
    expect(reasonDisabled(31, card({ cardStatusId: 100 }))).toBe(false);
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
