// POST card-status: the re-issue toggle (spec 002 §4.2).
import {
  CARD_KEYS,
  CARD_STATUS_UPDATED_MESSAGE,
  CARD_WRITE_AUDIT_CODES,
  reissueStatusRefusal,
  type TCardActionResponse,
  type TCardStatusBody,
  type TMessageKey,
} from '@portal/contract';
import { type AuditRecord, runWrite } from '../../platform/run-write';
import { type CardWriteContext, cardForWrite, isStopped, knownAuthority } from './checks';
import { changeCardStatus } from './write-repo';

type Detail = TCardStatusBody['cardStatuses'][number];

/**
 * All cards change or none; a card the rules refuse answers transStatus false with the reason, which
 * the page shows as 'pending status'. One RISC row per card: isSuccess false for every card of a
 * refused toggle (the refusal's key as `outcome`), as for a write refused with an error.
 */
export async function setCardStatuses(
  ctx: CardWriteContext,
  body: TCardStatusBody,
): Promise<TCardActionResponse> {
  const { db, effective, now } = ctx;
  const authorityOf = new Map<number, string>();
  const row = (d: Detail, outcome?: TMessageKey): AuditRecord => {
    return {
      action: CARD_WRITE_AUDIT_CODES.reissueStatus,
      body: {
        cardId: d.cardId,
        cardStatusId: d.setCardStatusId,
        prevCardStatusId: d.prevCardStatusId,
        ...(outcome ? { outcome } : {}),
      },
      authorityIds: knownAuthority(authorityOf, d.cardId),
      ...(outcome ? { refused: true } : {}),
    };
  };
  let refusal: TMessageKey | undefined;
  const attempt = () => body.cardStatuses.map((d) => row(d));
  const audit = () => body.cardStatuses.map((d) => row(d, refusal));
  return runWrite(effective, { db, now, attempt, audit }, async (tx) => {
    const refusals: TCardActionResponse['cardResponses'] = [];
    const changes: { cardId: number; to: number }[] = [];
    for (const d of body.cardStatuses) {
      const card = await cardForWrite(tx, effective, { cardId: d.cardId, known: authorityOf });
      const refuse = (message: TMessageKey) =>
        refusals.push({ cardId: d.cardId, transStatus: false, cardStatusId: card.card_status_id, message });
      // Spec 002 §4.2 from the contract (the page disables the button by the same rule); then the
      // server's own check that nobody changed the card since the page read it.
      const refusal = reissueStatusRefusal(
        {
          hasReissueFeature: card.has_reissue_feature,
          isStopped: isStopped(card),
          cardStatusId: card.card_status_id,
        },
        d.setCardStatusId,
      );
      if (refusal && refusal !== CARD_KEYS.statusNotAllowed) refuse(refusal);
      else if (card.card_status_id !== d.prevCardStatusId) refuse(CARD_KEYS.statusChanged);
      else if (refusal) refuse(refusal);
      else changes.push({ cardId: d.cardId, to: d.setCardStatusId });
    }
    if (refusals.length > 0) {
      refusal = (refusals[0]?.message as TMessageKey | undefined) ?? CARD_KEYS.statusNotAllowed;
      return {
        message: refusal,
        cardResponses: [
          ...refusals,
          ...changes.map((c) => ({ cardId: c.cardId, transStatus: false, message: 'not changed' })),
        ],
      };
    }
    for (const c of changes)
      await changeCardStatus(tx, { cardId: c.cardId, to: c.to, byUserId: effective.user.id }, now);
    return {
      message: CARD_STATUS_UPDATED_MESSAGE,
      cardResponses: changes.map((c) => ({
        cardId: c.cardId,
        transStatus: true,
        cardStatusId: c.to,
        message: CARD_STATUS_UPDATED_MESSAGE,
      })),
    };
  });
}
