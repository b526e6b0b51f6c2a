import * as db from '../../db/schema';
import { type GenContext, HOUR, iso } from '../context';
import type { CardPlan } from '../plan/cards';
import type { Users } from '../plan/users';
import { CARD_STATUS } from '../reference/access';
import { type CopySpec, spec } from './copy-spec';

const time = (ms: number | null) => (ms === null ? null : iso(ms));

/** The user who acted for an authority at some moment: one of its active users, or nobody. */
export function actorFor(users: Users, authorityId: string, salt: number): number | null {
  const actors = users.actorsByAuthority.get(authorityId);
  return actors?.length ? (actors[salt % actors.length] as number) : null;
}

/** Cards (after transactions, so each knows its last transaction) and their status history. */
export function cardSpecs(cards: CardPlan[], users: Users): CopySpec[] {
  const c = db.cards;
  const h = db.cardStatusHistory;
  let historyId = 0;
  return [
    spec(
      c,
      [
        c.cardId,
        c.authorityId,
        c.cardNumber,
        c.cardSerialNumber,
        c.cardStatusId,
        c.cardTypeId,
        c.pinMethod,
        c.pinReq,
        c.profileId,
        c.cardProgramNumber,
        c.countryCode,
        c.serviceCode,
        c.expiryMonth,
        c.expiryYear,
        c.cardHolderName,
        c.vehicleRegistration,
        c.driverName,
        c.embossingLine1,
        c.embossingLine2,
        c.embossingLine3,
        c.internationalInd,
        c.fuelAndCharge,
        c.gasoleoProfessional,
        c.costCenterName,
        c.subCostCenter,
        c.odometerRequired,
        c.addInfoRequired,
        c.austrianRoadTax,
        c.targetNeutral,
        c.ivmhScheme,
        c.hasReissueFeature,
        c.bpMeEnabled,
        c.cardProvisioned,
        c.mobileLastUsedAt,
        c.sendToAddress,
        c.deliveryAddress,
        c.replaceCardOrderedOn,
        c.replacesCardId,
        c.lastTransactionAt,
        c.createdAt,
        c.updatedAt,
      ],
      (function* () {
        for (const x of cards) {
          const expiry = new Date(x.expiry);
          const a = x.authority;
          yield [
            x.id,
            a.id,
            x.number,
            x.serial,
            x.statusId,
            x.typeId,
            x.pinMethod,
            x.pinReq,
            x.profileId,
            a.cardProgramNumber,
            a.country.code,
            a.serviceCode,
            expiry.getUTCMonth() + 1,
            expiry.getUTCFullYear(),
            x.holderName,
            x.vrn,
            x.driverName,
            x.embossing[0],
            x.embossing[1],
            x.embossing[2],
            x.international,
            x.fuelAndCharge,
            x.gasoleo,
            x.costCenter,
            x.subCostCenter,
            x.odometerRequired,
            x.addInfoRequired,
            x.austrianRoadTax,
            x.targetNeutral,
            null,
            x.hasReissue,
            x.bpMe,
            x.provisioned,
            time(x.mobileLastUsedAt),
            a.sendToAddress,
            a.sendToAddress === 2 ? a.deliveryAddress : null,
            time(x.replaceOrderedOn),
            x.replacesCardId,
            time(x.lastTransactionAt),
            iso(x.createdAt),
            iso((x.history[x.history.length - 1] as [number, number])[1]),
          ];
        }
      })(),
    ),
    spec(
      h,
      [h.id, h.cardId, h.cardStatusId, h.changedAt, h.changedByUserId, h.policeReference],
      (function* () {
        for (const x of cards) {
          for (const [status, at] of x.history) {
            historyId++;
            const manual = status !== CARD_STATUS.active && status !== CARD_STATUS.expired;
            yield [
              historyId,
              x.id,
              status,
              iso(at),
              manual ? actorFor(users, x.authority.id, historyId) : null,
              status === CARD_STATUS.stolen && historyId % 2 === 0
                ? `POL-${String(historyId).padStart(7, '0')}`
                : null,
            ];
          }
        }
      })(),
    ),
  ];
}

/** Orders behind the cards created inside the window, plus a few rejected ones (spec 002 §3.4, §3.5). */
export function orderSpecs(ctx: GenContext, cards: CardPlan[], users: Users): CopySpec {
  const o = db.cardOrders;
  const byId = new Map(cards.map((x) => [x.id, x]));
  return spec(
    o,
    [
      o.orderId,
      o.idempotencyKey,
      o.authorityId,
      o.userId,
      o.kind,
      o.mode,
      o.status,
      o.correlationId,
      o.responseCode,
      o.payload,
      o.result,
      o.cardId,
      o.replacedCardId,
      o.reasonCode,
      o.createdAt,
    ],
    (function* () {
      let orderId = 0;
      for (const x of cards) {
        if (x.createdAt < ctx.windowStart) continue;
        const r = ctx.rng('order', x.id);
        const a = x.authority;
        const replaced = x.replacesCardId ? byId.get(x.replacesCardId) : undefined;
        const kind = replaced ? 'replacement' : r.chance(0.2) ? 'express' : 'standard';
        const expiry = new Date(x.expiry);
        const payload = {
          cardSetup: { authorityId: a.id, countryCode: a.country.code, restriction: x.profileId ? 'Y' : 'N' },
          carddetails: { cardTypeId: x.typeId, vehicleregistration: x.vrn, drivername: x.driverName },
          cardembossing: { line1: x.embossing[0], line2: x.embossing[1], line3: x.embossing[2] },
          region: { region: x.international ? 'Nationalinternational' : 'National' },
          pin: { pinDerivation: a.pinDerivation, pinReq: x.pinReq },
          summary: {
            expediteCard: kind === 'express',
            expiryDate: { month: expiry.getUTCMonth() + 1, year: expiry.getUTCFullYear() },
          },
          ...(replaced ? { reasonCode: replaced.statusId, cardnumber: replaced.number } : {}),
        };
        const result = {
          cardOrderDeliveryType: {
            cardType: x.typeId,
            noOfCardsOrdered: 1,
            serial: x.serial,
            serviceCode: a.serviceCode,
            countryCode: a.country.code,
            expiryMonth: expiry.getUTCMonth() + 1,
            expiryYear: expiry.getUTCFullYear(),
            embossingLine1: x.embossing[0],
            embossingLine2: x.embossing[1],
            embossingLine3: x.embossing[2],
            authority: a.id,
          },
        };
        const user = actorFor(users, a.id, x.id);
        yield [
          ++orderId,
          r.uuid(),
          a.id,
          user,
          kind,
          kind === 'express' ? 2 : 1,
          'accepted',
          r.uuid(),
          '200',
          payload,
          result,
          x.id,
          replaced?.id ?? null,
          replaced?.statusId ?? null,
          iso(x.createdAt),
        ];
        if (r.chance(0.04)) {
          yield [
            ++orderId,
            r.uuid(),
            a.id,
            user,
            'standard',
            1,
            'rejected',
            r.uuid(),
            '422',
            payload,
            { errorDetails: { errorMessage: 'Embossing line contains characters that are not allowed' } },
            null,
            null,
            null,
            iso(x.createdAt - 2 * HOUR),
          ];
        }
      }
    })(),
  );
}
