// POST stop-cards (spec 002 §4.3, §5.2, §9).
import {
  CARD_KEYS,
  stopReasonAllowed,
  type TCardActionResponse,
  type TStopCardsBody,
} from '@portal/contract';
import { AppError, badRequest } from '../../platform/errors';
import { type AuditRecord, runWrite } from '../../platform/run-write';
import { resolveScope } from '../../platform/scope';
import { type CardWriteContext, isStopped, reachableCard, requireAuthority } from './checks';
import { changeCardStatus } from './write-repo';

type StopDetail = TStopCardsBody['stopCardsDetails'][number];

/** The request (SCRQ) and response (SCRP) rows of one card's stop. */
const stopRows = (authorityId: string, d: StopDetail): AuditRecord[] => {
  const body = {
    cardId: d.cardId,
    cardStatusId: d.cardStatusId,
    prevCardStatusId: d.prevCardStatusId,
    ...(d.policeRefNumber ? { policeRefNumber: d.policeRefNumber } : {}),
  };
  return [
    { action: 'SCRQ', body, authorityIds: [authorityId] },
    { action: 'SCRP', body, authorityIds: [authorityId] },
  ];
};

/**
 * One conditional change per card, its history and the SCRQ/SCRP rows; all cards or none. A refused
 * stop leaves both rows of every card with isSuccess false and the refusal's key as `outcome`.
 */
export async function stopCards(ctx: CardWriteContext, body: TStopCardsBody): Promise<TCardActionResponse> {
  const { db, effective, now } = ctx;
  const rows = body.stopCardsDetails.flatMap((d) => stopRows(body.authorityId, d));
  return runWrite(effective, { db, now, attempt: rows, migration: 'stop' }, async (tx) => {
    requireAuthority(effective, body.authorityId);
    const within = resolveScope(effective.reach, { authorityIds: [body.authorityId] });
    const out: TCardActionResponse['cardResponses'] = [];
    for (const d of body.stopCardsDetails) {
      // The row lock makes a concurrent stop of the same card wait, then see the new status.
      const card = await reachableCard(tx, effective, d.cardId, within, true);
      if (isStopped(card)) throw new AppError('CONFLICT', CARD_KEYS.cardStopped);
      if (card.card_status_id !== d.prevCardStatusId) throw new AppError('CONFLICT', CARD_KEYS.statusChanged);
      if (!stopReasonAllowed(d.cardStatusId, card.card_status_id))
        throw badRequest(CARD_KEYS.reasonNotAllowed);
      const change = {
        cardId: d.cardId,
        from: d.prevCardStatusId,
        to: d.cardStatusId,
        byUserId: effective.user.id,
        policeReference: d.policeRefNumber || null,
      };
      if (!(await changeCardStatus(tx, change, now))) throw new AppError('CONFLICT', CARD_KEYS.statusChanged);
      out.push({ cardId: d.cardId, transStatus: true, cardStatusId: d.cardStatusId, message: 'stopped' });
    }
    return { message: 'Card stopped successfully', cardResponses: out };
  });
}
