import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { CopyRow } from '../load/copy-text';

/** One table's rows for the bulk loader, in the order of `columns`. */
export type CopySpec = { table: PgTable; columns: readonly PgColumn[]; rows: Iterable<CopyRow> };

export const spec = (table: PgTable, columns: readonly PgColumn[], rows: Iterable<CopyRow>): CopySpec => ({
  table,
  columns,
  rows,
});
