// SQL of the restriction overrides (spec 002 §3.11 Override, §4.11). An override is active while
// starts_at <= now < end_time: it expires by the clock, no job ends it.
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import { inIdList } from '../../db/id-list';
import type { AuthorityScope } from '../../platform/scope';

export type OverrideRecord = {
  override_id: number;
  authority_id: string;
  customer_id: string;
  parent_id: string | null;
  customer_name: string;
  accept_violation: boolean;
  alert_violation: boolean;
  starts_at: string;
  end_time: string;
};

const SELECT = sql`select o.override_id, o.authority_id, o.customer_id, o.parent_id, c.customer_name,
         o.accept_violation, o.alert_violation, o.starts_at, o.end_time
    from restriction_overrides o join customers c on c.customer_id = o.customer_id`;
const active = (now: number) =>
  sql`o.starts_at <= ${new Date(now).toISOString()}::timestamptz and o.end_time > ${new Date(now).toISOString()}::timestamptz`;

/** The active overrides of the scope's authorities, the latest ending first. */
export const activeOverrides = (db: DbOrTx, scope: AuthorityScope, now: number) =>
  queryRows<OverrideRecord>(
    db,
    sql`${SELECT} where ${inIdList(sql`o.authority_id`, scope.ids)} and ${active(now)}
         order by o.end_time desc, o.override_id desc`,
  );

/** The authority's running override, locked; the caller holds the authority's override lock. */
export async function runningOverride(tx: DbOrTx, authorityId: string, now: number) {
  const [row] = await queryRows<OverrideRecord>(
    tx,
    sql`${SELECT} where o.authority_id = ${authorityId} and ${active(now)}
         order by o.end_time desc limit 1 for update of o`,
  );
  return row;
}

/** One writer per authority at a time: two "create" clicks must not start two overrides. */
export const lockAuthorityOverrides = (tx: DbOrTx, authorityId: string) =>
  tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`restriction-override:${authorityId}`}, 0))`,
  );

export type AuthorityRecord = {
  authority_id: string;
  customer_id: string;
  parent_id: string | null;
  restriction_ack_flag: string | null;
};

export async function authorityRecord(db: DbOrTx, authorityId: string) {
  const [row] = await queryRows<AuthorityRecord>(
    db,
    sql`select authority_id, customer_id, parent_id, restriction_ack_flag from authorities
         where authority_id = ${authorityId}`,
  );
  return row;
}

export async function insertOverride(
  tx: DbOrTx,
  o: { authority: AuthorityRecord; alert: boolean; start: number; end: number; userId: number },
) {
  await tx.execute(
    sql`insert into restriction_overrides
          (authority_id, customer_id, parent_id, accept_violation, alert_violation, starts_at, end_time, created_by_user_id)
        values (${o.authority.authority_id}, ${o.authority.customer_id}, ${o.authority.parent_id}, true,
                ${o.alert}, ${new Date(o.start).toISOString()}::timestamptz, ${new Date(o.end).toISOString()}::timestamptz, ${o.userId})`,
  );
}

export async function updateOverride(
  tx: DbOrTx,
  overrideId: number,
  values: { alert: boolean; end: number },
) {
  await tx.execute(
    sql`update restriction_overrides set alert_violation = ${values.alert},
               end_time = ${new Date(values.end).toISOString()}::timestamptz
         where override_id = ${overrideId}`,
  );
}
