/** Text built to break parsing, SQL or the database's types, for query strings, paths and JSON. */
export const HOSTILE_TEXT: readonly string[] = [
  '',
  '-1',
  '0',
  '1.5',
  '1e400',
  '2147483648',
  '99999999999',
  '99999999999999999999',
  'NaN',
  'a\u0000b',
  "'; select 1; --",
  '%_\\',
  'x'.repeat(5000),
  '2026-02-30',
  '2026-13-01',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59+14:00',
  '\u{1F600}\uFFFF',
];

/** The same in JSON, with numbers and types a field does not expect. */
export const HOSTILE_JSON: readonly unknown[] = [
  ...HOSTILE_TEXT,
  -1,
  1.5,
  2147483648,
  -2147483649,
  1e308,
  -1e308,
  2 ** 53 + 2,
  null,
  true,
  [],
  {},
  ['a\u0000b'],
  Array.from({ length: 3000 }, (_, i) => String(i)),
  { nested: { deeper: ['x'] } },
];

/** A query string as the web's client writes it: arrays repeat the key, undefined is left out. */
export function queryString(query: Record<string, unknown>) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) search.append(key, String(v));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** A field and its hostile value as a failure names them: `field=<the value's JSON, cut at 40>`. */
export const caseName = (field: string, value: unknown) => `${field}=${JSON.stringify(value)?.slice(0, 40)}`;
