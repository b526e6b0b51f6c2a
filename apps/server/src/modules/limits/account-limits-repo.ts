// SQL of the account spending limits (spec 002 §2.9, §3.12): every authority of the scope with its
// stored limits (none stored: null limits), paged and sorted in SQL. Money in minor units.
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import { inIdList } from '../../db/id-list';
import type { AuthorityScope } from '../../platform/scope';

export type AccountLimitRecord = {
  authority_id: string;
  authority_name: string;
  customer_id: string;
  customer_name: string;
  parent_id: string | null;
  currency: string;
  daily_spend_limit: string | null;
  weekly_spend_limit: string | null;
  monthly_spend_limit: string | null;
  rolling_days: number | null;
  rolling_spend_limit: string | null;
  accept_violation: boolean | null;
  alert_violation: boolean | null;
  updated_at: string | null;
  total: number;
};

export type AccountLimitPage = {
  search?: string;
  orderBy: SQL;
  limit: number;
  offset: number;
};

const SELECT = sql`select a.authority_id, a.authority_name, a.customer_id, c.customer_name, a.parent_id,
         a.currency, l.daily_spend_limit, l.weekly_spend_limit, l.monthly_spend_limit, l.rolling_days,
         l.rolling_spend_limit, l.accept_violation, l.alert_violation, l.updated_at`;
const FROM = sql`from authorities a
    join customers c on c.customer_id = a.customer_id
    left join account_spending_limits l on l.authority_id = a.authority_id`;

/** Sort columns of the list (sortCriteria), never raw request text. */
export const ACCOUNT_LIMIT_COLUMNS: Record<string, SQL> = {
  parentNumber: sql`a.parent_id`,
  authorityId: sql`a.authority_id`,
  customerName: sql`c.customer_name`,
};

export async function accountLimitPage(db: DbOrTx, scope: AuthorityScope, page: AccountLimitPage) {
  const term = page.search?.toLowerCase();
  const search = term
    ? sql` and (position(${term} in lower(a.authority_id)) > 0 or position(${term} in lower(a.authority_name)) > 0
             or position(${term} in lower(c.customer_name)) > 0 or position(${term} in lower(coalesce(a.parent_id, ''))) > 0)`
    : sql``;
  return queryRows<AccountLimitRecord>(
    db,
    sql`${SELECT}, count(*) over ()::int as total ${FROM}
         where ${inIdList(sql`a.authority_id`, scope.ids)}${search}
         order by ${page.orderBy} limit ${page.limit} offset ${page.offset}`,
  );
}

export async function accountLimitRow(db: DbOrTx, authorityId: string) {
  const [row] = await queryRows<AccountLimitRecord>(
    db,
    sql`${SELECT}, 1 as total ${FROM} where a.authority_id = ${authorityId}`,
  );
  return row;
}

export type AccountLimitValues = {
  authorityId: string;
  customerId: string;
  parentId: string | null;
  currency: string;
  daily: number | null;
  weekly: number | null;
  monthly: number | null;
  rollingDays: number | null;
  rolling: number | null;
  accept: boolean;
  alert: boolean;
  userId: number;
  now: number;
};

export async function upsertAccountLimit(tx: DbOrTx, v: AccountLimitValues) {
  await tx.execute(
    sql`insert into account_spending_limits
          (authority_id, customer_id, parent_id, currency, daily_spend_limit, weekly_spend_limit,
           monthly_spend_limit, rolling_days, rolling_spend_limit, accept_violation, alert_violation,
           updated_at, updated_by_user_id)
        values (${v.authorityId}, ${v.customerId}, ${v.parentId}, ${v.currency}, ${v.daily}, ${v.weekly},
                ${v.monthly}, ${v.rollingDays}, ${v.rolling}, ${v.accept}, ${v.alert},
                ${new Date(v.now).toISOString()}::timestamptz, ${v.userId})
        on conflict (authority_id) do update set
          daily_spend_limit = excluded.daily_spend_limit, weekly_spend_limit = excluded.weekly_spend_limit,
          monthly_spend_limit = excluded.monthly_spend_limit, rolling_days = excluded.rolling_days,
          rolling_spend_limit = excluded.rolling_spend_limit, accept_violation = excluded.accept_violation,
          alert_violation = excluded.alert_violation, updated_at = excluded.updated_at,
          updated_by_user_id = excluded.updated_by_user_id`,
  );
}
