import { type SQL, sql } from 'drizzle-orm';

/**
 * `column in (<ids>)` for id lists of any length (a scope may hold thousands of authorities) as one
 * text parameter. Unnesting keeps planning cheap: the planner sees one set whose size it knows instead
 * of estimating every element of an array. Ids never hold commas (AUTHORITY_ID_PATTERN and friends).
 */
export const inIdList = (column: SQL, ids: readonly string[]) =>
  sql`${column} in (select unnest(string_to_array(${joined(ids)}, ',')))`;

/** Wide scopes arrive as the same frozen list request after request (platform/scope): join once. */
const joinedLists = new WeakMap<readonly string[], string>();
function joined(ids: readonly string[]): string {
  let text = joinedLists.get(ids);
  if (text === undefined) {
    text = ids.join(',');
    if (Object.isFrozen(ids)) joinedLists.set(ids, text);
  }
  return text;
}
