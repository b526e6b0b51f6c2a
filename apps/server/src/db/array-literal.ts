/**
 * A text[] as ONE parameter, in PostgreSQL's array-literal syntax (`{"a","b"}`; each element quoted,
 * its quotes and backslashes escaped): a long list binds as one value, and `= any($1::text[])` over it
 * is hashed in a custom plan. For a few values, audit/repo textArray makes a parameter of each instead.
 */
export const textArrayLiteral = (values: readonly string[]): string =>
  `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
