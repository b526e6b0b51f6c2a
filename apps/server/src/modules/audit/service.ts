import {
  AUDIT_LOGIN_TYPE,
  AUDIT_MESSAGE_KEYS,
  applyDatePattern,
  auditLogTypesFor,
  DEFAULT_DATE_FORMAT,
  type TAuditFilter,
  type TAuditFilterBy,
  type TAuditLogEntry,
  type TAuditLogsResponse,
  type TScopeQuery,
  utcFields,
  type ZAuditLogsQuery,
} from '@portal/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { RequestUser } from '../../platform/request-user';
import { resolveScope } from '../../platform/scope';
import { permissionsFor } from '../hierarchy/service';
import { type AuditRow, type AuditSearch, searchAudit } from './repo';

type Query = z.output<typeof ZAuditLogsQuery>;

const criteriaOf = (filters: TAuditFilter[] | undefined, key: TAuditFilterBy) =>
  filters?.find((f) => f.filterBy === key)?.filterCriteria;

/** Which log types (and outcomes) a search covers: those asked for, all permitted ones otherwise. */
function typesOf(asked: string[] | undefined, permitted: Set<string>): AuditSearch['types'] {
  if (!asked?.length) return [...permitted].map((code) => ({ code, outcomes: [true, false] }));
  const byCode = new Map<string, boolean[]>();
  for (const criterion of asked) {
    const [code = '', outcome] = criterion.split('_');
    if (!permitted.has(code)) throw new AppError('FORBIDDEN', AUDIT_MESSAGE_KEYS.typeNotAllowed);
    const outcomes = byCode.get(code) ?? [];
    const isSuccess = outcome === '1';
    if (!outcomes.includes(isSuccess)) outcomes.push(isSuccess);
    byCode.set(code, outcomes);
  }
  return [...byCode].map(([code, outcomes]) => ({ code, outcomes }));
}

/** Hierarchy criteria (A + authority id, P + parent id) as scope lists. */
function hierarchyLists(criteria: string[]) {
  const authorityIds = criteria.filter((c) => c.startsWith('A')).map((c) => c.slice(1));
  const parentIds = criteria.filter((c) => c.startsWith('P')).map((c) => c.slice(1));
  return { authorityIds, parentIds };
}

function toEntry(row: AuditRow, dateFormat: string): TAuditLogEntry {
  const at = new Date(row.logging_time);
  return {
    loggingTime: at.toISOString(),
    userActionType: `${row.action_code}_${row.is_success ? 1 : 0}`,
    userActionTypeDescription: row.description,
    authorityIds: row.authority_ids ?? [],
    parentIds: row.parent_ids ?? [],
    actionUser: row.actor_name ?? row.actor_email,
    actorEmail: row.actor_email,
    impersonatingActor: row.impersonating_email,
    displayTime: applyDatePattern(utcFields(at), dateFormat),
    body: row.body ?? {},
  };
}

/**
 * GET /api/audit/audit/logs (spec 000 §2, §3, §4, §6): only an admin impersonating may read logs, of
 * the log types whose permission key the impersonated user holds in the selected scope. My logs are
 * the user's own actions (without the login type); All logs are the rows of the selected scope
 * (narrowed by the hierarchy filter) that name no authority outside the user's reach.
 */
export async function auditLogs(
  db: Db,
  { user, reach, impersonator }: RequestUser,
  query: Query,
): Promise<TAuditLogsResponse> {
  if (!impersonator) throw new AppError('FORBIDDEN', AUDIT_MESSAGE_KEYS.impersonationRequired);
  const scope: TScopeQuery = { accessLevel: query.accessLevel, accessLevelCode: query.accessLevelCode };
  const scopeIds = resolveScope(reach, scope);
  const filters = query.filters;
  const mode = criteriaOf(filters, 'filtermode')?.[0] ?? 'MY_LOGS';

  const { permissions } = await permissionsFor(db, reach, scope);
  const permitted = new Set(
    auditLogTypesFor(permissions)
      .map((t) => t.code)
      .filter((code) => mode === 'ALL_LOGS' || code !== AUDIT_LOGIN_TYPE),
  );
  const search: AuditSearch = {
    types: typesOf(criteriaOf(filters, 'useractiontypes'), permitted),
    actorEmails: criteriaOf(filters, 'actors'),
    limit: query.PageSize,
    offset: (query.page - 1) * query.PageSize,
  };
  const [from, to] = criteriaOf(filters, 'date') ?? [];
  if (from && to) Object.assign(search, { from: new Date(from), to: new Date(to) });

  const hierarchy = criteriaOf(filters, 'hierarchy') ?? [];
  // Every hierarchy item must lie in the reach (403 otherwise) and narrows the selected scope.
  const lists = hierarchyLists(hierarchy);
  const narrowed = hierarchy.length ? resolveScope(reach, { ...scope, ...lists }) : scopeIds;
  const inScope = new Set(narrowed.ids);
  const scopeParents = hierarchy.length
    ? lists.parentIds
    : [...reach.parents.entries()]
        .filter(([, p]) => {
          const reached = p.authorityIds.filter((a) => reach.authorities.has(a));
          return reached.length > 0 && reached.every((a) => inScope.has(a));
        })
        .map(([id]) => id);

  // Typed assignments (not Object.assign), so the scope stays an AuthorityScope.
  if (mode === 'MY_LOGS') search.actorUserId = user.id;
  if (mode !== 'MY_LOGS' || hierarchy.length) {
    search.scope = narrowed;
    search.parentIds = scopeParents;
  }
  if (mode !== 'MY_LOGS') search.reachAuthorityIds = [...reach.authorities.keys()];
  const { rows, total } = await searchAudit(db, search);
  const dateFormat = user.preferences?.dateFormat ?? DEFAULT_DATE_FORMAT;
  return { logs: rows.map((r) => toEntry(r, dateFormat)), total };
}
