import type { TAuditActionCode } from '@portal/contract';
import type { DbOrTx } from '../db/client';
import { auditLog } from '../db/schema';

type Actor = { id: number; email: string };

export type AuditEntry = {
  /** Spec 000 §3 action type (NCRQ, SCRQ, USML, NUSR …): only codes of the contract's list, which a
   * migration seeds into audit_action_types. */
  actionCode: TAuditActionCode;
  isSuccess: boolean;
  actor?: Actor;
  /** When there is no user row (an unknown account). */
  actorEmail?: string;
  /** The admin acting while impersonating `actor`. */
  impersonator?: Actor;
  authorityIds?: string[];
  parentIds?: string[];
  body: Record<string, unknown>;
  now: number;
};

/** Writes one audit row; pass the transaction of the change so both land or neither. */
export async function writeAudit(db: DbOrTx, entry: AuditEntry) {
  await db.insert(auditLog).values({
    loggingTime: new Date(entry.now),
    actionCode: entry.actionCode,
    isSuccess: entry.isSuccess,
    actorUserId: entry.actor?.id ?? null,
    actorEmail: entry.actor?.email ?? entry.actorEmail ?? 'unknown',
    impersonatingUserId: entry.impersonator?.id ?? null,
    impersonatingEmail: entry.impersonator?.email ?? null,
    authorityIds: entry.authorityIds ?? [],
    parentIds: entry.parentIds ?? [],
    body: entry.body,
  });
}
