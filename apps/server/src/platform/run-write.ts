import {
  ADMIN_KEYS,
  CARD_KEYS,
  migrationAllows,
  type TAuditActionCode,
  type TMessageKey,
  type TMigrationAction,
} from '@portal/contract';
import type { Db, Tx } from '../db/client';
import { writeAudit } from './audit';
import { AppError, forbidden } from './errors';

type Person = { id: number; email: string };

/**
 * Who writes: the request context (`{ user, impersonator, reach, scope }` or today's RequestUser), typed
 * by shape so either fits. `user` is the effective user (the impersonated one while an admin impersonates).
 */
export type WriteContext = {
  user: Person & { oneFleetMigratedStatus: number };
  impersonator?: Person;
  reach: { authorities: ReadonlyMap<string, { roleId: number }> };
};

/** One audit row of a write: the contract's action code, what it touched, and what it did. */
export type AuditRecord = {
  action: TAuditActionCode;
  body: Record<string, unknown>;
  authorityIds?: readonly string[];
  parentIds?: readonly string[];
  /** A row of a write that answered without changing (e.g. a refused re-issue toggle): isSuccess false. */
  refused?: boolean;
};

export type WriteOptions<R> = {
  db: Db;
  now: number;
  /** The attempt: written with isSuccess false when the write is refused or fails, and as the success
   * row unless `audit` names the success rows. Several rows (one per card), or a function when what the
   * write learns (a card's authority) belongs in the failed rows; it is called after the write ended. */
  attempt: AuditRecord | readonly AuditRecord[] | (() => readonly AuditRecord[]);
  /** Success rows known only after the write (an id it made, several rows); [] writes none. */
  audit?: (result: R) => AuditRecord[];
  /** DESIGN §3: impersonation is read-only for this write. */
  readOnlyWhileImpersonating?: boolean;
  /** Spec 002 §4.9: refused when the user's migration status does not allow this card action. */
  migration?: TMigrationAction;
  /**
   * The authorities the write touches, each inside the request's reach, which the route layer narrowed
   * to the endpoint's declared permission (platform/permission-gate): so a role without the key never
   * writes. `refusal` is the 403 message key.
   */
  inReach?: InReach;
};

const entryOf = (ctx: WriteContext, record: AuditRecord, isSuccess: boolean, now: number) => ({
  actionCode: record.action,
  isSuccess,
  actor: ctx.user,
  impersonator: ctx.impersonator,
  authorityIds: [...(record.authorityIds ?? [])],
  parentIds: [...(record.parentIds ?? [])],
  body: record.body,
  now,
});

const attemptRows = (attempt: WriteOptions<unknown>['attempt']): readonly AuditRecord[] =>
  typeof attempt === 'function' ? attempt() : Array.isArray(attempt) ? attempt : [attempt as AuditRecord];

type InReach = { authorityIds: readonly string[]; refusal?: TMessageKey };

/** runWrite's reach check, for writes that learn their authorities inside `fn`. */
export function assertInReach(ctx: WriteContext, rule: InReach): void {
  for (const id of rule.authorityIds) if (!ctx.reach.authorities.has(id)) throw forbidden(rule.refusal);
}

/**
 * The one template of a write that matters (DESIGN §3): in one transaction the impersonation,
 * migration and reach checks, the write itself (`fn(tx)`), and its audit row(s) with a typed
 * action code, so the change and its row commit together or not at all. A refused or failed attempt
 * rolls the transaction back, writes the attempt with isSuccess false on its own, and rethrows.
 */
export async function runWrite<R>(
  ctx: WriteContext,
  options: WriteOptions<R>,
  fn: (tx: Tx) => Promise<R>,
): Promise<R> {
  try {
    return await options.db.transaction(async (tx) => {
      if (options.readOnlyWhileImpersonating && ctx.impersonator) throw forbidden(ADMIN_KEYS.readOnly);
      if (options.migration && !migrationAllows(ctx.user.oneFleetMigratedStatus, options.migration))
        throw forbidden(CARD_KEYS.migrationBlocked);
      if (options.inReach) assertInReach(ctx, options.inReach);
      const result = await fn(tx);
      const rows = options.audit ? options.audit(result) : attemptRows(options.attempt);
      for (const row of rows) await writeAudit(tx, entryOf(ctx, row, !row.refused, options.now));
      return result;
    });
  } catch (error) {
    const outcome = error instanceof AppError ? error.messageKey : 'internal_error';
    // Inserts outside the rolled-back transaction. Should even that fail (the database is gone), the
    // caller still gets the write's own error, which is what the answer must say.
    for (const row of attemptRows(options.attempt)) {
      const failed = { ...row, body: { ...row.body, outcome } };
      await writeAudit(options.db, entryOf(ctx, failed, false, options.now)).catch(() => undefined);
    }
    throw error;
  }
}
