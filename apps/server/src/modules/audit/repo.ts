import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import type { AuthorityScope } from '../../platform/scope';

/** A text[] literal for SQL (empty arrays typed, so `&&` and `<@` work on both drivers). */
export const textArray = (values: readonly string[]): SQL =>
  values.length === 0
    ? sql`'{}'::text[]`
    : sql`array[${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )}]::text[]`;

export type AuditSearch = {
  /** MY_LOGS: rows this user acted in. */
  actorUserId?: number;
  /** ALL_LOGS: rows naming an authority of this set or a parent of that set… */
  /** Rows naming one of these authorities (or parentIds): the resolved scope, never a plain list. */
  scope?: AuthorityScope;
  parentIds?: string[];
  /** …and naming no authority outside the user's reach. */
  reachAuthorityIds?: string[];
  /** Action codes the user may see, each with the outcomes asked for. */
  types: { code: string; outcomes: boolean[] }[];
  actorEmails?: string[];
  from?: Date;
  to?: Date;
  limit: number;
  offset: number;
};

export type AuditRow = {
  logging_time: Date | string;
  action_code: string;
  is_success: boolean;
  description: string;
  authority_ids: string[];
  parent_ids: string[];
  actor_email: string;
  actor_name: string | null;
  impersonating_email: string | null;
  body: Record<string, unknown>;
};

function whereOf(s: AuditSearch): SQL {
  const parts: SQL[] = [];
  if (s.actorUserId !== undefined) parts.push(sql`l.actor_user_id = ${s.actorUserId}`);
  if (s.scope || s.parentIds) {
    parts.push(
      sql`(l.authority_ids && ${textArray([...(s.scope?.ids ?? [])])} or l.parent_ids && ${textArray(s.parentIds ?? [])})`,
    );
  }
  if (s.reachAuthorityIds) parts.push(sql`l.authority_ids <@ ${textArray(s.reachAuthorityIds)}`);
  const typeParts = s.types.map((t) =>
    t.outcomes.length === 2
      ? sql`l.action_code = ${t.code}`
      : sql`(l.action_code = ${t.code} and l.is_success = ${t.outcomes[0] ?? true})`,
  );
  parts.push(typeParts.length ? sql`(${sql.join(typeParts, sql` or `)})` : sql`false`);
  if (s.actorEmails?.length)
    parts.push(
      sql`lower(l.actor_email) in (${sql.join(
        s.actorEmails.map((e) => sql`${e.toLowerCase()}`),
        sql`, `,
      )})`,
    );
  if (s.from) parts.push(sql`l.logging_time >= ${s.from.toISOString()}::timestamptz`);
  if (s.to) parts.push(sql`l.logging_time <= ${s.to.toISOString()}::timestamptz`);
  return sql.join(parts, sql` and `);
}

/** One page of audit rows, newest first, and the number of rows the search matches. */
export async function searchAudit(db: Db, s: AuditSearch): Promise<{ rows: AuditRow[]; total: number }> {
  const where = whereOf(s);
  const rows = await queryRows<AuditRow>(
    db,
    sql`select l.logging_time, l.action_code, l.is_success, t.description, l.authority_ids, l.parent_ids,
               l.actor_email, l.impersonating_email, l.body,
               case when u.id is null then null else u.first_name || ' ' || u.last_name end as actor_name
          from audit_log l
          join audit_action_types t on t.code = l.action_code
          left join users u on u.id = l.actor_user_id
         where ${where}
         order by l.logging_time desc, l.id desc
         limit ${s.limit} offset ${s.offset}`,
  );
  const [count] = await queryRows<{ total: number | string }>(
    db,
    sql`select count(*) as total from audit_log l where ${where}`,
  );
  return { rows, total: Number(count?.total ?? 0) };
}
