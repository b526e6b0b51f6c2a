import { z } from 'zod';
import {
  AUDIT_FILTER_BY,
  AUDIT_FILTER_MODES,
  AUDIT_HIERARCHY_PATTERN,
  AUDIT_MESSAGE_KEYS,
  USER_ACTION_TYPE_PATTERN,
} from './audit-log-types';
import { DEFAULT_PAGE_SIZE } from './common/constants';
import { MAX_PAGE_SIZE } from './common/paging';
import { zAccessLevel } from './hierarchy';

// Contract of the audit area (spec 000 §2 Audit logs, §3 Audit log entry and filters, §4 Audit filter modal).

export const ZAuditFilter = z.object({
  filterBy: z.enum(AUDIT_FILTER_BY, { error: AUDIT_MESSAGE_KEYS.filterInvalid }),
  filterCriteria: z.array(z.string().max(254, AUDIT_MESSAGE_KEYS.filterInvalid)).max(500),
});
export type TAuditFilter = z.infer<typeof ZAuditFilter>;

const isIsoTimestamp = (v: string) => /^\d{4}-\d{2}-\d{2}T/.test(v) && !Number.isNaN(Date.parse(v));

/** The filters list, checked as a whole: each key once, criteria in the form of their key. */
export const ZAuditFilters = z.array(ZAuditFilter).superRefine((filters, ctx) => {
  const issue = (message: string = AUDIT_MESSAGE_KEYS.filterInvalid) =>
    ctx.addIssue({ code: 'custom', message });
  const seen = new Set<string>();
  for (const f of filters) {
    if (seen.has(f.filterBy)) issue();
    seen.add(f.filterBy);
    const c = f.filterCriteria;
    if (
      f.filterBy === 'filtermode' &&
      (c.length !== 1 || !(AUDIT_FILTER_MODES as readonly string[]).includes(c[0] ?? ''))
    )
      issue();
    if (f.filterBy === 'useractiontypes' && !c.every((v) => USER_ACTION_TYPE_PATTERN.test(v))) issue();
    if (f.filterBy === 'hierarchy' && !c.every((v) => AUDIT_HIERARCHY_PATTERN.test(v))) issue();
    if (f.filterBy === 'date') {
      const [from, to] = c;
      if (
        c.length !== 2 ||
        !from ||
        !to ||
        !isIsoTimestamp(from) ||
        !isIsoTimestamp(to) ||
        Date.parse(from) > Date.parse(to)
      )
        issue();
    }
  }
});

const parseJson = (value: string, ctx: z.RefinementCtx) => {
  try {
    return JSON.parse(value) as unknown;
  } catch {
    ctx.addIssue({ code: 'custom', message: AUDIT_MESSAGE_KEYS.filterInvalid });
    return z.NEVER;
  }
};

/**
 * GET /api/audit/audit/logs (spec 000 §7). `filters` travels as a JSON array of {filterBy,
 * filterCriteria} in the query string; `page` is 1-based; `PageSize` keeps the spec's spelling.
 */
export const ZAuditLogsQuery = z.object({
  accessLevel: zAccessLevel,
  accessLevelCode: z.string().min(1, 'access_level_code_invalid').max(40, 'access_level_code_invalid'),
  filters: z.string().max(20_000).transform(parseJson).pipe(ZAuditFilters).optional(),
  page: z.coerce.number().int().min(1).default(1),
  PageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type TAuditLogsQuery = z.input<typeof ZAuditLogsQuery>;

export const ZAuditLogEntry = z
  .object({
    loggingTime: z.string(),
    /** `${code}_1` for success, `${code}_0` for failed. */
    userActionType: z.string(),
    userActionTypeDescription: z.string(),
    authorityIds: z.array(z.string()),
    parentIds: z.array(z.string()),
    /** The acting user's name (the email when the account is unknown). */
    actionUser: z.string(),
    actorEmail: z.string(),
    /** The admin's email when the action was taken while impersonating. */
    impersonatingActor: z.string().nullable(),
    /** loggingTime in the user's date format (UTC). */
    displayTime: z.string(),
    body: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'AuditLogEntry' });
export type TAuditLogEntry = z.infer<typeof ZAuditLogEntry>;

export const ZAuditLogsResponse = z
  .object({ logs: z.array(ZAuditLogEntry), total: z.number().int() })
  .meta({ id: 'AuditLogs' });
export type TAuditLogsResponse = z.infer<typeof ZAuditLogsResponse>;
