// GET and POST /api/users/hierarchy/authorities/accountlimits (spec 002 §2.9, §3.12, §4.10, §5.4).
import {
  ACCOUNT_LIMIT_SORT_COLUMNS,
  LIMIT_AUDIT_CODES,
  LIMIT_KEYS,
  PLATFORM_MESSAGE_KEYS,
  type TAccountLimitBody,
  type TAccountLimitRow,
  type TAccountLimitsQuery,
  type TAccountLimitsResponse,
  type TAccountLimitsWriteQuery,
  violationFlags,
} from '@portal/contract';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, badRequest, forbidden } from '../../platform/errors';
import { columnMap, orderBy } from '../../platform/paging';
import type { RequestUser } from '../../platform/request-user';
import { runWrite } from '../../platform/run-write';
import { type AuthorityScope, resolveScope } from '../../platform/scope';
import {
  ACCOUNT_LIMIT_COLUMNS,
  type AccountLimitRecord,
  accountLimitPage,
  accountLimitRow,
  upsertAccountLimit,
} from './account-limits-repo';

const COLUMNS = columnMap(ACCOUNT_LIMIT_COLUMNS);
/** Stored none yet: shown as "accept and alert" (option 2), the override dialog's default too. */
const DEFAULT_FLAGS = violationFlags(2);

const major = (minor: string | number | null) => (minor === null ? null : Number(minor) / 100);
const minor = (amount: number | null) => (amount === null ? null : Math.round(amount * 100));

export const accountLimitOf = (r: AccountLimitRecord): TAccountLimitRow => ({
  authorityId: r.authority_id,
  authorityName: r.authority_name,
  customerId: r.customer_id,
  customerName: r.customer_name,
  parentId: r.parent_id,
  parentNumber: r.parent_id,
  currency: r.currency,
  dailySpendLimit: major(r.daily_spend_limit),
  weeklySpendLimit: major(r.weekly_spend_limit),
  monthlySpendLimit: major(r.monthly_spend_limit),
  rollingDays: r.rolling_days,
  rollingSpendLimit: major(r.rolling_spend_limit),
  acceptViolation: r.accept_violation ?? DEFAULT_FLAGS.accept,
  alertViolation: r.alert_violation ?? DEFAULT_FLAGS.alert,
  isSet: r.accept_violation !== null,
  lastUpdatedDate: r.updated_at === null ? null : new Date(r.updated_at).toISOString(),
});

/** sortCriteria `column:asc|desc` (the column alone sorts ascending). */
function sortOf(criteria: string) {
  const [column = '', direction = 'asc'] = criteria.split(':');
  const known = (ACCOUNT_LIMIT_SORT_COLUMNS as readonly string[]).includes(column);
  if (!known || !['asc', 'desc'].includes(direction.toLowerCase()))
    throw new AppError('VALIDATION', PLATFORM_MESSAGE_KEYS.sortColumnUnknown);
  return orderBy(
    { sortBy: column, sortOrder: direction.toLowerCase() === 'desc' ? 'desc' : 'asc' },
    COLUMNS,
    { column: 'parentNumber', order: 'asc' },
    sql`a.authority_id`,
  );
}

/** The scope of the list: the spec's applyLevel and accessId stand for accessLevel and accessLevelCode. */
export const accountLimitsScope = (reach: RequestUser['reach'], q: TAccountLimitsQuery) =>
  resolveScope(reach, {
    ...q,
    accessLevel: q.accessLevel ?? q.applyLevel,
    accessLevelCode: q.accessLevelCode ?? q.accessId,
  });

export async function listAccountLimits(
  db: DbOrTx,
  scope: AuthorityScope,
  q: TAccountLimitsQuery,
): Promise<TAccountLimitsResponse> {
  const page = { search: q.searchText || undefined, orderBy: sortOf(q.sortCriteria) };
  const rows = await accountLimitPage(db, scope, { ...page, limit: q.limit, offset: q.start });
  // A page past the end has no row to carry the total: the first row of the list does.
  const first =
    rows.length || !q.start ? rows : await accountLimitPage(db, scope, { ...page, limit: 1, offset: 0 });
  const total = first[0]?.total ?? 0;
  return { accountSpendingLimits: rows.map(accountLimitOf), totalCards: total };
}

/** Saves one authority's limits; the authority must be in the query's scope and the user's reach. */
export async function saveAccountLimit(
  ctx: { db: Db; effective: RequestUser; now: number },
  query: TAccountLimitsWriteQuery,
  body: TAccountLimitBody,
): Promise<TAccountLimitRow> {
  const { db, effective, now } = ctx;
  const authorityIds = [body.authorityId];
  const given = Boolean(query.authorityIds?.length || query.parentIds?.length);
  const within = given ? resolveScope(effective.reach, query) : undefined;
  if (within && !within.ids.includes(body.authorityId))
    throw forbidden(PLATFORM_MESSAGE_KEYS.scopeNotAllowed);
  const values = {
    daily: minor(body.dailySpendLimit),
    weekly: minor(body.weeklySpendLimit),
    monthly: minor(body.monthlySpendLimit),
    rollingDays: body.rollingDays,
    rolling: minor(body.rollingSpendLimit),
  };
  const attempt = {
    action: LIMIT_AUDIT_CODES.accountLimits,
    body: { ...values, acceptViolation: body.acceptViolation, alertViolation: body.alertViolation },
    authorityIds,
  };
  await runWrite(
    effective,
    {
      db,
      now,
      attempt,
      migration: 'restriction',
      inReach: { authorityIds },
    },
    async (tx) => {
      const current = await accountLimitRow(tx, body.authorityId);
      if (!current) throw forbidden();
      const sameParent = body.parentId == null || body.parentId === current.parent_id;
      if (current.customer_id !== body.customerId || !sameParent)
        throw badRequest(LIMIT_KEYS.authorityCustomerMismatch);
      await upsertAccountLimit(tx, {
        ...values,
        authorityId: current.authority_id,
        customerId: current.customer_id,
        parentId: current.parent_id,
        currency: current.currency,
        accept: body.acceptViolation,
        alert: body.alertViolation,
        userId: effective.user.id,
        now,
      });
    },
  );
  const saved = await accountLimitRow(db, body.authorityId);
  if (!saved) throw forbidden();
  return accountLimitOf(saved);
}
