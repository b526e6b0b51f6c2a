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
