// GET and POST /api/cards/profile/overrides (spec 002 §4.11): create for 1 to 3 hours, extend the
// running one by 1 to 10, end it now with 0. Expiry is the clock passing end_time.
import {
  CARD_KEYS,
  LIMIT_AUDIT_CODES,
  LIMIT_KEYS,
  OVERRIDE_HOURS,
  type TOverride,
  type TOverrideBody,
  type TOverridesResponse,
} from '@portal/contract';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, badRequest, forbidden } from '../../platform/errors';
import type { RequestUser } from '../../platform/request-user';
import { runWrite } from '../../platform/run-write';
import { type AuthorityScope, resolveScope } from '../../platform/scope';
import {
  activeOverrides,
  authorityRecord,
  insertOverride,
  lockAuthorityOverrides,
  type OverrideRecord,
  runningOverride,
  updateOverride,
} from './overrides-repo';

const HOUR = 3_600_000;
const iso = (v: string | Date) => new Date(v).toISOString();

export const overrideOf = (r: OverrideRecord): TOverride => ({
  overrideId: Number(r.override_id),
  endTime: iso(r.end_time),
  startTime: iso(r.starts_at),
  customerName: r.customer_name,
  // Our authority ids are the numbers customers know (operator letter plus digits).
  authorityNumber: r.authority_id,
  customerId: r.customer_id,
  authorityId: r.authority_id,
  parentId: r.parent_id,
  acceptViolation: r.accept_violation,
  alertViolation: r.alert_violation,
});

export async function listOverrides(
  db: DbOrTx,
  scope: AuthorityScope,
  now: number,
): Promise<TOverridesResponse> {
  return { overrides: (await activeOverrides(db, scope, now)).map(overrideOf) };
}

type Outcome = { action: 'create' | 'extend' | 'end'; endTime: string };

/** Creates, extends (changing the alert choice with it) or ends the authority's override. */
export async function setOverride(
  ctx: { db: Db; effective: RequestUser; now: number },
  body: TOverrideBody,
): Promise<TOverridesResponse> {
  const { db, effective, now } = ctx;
  const authorityIds = [body.authorityId];
  const attempt = {
    action: LIMIT_AUDIT_CODES.override,
    body: { duration: body.duration, alertViolation: body.alertViolation },
    authorityIds,
  };
  await runWrite<Outcome>(
    effective,
    {
      db,
      now,
      attempt,
      migration: 'restriction',
      inReach: { authorityIds },
      audit: (outcome) => [{ ...attempt, body: { ...attempt.body, ...outcome } }],
    },
    async (tx) => {
      const authority = await authorityRecord(tx, body.authorityId);
      if (!authority) throw forbidden();
      const sameParent = body.parentId == null || body.parentId === authority.parent_id;
      if (authority.customer_id !== body.customerId || !sameParent)
        throw badRequest(LIMIT_KEYS.authorityCustomerMismatch);
      if (authority.restriction_ack_flag === 'N') throw forbidden(CARD_KEYS.restrictionNotAllowed);
      await lockAuthorityOverrides(tx, authority.authority_id);
      const running = await runningOverride(tx, authority.authority_id, now);
      if (body.duration === OVERRIDE_HOURS.end) {
        if (!running) throw new AppError('CONFLICT', LIMIT_KEYS.overrideNotActive);
        await updateOverride(tx, running.override_id, { alert: running.alert_violation, end: now });
        return { action: 'end', endTime: iso(new Date(now)) };
      }
      if (running) {
        const end = new Date(running.end_time).getTime() + body.duration * HOUR;
        await updateOverride(tx, running.override_id, { alert: body.alertViolation, end });
        return { action: 'extend', endTime: iso(new Date(end)) };
      }
      if (body.duration > OVERRIDE_HOURS.create.max) throw badRequest(LIMIT_KEYS.overrideDurationInvalid);
      const end = now + body.duration * HOUR;
      await insertOverride(tx, {
        authority,
        alert: body.alertViolation,
        start: now,
        end,
        userId: effective.user.id,
      });
      return { action: 'create', endTime: iso(new Date(end)) };
    },
  );
  return listOverrides(db, resolveScope(effective.reach, { authorityIds }), now);
}
