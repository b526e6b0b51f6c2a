/**
 * Data values the API sends as English words (product names, authorisation types, decline and alert
 * reasons, site type descriptions, Y/N) have their translations in the `values` content page under one
 * key: `value_` + the English text in snake_case (`Premium diesel` -> `value_premium_diesel`). The web
 * pages and the server's spreadsheets use the same rule; a value without a key is shown as sent.
 */
export const VALUES_PAGE = 'values';

export function dataValueKey(text: string): string {
  const slug = text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return `value_${slug}`;
}

/** ISO region of a country code as the data holds it (the UK's code is GB). */
export const regionCode = (code: string) => (code.toUpperCase() === 'UK' ? 'GB' : code.toUpperCase());

const A_TO_Z = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
let englishNames: Map<string, string> | undefined;

/** ISO region code of a country's English name (Intl's region names, in the browser and on the server), undefined when none. */
export function regionOfEnglishName(text: string): string | undefined {
  if (!englishNames) {
    englishNames = new Map();
    const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    for (const a of A_TO_Z)
      for (const b of A_TO_Z) {
        const name = names.of(`${a}${b}`);
        if (name) englishNames.set(name.toLowerCase(), `${a}${b}`);
      }
    englishNames.set('united kingdom', 'GB');
  }
  return englishNames.get(text.trim().toLowerCase());
}

/**
 * Content keys are snake_case (spec 000 §1); ids from the API are camelCase or upper case. One rule
 * turns `prefix` + an API id into a key: `fullCardNumber` -> `column_full_card_number`,
 * `3RD_PARTY_OTHER` -> `site_type_3rd_party_other`.
 */
export function contentKey(prefix: string, id: string): string {
  return `${prefix}_${id.replace(/([a-z])([A-Z])/g, '$1_$2').toLowerCase()}`;
}

/** Full-detail fields (spec 001 §3) whose value is a data value with a translation in the values page. */
export const DETAIL_VALUE_FIELDS: ReadonlySet<string> = new Set([
  'authorisationType',
  'declineReason',
  'suspiciousIndicator',
  'alertIndicator',
  'productName',
  'transactionType',
  'typeOfTransaction',
  'isPriced',
  'invoiceType',
  'siteTypeDescription',
]);
/** Full-detail fields whose value is a country code, shown by the country's name. */
export const DETAIL_COUNTRY_FIELDS: ReadonlySet<string> = new Set([
  'supplyCountry',
  'siteCountry',
  'issuerCountry',
]);
