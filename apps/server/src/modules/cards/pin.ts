// PATCH updatepin (spec 002 §4.5, §5.2): the PIN goes to the card processor; the portal keeps no PIN.
import {
  CARD_KEYS,
  CARD_STATUS_IDS,
  CARD_WRITE_AUDIT_CODES,
  pinEditable,
  type TUpdatePinBody,
} from '@portal/contract';
import { AppError, badRequest } from '../../platform/errors';
import { type AuditRecord, runWrite } from '../../platform/run-write';
import type { AuthorityScope } from '../../platform/scope';
import { type CardWriteContext, cardForWrite, isStopped, knownAuthority } from './checks';
import { changeCardStatus, updateCard } from './write-repo';

/** Spec 002 §9: an active card shows its PIN change as status 350 (Active, PIN changed). */
const PIN_CHANGED_STATUS = 350;

/** One CPIN row per card (no PIN in it); the authority is added once the card is read. */
export async function updatePin(
  ctx: CardWriteContext,
  body: TUpdatePinBody,
  within: AuthorityScope | undefined,
): Promise<{ success: boolean; message: string }> {
  const { db, effective, now } = ctx;
  const authorityOf = new Map<number, string>();
  const rows = (): AuditRecord[] =>
    body.pinDetails.map((d) => ({
      action: CARD_WRITE_AUDIT_CODES.pinChange,
      body: { cardId: d.cardId },
      authorityIds: knownAuthority(authorityOf, d.cardId),
    }));
  await runWrite(effective, { db, now, attempt: rows, migration: 'pin' }, async (tx) => {
    for (const d of body.pinDetails) {
      const write = { cardId: d.cardId, within, known: authorityOf };
      const card = await cardForWrite(tx, effective, write);
      if (isStopped(card)) throw new AppError('CONFLICT', CARD_KEYS.cardStopped);
      const editable = pinEditable({ pinMethod: card.pin_method, pinReq: card.pin_req, stopped: false });
      if (!editable) throw badRequest(CARD_KEYS.pinNotEditable);
      if (card.card_status_id === CARD_STATUS_IDS.active) {
        const change = { cardId: d.cardId, to: PIN_CHANGED_STATUS, byUserId: effective.user.id };
        await changeCardStatus(tx, change, now);
      } else await updateCard(tx, d.cardId, {}, now);
    }
  });
  return { success: true, message: 'PIN updated successfully' };
}
