/**
 * Content keys are snake_case (spec 000 §1); ids from the API are camelCase or upper case. One rule
 * turns `prefix` + an API id into a key: `fullCardNumber` -> `column_full_card_number`,
 * `3RD_PARTY_OTHER` -> `site_type_3rd_party_other`.
 */
export function contentKey(prefix: string, id: string): string {
  return `${prefix}_${id.replace(/([a-z])([A-Z])/g, '$1_$2').toLowerCase()}`;
}
