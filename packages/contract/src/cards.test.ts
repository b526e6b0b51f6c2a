// Spec 002 §5.1, §5.2, §9 and issue 13 §7: the edit-details limits and patterns of the update-cards body.
import { describe, expect, it } from 'vitest';
import { ZCardUpdateRequest } from './card-actions';
import { CARD_KEYS } from './card-constants';

const firstKey = (body: unknown) => {
  const result = ZCardUpdateRequest.safeParse(body);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('update-cards request (spec 002 §5.1, §5.2, §9)', () => {
  it('vehicle registration: letters and digits, upper-cased, at most 14', () => {
    expect(ZCardUpdateRequest.parse({ Vehicle: ' ab12cd ' })).toEqual({ Vehicle: 'AB12CD' });
    expect(firstKey({ Vehicle: 'AB-12#' })).toBe(CARD_KEYS.vehicleInvalid);
    expect(firstKey({ Vehicle: 'AB 12' })).toBe(CARD_KEYS.vehicleInvalid);
    expect(firstKey({ Vehicle: 'A'.repeat(15) })).toBe('card_details_vehicledriver_validation');
    expect(firstKey({ Vehicle: 'A'.repeat(14) })).toBeNull();
  });

  it('driver name: at most 14 with its own key; blank counts as empty', () => {
    expect(firstKey({ CardHolderName: 'J'.repeat(15) })).toBe('card_details_drivers_name_validation');
    expect(ZCardUpdateRequest.parse({ CardHolderName: '   ' })).toEqual({ CardHolderName: '' });
    expect(ZCardUpdateRequest.parse({ CardHolderName: "Anne-Marie O'Neil".slice(0, 14) })).toEqual({
      CardHolderName: "Anne-Marie O'N",
    });
  });

  it('embossing line 2: cut to 27, town-or-city characters only', () => {
    const long = 'SANTIAGO DE COMPOSTELA NORTE SUR';
    expect(ZCardUpdateRequest.parse({ EmbossName2: long }).EmbossName2).toBe(long.slice(0, 27));
    expect(ZCardUpdateRequest.parse({ EmbossName2: "L'HOSPITALET (BCN) 8%, S/N. & -" })).toBeTruthy();
    expect(ZCardUpdateRequest.parse({ EmbossName2: 'MÜNCHEN' }).EmbossName2).toBe('MÜNCHEN');
    expect(firstKey({ EmbossName2: 'TOWN #1' })).toBe('card_embossing_town_city_validation');
  });

  it('cost centre at most 36, sub cost centre at most 20 (§5.2)', () => {
    expect(firstKey({ SecondSortLabel: 'C'.repeat(37) })).toBe('cost_centre_max_length');
    expect(firstKey({ SecondSortLabel: 'C'.repeat(36) })).toBeNull();
    expect(firstKey({ SubCostCentre: 'S'.repeat(21) })).toBe('sub_cost_centre_max_length');
  });

  it('refuses unknown fields', () => {
    expect(ZCardUpdateRequest.safeParse({ Unknown: 'x' }).success).toBe(false);
  });
});
