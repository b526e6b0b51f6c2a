import { describe, expect, it } from 'vitest';
import { contentKey } from './content-key';

describe('contentKey', () => {
  it('turns camelCase and upper-case API ids into snake_case content keys', () => {
    expect(contentKey('column', 'fullCardNumber')).toBe('column_full_card_number');
    expect(contentKey('field', 'embossingLine1')).toBe('field_embossing_line1');
    expect(contentKey('field', 'vehicle_Drivercode')).toBe('field_vehicle_drivercode');
    expect(contentKey('site_type', '3RD_PARTY_OTHER')).toBe('site_type_3rd_party_other');
    expect(contentKey('period', 'threeMonths')).toBe('period_three_months');
  });
});
