// PATCH update-cards (spec 002 §4.4, §5.2).
import {
  CARD_KEYS,
  CARD_WRITE_AUDIT_CODES,
  type TCardActionResponse,
  type TCardUpdateRequest,
  type TUpdateCardsBody,
} from '@portal/contract';
import type { cards } from '../../db/schema';
import { AppError, badRequest } from '../../platform/errors';
import { runWrite } from '../../platform/run-write';
import { resolveScope } from '../../platform/scope';
import { type CardWriteContext, isStopped, reachableCard, requireAuthority } from './checks';
import { type CardValues, updateCard } from './write-repo';

const UPDATE_FIELDS: Record<keyof TCardUpdateRequest, keyof typeof cards.$inferInsert> = {
  EVCharging: 'fuelAndCharge',
  EmbossName2: 'embossingLine2',
  CardTypeId: 'cardTypeId',
  SecondSortLabel: 'costCenterName',
  SubCostCentre: 'subCostCenter',
  Odometer: 'odometerRequired',
  AdditionalInfo: 'addInfoRequired',
  AustrianRoadTollInd: 'austrianRoadTax',
  TargetNeutral: 'targetNeutral',
  IvmhScheme: 'ivmhScheme',
  InternationalInd: 'internationalInd',
  Vehicle: 'vehicleRegistration',
  CardHolderName: 'cardHolderName',
};

function updateValues(request: TCardUpdateRequest): CardValues {
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(request)) {
    if (value === undefined) continue;
    const field = UPDATE_FIELDS[name as keyof TCardUpdateRequest];
    values[field] = value === 'Y' ? true : value === 'N' ? false : value === '' ? null : value;
  }
  if (typeof request.Vehicle === 'string' && request.Vehicle)
    values.embossingLine3 = request.Vehicle.toUpperCase();
  if (typeof request.Vehicle === 'string') values.vehicleRegistration = request.Vehicle.toUpperCase() || null;
  if (typeof request.CardHolderName === 'string') values.driverName = request.CardHolderName || null;
  return values as CardValues;
}

/**
 * One CDUP row per card naming the fields the request changes (their values are personal data the
 * audit log does not need: the card keeps them).
 */
export async function updateCards(
  ctx: CardWriteContext,
  body: TUpdateCardsBody,
): Promise<TCardActionResponse> {
  const { db, effective, now } = ctx;
  const attempt = body.cardUpdates.map((u) => ({
    action: CARD_WRITE_AUDIT_CODES.detailsUpdate,
    body: { cardId: u.cardId, fields: Object.keys(u.cardUpdateRequest).sort() },
    authorityIds: [body.authorityId],
  }));
  const responses = await runWrite(effective, { db, now, attempt, migration: 'editDetails' }, async (tx) => {
    requireAuthority(effective, body.authorityId);
    const within = resolveScope(effective.reach, { authorityIds: [body.authorityId] });
    const out: TCardActionResponse['cardResponses'] = [];
    for (const update of body.cardUpdates) {
      const card = await reachableCard(tx, effective, update.cardId, within, true);
      if (isStopped(card)) throw new AppError('CONFLICT', CARD_KEYS.cardStopped);
      const values = updateValues(update.cardUpdateRequest);
      if (Object.keys(values).length === 0) throw badRequest(CARD_KEYS.noChanges);
      await updateCard(tx, update.cardId, values, now);
      out.push({
        cardId: update.cardId,
        transStatus: true,
        cardStatusId: card.card_status_id,
        message: 'updated',
      });
    }
    return out;
  });
  return { message: 'Card details updated successfully', cardResponses: responses };
}
