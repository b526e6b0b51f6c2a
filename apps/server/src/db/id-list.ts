import { type SQL, sql } from 'drizzle-orm';
import type { Db } from './client';
import { storedScopeKey } from './row-scope';
import { storedIdsSql } from './row-security';

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
 * walks that index and checks each row against the list (inStoredIdList), which stops after a page's
 * worth of rows when the list holds most of the data. Narrower lists keep inIdList, whose known
 * size lets the planner read each id's rows by index instead.
 */
export const WIDE_ID_LIST = 200;

/**
 * `column` in a wide list stored under `key` (db/row-scope storedScopeKey), for a page that walks an
 * index of its own order and checks each row: the statement carries the key, reads the stored ids once (an InitPlan, as the row policies do)
 * and tests each row by a binary search over them. Sent as text and compared with `= any` (an InitPlan
 * array), every row walked was compared with all 2,000 ids one after another (2.8 ms for the 200 lines
 * walked past other customers' newest lines after a day of ingestion; bench/results/speed-budgets.md);
 * as a literal array, planning costs ~9 ms (a selectivity estimate per id). No index of the column can
 * serve the test, so the planner keeps walking the index of the page's order.
 */
const inStoredIdList = (column: SQL, key: string) => sql`(${storedIdsSql(key)} ? ${column})`;

/**
 * The scope test of a statement whose rows another index finds (a page walking the index of its
 * order, a search's trigram index), each row then tested: a wide list stored and tested per row
 * (inStoredIdList; as a join the planner compared each row with the whole list when it expected few
 * rows: 92 ms for the 850 cards holding `TAYLOR`), a shorter one as a join (inIdList).
 */
export const walkedScopeTest = async (db: Db, column: SQL, ids: readonly string[]): Promise<SQL> =>
  ids.length > WIDE_ID_LIST ? inStoredIdList(column, await storedScopeKey(db, ids)) : inIdList(column, ids);

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
