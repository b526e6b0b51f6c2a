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

/**
 * Above this many ids, a page ordered by an index of its own table (newest lines, cards by serial)
 * walks that index and checks each row against the list (inWideIdList), which stops after a page's
 * worth of rows when the list holds most of the data. Narrower lists keep inIdList, whose known
 * size lets the planner read each id's rows by index instead.
 */
export const WIDE_ID_LIST = 200;

/**
 * `column = any(<ids>)` with the list hidden from the planner in an InitPlan: as a literal array it
 * costs ~9 ms of planning for 2,000 ids (a selectivity estimate per element) and as a join (inIdList)
 * every row walked is compared with the whole materialised list; here, 0.2 ms and 0.3 ms.
 */
export const inWideIdList = (column: SQL, ids: readonly string[]) =>
  sql`${column} = any((select string_to_array(${joined(ids)}, ','))::text[])`;

/**
 * inWideIdList on an expression no index can serve (the column with `|| ''`, the same text): a page
 * that must walk the index of its order (newest invoices) is not offered a read by the list through
 * an index of the column, which the planner prefers when it underestimates the list (an InitPlan
 * array counts as ten ids) and which then sorts every row of the scope.
 */
export const inWalkedIdList = (column: SQL, ids: readonly string[]) =>
  inWideIdList(sql`(${column} || '')`, ids);

/**
 * Up to this many ids, a page in the order of an index that leads with the id column (lines of an
 * authority by time) is read per id and merged (perIdRows): each id's newest rows
 * by its own index, instead of walking the whole table's time index past other customers' rows until
 * a page of the scope's is found (17 ms for three authorities of 2,000, and unbounded for a quiet one).
 */
const NARROW_LIST_MAX = 64;
export const isNarrowList = (ids: readonly string[]) => ids.length > 1 && ids.length <= NARROW_LIST_MAX;
/** Deeper pages than this many rows read each id's rows up to the page: walking is cheaper then. */
export const NARROW_PAGE_MAX = 300;

/**
 * A `from` item for isNarrowList scopes: the first `need` rows of `source` (a table and its alias) for
 * each id, `column` being the id, in `orderBy`; the caller orders the union again and takes its page.
 */
export function perIdRows(
  ids: readonly string[],
  read: { source: SQL; alias: SQL; column: SQL; where: SQL; orderBy: SQL; need: number; columns?: SQL },
) {
  return sql`unnest(string_to_array(${joined(ids)}, ',')) ids(id) cross join lateral (
    select ${read.columns ?? sql`*`} from ${read.source} where ${read.column} = ids.id and ${read.where}
    order by ${read.orderBy} limit ${read.need}) ${read.alias}`;
}
