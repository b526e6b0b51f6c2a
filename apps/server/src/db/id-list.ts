import { type SQL, sql } from 'drizzle-orm';

/**
 * `column in (<ids>)` for id lists of any length (a scope may hold thousands of authorities) as one
 * text parameter. Unnesting keeps planning cheap: the planner sees one set whose size it knows instead
 * of estimating every element of an array. Ids never hold commas (AUTHORITY_ID_PATTERN and friends).
 */
export const inIdList = (column: SQL, ids: readonly string[]) =>
  sql`${column} in (select unnest(string_to_array(${ids.join(',')}, ',')))`;
