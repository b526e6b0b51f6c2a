import { ORDER_KEYS, type TAuthorityDetails } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows, type Tx } from '../../db/client';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import type { RequestUser } from '../../platform/request-user';

/** The authority's ordering row as stored (order_settings holds the document-shaped details). */
export type AuthorityRow = {
  authority_id: string;
  authority_name: string;
  country_code: string;
  customer_number: string;
  parent_id: string | null;
  card_offer_type: string;
  issuer_number: string;
  service_code: string;
  pre_set_service_code: string | null;
  opu_code: string | null;
  card_program_number: number;
  language_code: string;
  send_to_address: number;
  card_type_ids: number[];
  default_card_type_id: number | null;
  pin_derivation: number;
  pin_req: number;
  card_ordering_allowed: boolean;
  card_limit_reached: boolean;
  authority_not_allowed: boolean;
  customer_not_allowed: boolean;
  is_stopped: boolean;
  delivery_address: Record<string, string>;
  order_settings: Record<string, unknown>;
  currency: string;
};

/** An authority the user reaches (403 otherwise, as the scope guard answers), read for ordering. */
export async function reachableAuthority(
  db: Db | Tx,
  effective: Pick<RequestUser, 'reach'>,
  authorityId: string,
  lock = false,
): Promise<AuthorityRow> {
  if (!authorityId) throw badRequest(ORDER_KEYS.authorityIdMissing);
  if (!effective.reach.authorities.has(authorityId)) throw forbidden('scope_not_allowed');
  const [row] = await queryRows<AuthorityRow>(
    db as Db,
    sql`select a.authority_id, a.authority_name, a.country_code, c.customer_number, a.parent_id, a.card_offer_type,
               a.issuer_number, a.service_code, a.pre_set_service_code, a.opu_code, a.card_program_number,
               a.language_code, a.send_to_address, a.card_type_ids, a.default_card_type_id, a.pin_derivation,
               a.pin_req, a.card_ordering_allowed, a.card_limit_reached, a.authority_not_allowed,
               a.customer_not_allowed, a.is_stopped, a.delivery_address, a.order_settings, a.currency
          from authorities a join customers c on c.customer_id = a.customer_id
         where a.authority_id = ${authorityId} ${lock ? sql`for update of a` : sql``}`,
  );
  if (!row) throw notFound();
  return row;
}

/** Spec 002 §7 countries: the site catalogue's countries (a few dozen rows of reference data), by name. */
export function countryList(db: Db) {
  return queryRows<{ countryId: number; countryCode: string; countryName: string }>(
    db,
    sql`select country_id as "countryId", trim(country_code) as "countryCode", country_name as "countryName"
          from countries order by country_name`,
  );
}

const CARD_TYPE_NAMES: Record<number, string> = {
  1: 'POOL_CARD',
  2: 'DRIVER_CARD',
  3: 'VEHICLE_CARD',
  4: 'DRIVER_VEHICLE_CARD',
  5: 'DRIVER_PIN_CARD',
};

type Settings = {
  configuration?: TAuthorityDetails['configuration'];
  columnContext?: TAuthorityDetails['columnContext'];
  embossingLines?: TAuthorityDetails['embossingLines'];
  plasticTypes?: string[];
  cardPlasticOption?: string;
  ivmhStartDate?: string | null;
  ivmhEndDate?: string | null;
  ppdScheme?: string | null;
  targetNeutral?: string;
  expiryMonth?: string;
  expiryYear?: string;
  restrictions?: TAuthorityDetails['restrictions'];
};

const DEFAULT_CONFIGURATION: TAuthorityDetails['configuration'] = {
  cardSetup: { restriction: 'N', activateBPMe: 'N' },
  cardDetails: { ivmh: 'N', vehicleReg: 'Y', driverName: 'Y' },
  costCenter: 'N',
  region: { region: 'Y', austriantax: 'N' },
  pin: 'Y',
  fuelAndCharge: 'N',
  gasoleoProfessional: 'N',
  odometer: 'N',
  addInfo: 'N',
};

/** Spec 002 §3.1: the authority details answer. */
export function authorityDetailsOf(row: AuthorityRow): TAuthorityDetails {
  const s = row.order_settings as Settings;
  const address = row.delivery_address ?? {};
  return {
    authorityId: row.authority_id,
    authorityName: row.authority_name,
    cardTypes: row.card_type_ids.map((id) => ({
      cardTypeId: id,
      cardTypeName: CARD_TYPE_NAMES[id] ?? String(id),
    })),
    defaultCardTypeId: row.default_card_type_id,
    countryCode: row.country_code,
    sendToAddress: row.send_to_address,
    serviceCode: row.service_code,
    preSetServiceCode: row.pre_set_service_code,
    issuerNumber: row.issuer_number,
    parentNumber: row.parent_id,
    customerNumber: row.customer_number,
    opuCode: row.opu_code,
    languageCode: row.language_code,
    cardProgramNumber: row.card_program_number,
    cardOfferType: row.card_offer_type,
    plasticTypes: s.plasticTypes ?? ['STANDARD'],
    deliveryAddress: address,
    embossingLines: s.embossingLines ?? {
      line0: { content: '' },
      line1: { content: '' },
      line2: { content: '' },
    },
    pinOption: { pinDerivation: row.pin_derivation, pinReq: row.pin_req },
    pinDerivation: row.pin_derivation,
    pinReq: row.pin_req,
    ivmhStartDate: s.ivmhStartDate ?? null,
    ivmhEndDate: s.ivmhEndDate ?? null,
    ppdScheme: s.ppdScheme ?? null,
    targetNeutral: s.targetNeutral ?? 'N',
    cardPlasticOption: s.cardPlasticOption ?? 'STANDARD',
    expiryMonth: s.expiryMonth ?? '12',
    expiryYear: s.expiryYear ?? String(new Date().getUTCFullYear() + 3),
    columnContext: s.columnContext ?? { targetNeutral: 'N', austrianRoadTax: 'N' },
    cardOrderSetting: {
      cardOrderingAllowed: row.card_ordering_allowed,
      cardLimitReached: row.card_limit_reached,
      authorityNotAllowed: row.authority_not_allowed,
      customerNotAllowed: row.customer_not_allowed,
    },
    authorityStopped: row.is_stopped ? 'YES' : 'NO',
    restrictions: s.restrictions ?? { currency: row.currency, distanceUnit: 'KMS' },
    configuration: s.configuration ?? DEFAULT_CONFIGURATION,
  };
}
