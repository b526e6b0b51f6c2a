/**
 * DESIGN §6: a list total read with its page. The whole past days come from rollups cached per
 * customer stamp (db/generations); the live part and the stamp ride along as columns of the page's
 * own statement (one round trip, one snapshot). Transactions and charging history use it.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from './client';
import { type CustomerSource, stampColumn, stampFromColumn } from './generations';

/** A list total's live part planned for the page's own statement (carriedTotalColumns). */
export type CarriedTotal<P> = { today: string; plan: P; columns: SQL };
/** What a page's statement read beside its rows for its total. */
export type CarriedTotalRow = { customer_stamp?: unknown; live_count?: unknown };

/**
 * The live part of a list total (edge days and today, counted exactly) and the customer stamp as
 * columns of the page's own statement (`customer_stamp`, `live_count`), planned by this process's UTC
 * day; undefined before the scope's customers are known.
 */
export function carriedTotalColumns<P>(
  db: Db,
  source: CustomerSource,
  authorityIds: readonly string[],
  planFor: (today: string) => P,
  liveCount: (plan: P) => SQL,
): CarriedTotal<P> | undefined {
  const stamp = stampColumn(db, source, authorityIds);
  if (!stamp) return undefined;
  const today = new Date().toISOString().slice(0, 10);
  const plan = planFor(today);
  return { today, plan, columns: sql`${stamp} as customer_stamp, (${liveCount(plan)}) as live_count` };
}

/**
 * A list total from what the page's statement carried: its whole past days (cached per stamp) plus
 * the live count. From scratch when nothing was carried, or when the database's day is not the one
 * the process planned by (the database's day decides which days are whole).
 */
export async function carriedTotal<P>(
  db: Db,
  source: CustomerSource,
  authorityIds: readonly string[],
  carried: { planned: CarriedTotal<P> | undefined; row: CarriedTotalRow | undefined },
  wholeDays: (plan: P, stamp: number) => Promise<number>,
  fromScratch: () => Promise<number>,
): Promise<number> {
  const { planned, row } = carried;
  if (planned && row) {
    const { stamp, today } = await stampFromColumn(db, source, authorityIds, row.customer_stamp);
    if (today === planned.today) return (await wholeDays(planned.plan, stamp)) + Number(row.live_count ?? 0);
  }
  return fromScratch();
}
