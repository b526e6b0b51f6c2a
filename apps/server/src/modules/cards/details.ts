// One card's details and its recent and alerted transactions (spec 002 §3.8, §7, §9).
import type { TCardDetails, TCardTransaction, TCardTransactionsResponse } from '@portal/contract';
import type { Db } from '../../db/client';
import { iso, yn } from './checks';
import { authorityInfo, cardTransactionLines, type TransactionLineRow } from './detail-repo';
import type { CardRecord } from './repo';

export async function cardDetails(db: Db, card: CardRecord): Promise<TCardDetails> {
  const authority = await authorityInfo(db, card.authority_id);
  const address = authority?.delivery_address ?? {};
  const line = (k: string) => (typeof address[k] === 'string' ? (address[k] as string) : null);
  return {
    cardId: Number(card.card_id),
    cardNumber: card.card_number,
    cardStatusId: card.card_status_id,
    accountDetails: {
      parentId: authority?.parent_id ?? null,
      authorityId: card.authority_id,
      authorityName: authority?.authority_name ?? '',
      address: {
        addressLine1: line('addressLine1'),
        addressLine2: line('addressLine2'),
        addressLine3: line('addressLine3'),
        addressLine4: line('addressLine4'),
        postCode: line('postCode'),
        country: line('country'),
      },
    },
    general: {
      costCenter: card.cost_center_name,
      subCostCenter: card.sub_cost_center,
      pinMethod: card.pin_method,
      odometer: yn(card.odometer_required),
      addInfo: yn(card.add_info_required),
    },
    restrictions: {
      profileName: card.profile_name,
      serviceCode: card.service_code,
      international: yn(card.international_ind),
    },
    offers: { austrianRoadTaxInd: yn(card.austrian_road_tax), targetNeutral: yn(card.target_neutral) },
    embossingDetails: {
      cardType: card.card_type_code,
      fuelAndCharge: yn(card.fuel_and_charge),
      cardHolderName: card.card_holder_name,
      vehicleRegistration: card.vehicle_registration,
      embossedLine2: card.embossing_line2,
      cardSerialNumber: card.card_serial_number,
      expiry: { month: card.expiry_month, year: card.expiry_year },
      gasoleoProfessional: yn(card.gasoleo_professional),
    },
    virtualCard: {
      bpMeEnabled: yn(card.bp_me_enabled),
      cardProvisioned: yn(card.card_provisioned),
      mobileLastUsed: iso(card.mobile_last_used_at),
    },
  };
}

/** Spec 002 §9: declined is critical; suspicious, alert or warning is alert; otherwise cleared. */
export function alertLevel(t: { status: string; suspicious: boolean; alert: boolean }) {
  if (t.status === 'Declined') return 'critical' as const;
  if (t.suspicious || t.alert) return 'alert' as const;
  return 'cleared' as const;
}

function groupTransactions(lines: TransactionLineRow[]): TCardTransaction[] {
  const byId = new Map<string, TCardTransaction & { minor: number }>();
  for (const l of lines) {
    let t = byId.get(l.transaction_id);
    if (!t) {
      t = {
        transactionId: l.transaction_id,
        transactionStatus: l.transaction_status,
        transactionDateTime: new Date(l.transaction_date_time).toISOString(),
        suspiciousIndicator: yn(l.suspicious_indicator),
        alertIndicator: yn(l.alert_indicator),
        alertLevel: alertLevel({
          status: l.transaction_status,
          suspicious: l.suspicious_indicator,
          alert: l.alert_indicator,
        }),
        oacResultCodeDescription: l.oac_result_code_description,
        amount: { amount: 0, supplyCurrency: l.supply_currency },
        transactedProducts: [],
        mapDetails:
          l.latitude !== null && l.longitude !== null
            ? {
                lat: l.latitude,
                log: l.longitude,
                brand: l.brand_name ?? '',
                siteName: l.site_name ?? '',
                addressLine1: l.address_line1,
                addressLine2: l.address_line2,
                addressLine3: l.address_line3,
                townCity: l.town,
                postCode: l.post_code,
              }
            : null,
        minor: 0,
      };
      byId.set(l.transaction_id, t);
    }
    t.minor += Number(l.gross_supply_minor);
    t.amount.amount = t.minor / 100;
    if (l.product_name)
      t.transactedProducts.push({
        quantity: Number(l.quantity_milli) / 1000,
        unitofMeasure: l.unit ?? '',
        productCodeDescription: l.product_name,
      });
  }
  return [...byId.values()].map(({ minor: _minor, ...t }) => t);
}

/** Spec 002 §9 card artwork: programme 6 and 32 in DE have national-brand variants. */
export function cardArtwork(c: CardRecord): { image: string; name: string } {
  const p = c.card_program_number;
  if ((p === 6 || p === 32) && c.country_code === 'DE')
    return p === 6 ? { image: 'de-plus', name: 'Plus' } : { image: 'de-komfort', name: 'Komfort' };
  const kinds = [
    { image: 'plus', name: 'Plus' },
    { image: 'bonus', name: 'Bonus' },
    { image: 'komfort-prepaid', name: 'Komfort prepaid' },
    { image: 'komfort', name: 'Komfort' },
    { image: 'pulse', name: 'Pulse' },
  ];
  if (c.fuel_and_charge) return kinds[4] as { image: string; name: string };
  return kinds[p % 4] as { image: string; name: string };
}

export async function cardTransactions(
  db: Db,
  card: CardRecord,
  count: number,
): Promise<TCardTransactionsResponse> {
  const cardId = Number(card.card_id);
  const [recent, alerted] = await Promise.all([
    cardTransactionLines(db, cardId, count, false),
    cardTransactionLines(db, cardId, count, true),
  ]);
  const art = cardArtwork(card);
  return {
    transactions: groupTransactions(recent),
    alertedTransactions: groupTransactions(alerted),
    cardImage: art.image,
    displayCardProgramName: art.name,
  };
}
