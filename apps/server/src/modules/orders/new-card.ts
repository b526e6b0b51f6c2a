import {
  CARD_LIMITS,
  CARD_STATUS_IDS,
  driverNameApplies,
  GASOLEO_EMBOSSING_LINE2,
  type TCardOrder,
  vehicleApplies,
} from '@portal/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client';
import { cards } from '../../db/schema';
import type { AuthorityRow } from './authority';

const luhnDigit = (digits: string) => {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) d *= 2;
    sum += d > 9 ? d - 9 : d;
  }
  return String((10 - (sum % 10)) % 10);
};

export type NewCard = typeof cards.$inferSelect;
type Settings = {
  embossingLines?: Record<string, { content: string }>;
  expiryMonth?: string;
  expiryYear?: string;
};

const text = (v: string | null | undefined) => (v ?? '').trim();

/**
 * Creates the ordered card (spec 002 §3.4): the next card id and the authority's next serial, a
 * Luhn-checked number in the demo's numbering, the expiry the authority offers, embossing lines from
 * the authority (line 1), the entered town (line 2, cut to 27) and the registration or driver (line 3).
 * Numbering takes a transaction lock so two orders never draw the same id.
 */
export async function createCard(
  tx: Tx,
  authority: AuthorityRow,
  order: TCardOrder,
  sendTo: number,
  now: number,
): Promise<NewCard> {
  const t = tx as unknown as Db;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('card-numbering', 0))`);
  const [next] = await queryRows<{ card_id: string; serial: number }>(
    t,
    sql`select portal_next_card_id()::text as card_id,
               (select coalesce(max(nullif(regexp_replace(card_serial_number, '\\D', '', 'g'), '')::int), 0) + 1
                  from cards where authority_id = ${authority.authority_id}) as serial`,
  );
  const serial = Number(next?.serial ?? 1);
  const digits = authority.authority_id.replace(/\D/g, '').padStart(7, '0');
  const body = `707799${digits}${String(serial % 100_000).padStart(5, '0')}`;
  const settings = authority.order_settings as Settings;
  const d = order.carddetails;
  // §3.2: only the details that apply to the card type are kept (a driver card has no plate).
  const type = d.cardTypeId ?? 1;
  const vehicle = vehicleApplies(type) ? text(d.vehicleregistration).toUpperCase() : '';
  const driver = driverNameApplies(type) ? text(d.drivername).toUpperCase() : '';
  const gasoleo = d.gasoleoProfessional === 'Y';
  const line2 = gasoleo
    ? GASOLEO_EMBOSSING_LINE2
    : text(order.cardembossing.line2).slice(0, CARD_LIMITS.embossingLine2);
  const month = order.summary.expiryDate?.month ?? Number(settings.expiryMonth ?? 12);
  const year =
    order.summary.expiryDate?.year ?? Number(settings.expiryYear ?? new Date(now).getUTCFullYear() + 3);
  const address = d.address && text(d.address.addressLine1) ? d.address : null;
  const [card] = await tx
    .insert(cards)
    .values({
      cardId: Number(next?.card_id ?? 1),
      authorityId: authority.authority_id,
      cardNumber: body + luhnDigit(body),
      cardSerialNumber: String(serial).padStart(6, '0'),
      cardStatusId: CARD_STATUS_IDS.active,
      cardTypeId: type,
      // §3.10, §4.7: the chosen method; the driver's PIN (active 4) is method 0 with pinReq 4.
      pinMethod: order.pin.active === 4 ? 0 : (order.pin.active ?? authority.pin_derivation),
      pinReq: authority.pin_req,
      profileId: order.restrictionDetail?.profileId ?? null,
      cardProgramNumber: authority.card_program_number,
      countryCode: authority.country_code,
      serviceCode: authority.service_code,
      expiryMonth: month,
      expiryYear: year,
      cardHolderName: driver || null,
      vehicleRegistration: vehicle || null,
      driverName: driver || null,
      embossingLine1: text(settings.embossingLines?.line0?.content) || authority.authority_name.toUpperCase(),
      embossingLine2: line2 || null,
      embossingLine3: vehicle || driver || null,
      internationalInd: order.region.region === 'Nationalinternational',
      fuelAndCharge: d.evCharging === 'Y',
      gasoleoProfessional: gasoleo,
      costCenterName: text(order.region.costcenterName) || null,
      subCostCenter: text(order.region.subcostcenter) || null,
      odometerRequired: order.pin.odometer === 'Y',
      addInfoRequired: order.pin.addinfo === 'Y',
      austrianRoadTax: order.region.austriantax === 'Y',
      sendToAddress: sendTo,
      deliveryAddress: address
        ? {
            addressLine1: text(address.addressLine1),
            addressLine2: text(address.addressLine2),
            addressLine3: text(address.addressLine3),
            addressLine4: '',
            postCode: text(address.postCode).toUpperCase(),
            country: text(address.country),
          }
        : null,
      createdAt: new Date(now),
      updatedAt: new Date(now),
    })
    .returning();
  if (!card) throw new Error('card insert returned no row');
  return card;
}
