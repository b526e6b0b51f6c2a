import { randomUUID } from 'node:crypto';
import {
  CARD_KEYS,
  effectiveSendTo,
  isMessageKey,
  MESSAGE_KEYS,
  normaliseParentNumber,
  ORDER_KEYS,
  orderProblems,
  type TCardOrder,
  type TCardOrderResult,
  type TReplaceCardOrderBody,
} from '@portal/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client';
import { cardOrders } from '../../db/schema';
import { AppError, forbidden } from '../../platform/errors';
import type { RequestUser } from '../../platform/request-user';
import { runWrite } from '../../platform/run-write';
import { type AuthorityRow, reachableAuthority } from './authority';
import { claimKey, idempotencyKeyOf } from './idempotency';
import { createCard, type NewCard } from './new-card';
import { replaceOldCard } from './replacement';

export type OrderContext = { db: Db; effective: RequestUser; now: number };
type Replacement = { reasonCode: 2 | 3 | 31; cardnumber: string };

/** Spec 002 §6: ordering needs an authority that is not stopped and allows ordering. */
function requireOrderable(a: AuthorityRow) {
  if (a.is_stopped) throw forbidden(ORDER_KEYS.authorityStopped);
  if (!a.card_ordering_allowed) throw forbidden(ORDER_KEYS.orderingNotAllowed);
}

/** Spec 002 §5.1 on the server: every problem, the first one's key as the answer's. */
function validate(a: AuthorityRow, order: TCardOrder, sendTo: number) {
  const settings = a.order_settings as {
    columnContext?: { austrianRoadTax?: string };
    configuration?: { region?: { austriantax?: string }; cardSetup?: { restriction?: string } };
  };
  const problems = orderProblems({
    authorityId: a.authority_id,
    countryCode: a.country_code,
    sendToAddress: sendTo,
    offeredCardTypeIds: a.card_type_ids,
    differentAddress:
      (order.carddetails.address?.addressLine1 ?? '').trim() !== '' ||
      order.cardSetup.differentAddress === 'Y',
    address: order.carddetails.address,
    restriction: {
      required: order.cardSetup.restriction === 'Y' && settings.configuration?.cardSetup?.restriction === 'Y',
      profileChosen: Boolean(order.restrictionDetail?.profileId),
    },
    cardTypeId: order.carddetails.cardTypeId,
    vehicleRegistration: order.carddetails.vehicleregistration,
    driverName: order.carddetails.drivername,
    embossingLine2: order.carddetails.gasoleoProfessional === 'Y' ? '' : order.cardembossing.line2,
    austrianTaxShown:
      settings.configuration?.region?.austriantax === 'Y' && settings.columnContext?.austrianRoadTax === 'Y',
    austrianTax: order.region.austriantax,
    costCentreName: order.region.costcenterName,
    subCostCentre: order.region.subcostcenter,
    pinActive: order.pin.active,
    pinSettings: { pinDerivation: a.pin_derivation, pinReq: a.pin_req },
    pin: order.pin.pin,
  });
  const [first] = problems;
  if (first)
    throw new AppError(
      'VALIDATION',
      isMessageKey(first.key) ? first.key : MESSAGE_KEYS.validation,
      'Order is not valid',
      problems.map((p) => ({ path: p.field, messageKey: p.key })),
    );
}

async function requireProfile(tx: Tx, authorityId: string, profileId: number | null | undefined) {
  if (!profileId) return;
  const [row] = await queryRows<{ ok: number }>(
    tx as unknown as Db,
    sql`select 1 as ok from restriction_profiles where profile_id = ${profileId} and authority_id = ${authorityId}`,
  );
  if (!row) throw new AppError('VALIDATION', CARD_KEYS.profileNotFound);
}

function resultOf(a: AuthorityRow, card: NewCard, plasticTypes: string[]): TCardOrderResult {
  return {
    correlationId: randomUUID(),
    responseCode: '200',
    cardOrderDeliveryType: {
      image: {
        cardProgramNumber: card.cardProgramNumber,
        countryCode: card.countryCode,
        cardOfferType: a.card_offer_type,
        plasticTypes,
      },
      cardType: card.cardTypeId,
      noOfCardsOrdered: 1,
      serial: card.cardSerialNumber,
      serviceCode: card.serviceCode,
      countryCode: card.countryCode,
      expiryMonth: card.expiryMonth,
      expiryYear: card.expiryYear,
      embossingLine1: card.embossingLine1,
      embossingLine2: card.embossingLine2 ?? '',
      embossingLine3: card.embossingLine3 ?? '',
      authority: a.authority_id,
    },
  };
}

/**
 * POST cardorder / replacecardorder (spec 002 §4.6, §5.1, §7): in one runWrite transaction the
 * idempotency claim, the §6 checks, every §5.1 rule, the card, the order row and NCRQ/NCRP (or
 * RCRQ/RCRP). A repeated key with the same body answers the stored result and writes nothing.
 */
export async function placeOrder(
  ctx: OrderContext,
  input: { order: TCardOrder; key: unknown; replacement?: Replacement; authorityId: string },
): Promise<TCardOrderResult> {
  const { db, effective, now } = ctx;
  const { order, replacement } = input;
  const sendTo = effectiveSendTo(order.carddetails.sendToAddress, order.carddetails.address?.addressLine1);
  const stored: TCardOrder = {
    ...order,
    cardSetup: { ...order.cardSetup, parentNumber: normaliseParentNumber(order.cardSetup.parentNumber) },
    carddetails: { ...order.carddetails, sendToAddress: sendTo },
    // The PIN is passed on to card production, never kept in the order row.
    pin: { ...order.pin, pin: order.pin.pin ? '****' : order.pin.pin },
  };
  const codes = replacement ? (['RCRQ', 'RCRP'] as const) : (['NCRQ', 'NCRP'] as const);
  const authorityIds = [input.authorityId];
  const auditBody = {
    authorityId: input.authorityId,
    cardTypeId: order.carddetails.cardTypeId ?? null,
    expedite: order.summary.expediteCard,
    ...(replacement ? { reasonCode: replacement.reasonCode, cardnumber: replacement.cardnumber } : {}),
  };
  const outcome = await runWrite<{ replayed: boolean; result: TCardOrderResult }>(
    effective,
    {
      db,
      now,
      attempt: { action: codes[0], body: auditBody, authorityIds },
      audit: (r) =>
        r.replayed
          ? []
          : [
              { action: codes[0], body: auditBody, authorityIds },
              {
                action: codes[1],
                body: { ...auditBody, serial: r.result.cardOrderDeliveryType.serial },
                authorityIds,
              },
            ],
      readOnlyWhileImpersonating: true,
      migration: replacement ? 'replacement' : 'cardOrdering',
      inReach: { authorityIds, refusal: ORDER_KEYS.unauthorized },
    },
    async (tx) => {
      // Read after the reach check, so an actor who may not order learns nothing from it.
      const key = idempotencyKeyOf(input.key);
      const previous = await claimKey(tx, effective.user.id, key, { replacement, order: stored }, now);
      if (previous) return { replayed: true, result: previous };
      const authority = await reachableAuthority(tx, effective, input.authorityId, true);
      requireOrderable(authority);
      // The rules see the send-to the page chose; the §7 rewrite applies to what is stored.
      validate(authority, order, order.carddetails.sendToAddress);
      await requireProfile(tx, authority.authority_id, order.restrictionDetail?.profileId);
      const old = replacement ? await replaceOldCard(tx, effective, authority, replacement, now) : null;
      const card = await createCard(tx, authority, order, sendTo, now);
      if (old)
        await tx.execute(sql`update cards set replaces_card_id = ${old} where card_id = ${card.cardId}`);
      const plastic = (authority.order_settings as { plasticTypes?: string[] }).plasticTypes ?? ['STANDARD'];
      const result = resultOf(authority, card, plastic);
      const express = order.summary.expediteCard;
      await tx.insert(cardOrders).values({
        idempotencyKey: key,
        authorityId: authority.authority_id,
        userId: effective.user.id,
        kind: replacement ? 'replacement' : express ? 'express' : 'standard',
        mode: express ? 2 : 1,
        status: 'accepted',
        correlationId: result.correlationId,
        responseCode: result.responseCode,
        payload: { replacement, order: stored } as unknown as Record<string, unknown>,
        result: result as unknown as Record<string, unknown>,
        cardId: card.cardId,
        replacedCardId: old,
        reasonCode: replacement?.reasonCode ?? null,
        createdAt: new Date(now),
      });
      return { replayed: false, result };
    },
  );
  return outcome.result;
}

export function placeReplacement(ctx: OrderContext, body: TReplaceCardOrderBody, key: unknown) {
  const [one] = body.replacecard;
  if (!one) throw new AppError('VALIDATION', ORDER_KEYS.required);
  const { reasonCode, cardnumber, vcardSeialNo: _serial, ...order } = one;
  return placeOrder(ctx, {
    order,
    key,
    authorityId: body.authorityId,
    replacement: { reasonCode, cardnumber },
  });
}
