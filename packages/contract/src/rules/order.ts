// Spec 002 §5.1, §7, §9: the order-only rules, shared by the order page and the server.
import { CARD_LIMITS, WEAK_PINS } from '../card-constants';

/** Spec 002 §4.8: Gasoleo professional fixes embossing line 2 to this text (the spec does not show it; ours). */
export const GASOLEO_EMBOSSING_LINE2 = 'GASOLEO PROFESIONAL';

/** Spec 002 §3.2 card types. */
export const CARD_TYPE_IDS = { pool: 1, driver: 2, vehicle: 3, driverVehicle: 4, driverPin: 5 } as const;
/** Spec 002 §9 send-to codes. */
export const SEND_TO = { customer: 1, cardholder: 2, costCentre: 6, parent: 7 } as const;
/** Spec 002 §9 limits of the order form. */
export const ORDER_LIMITS = {
  addressLine: 35,
  country: 35,
  postCode: 10,
  costCentre: 20,
  subCostCentre: 20,
} as const;

/** Message keys of §5.1 (the spec's own) and ours where it names none. */
export const ORDER_KEYS = {
  required: 'validation_required',
  alphNumPoland: 'validation_alph_num_poland',
  alphNumSpecial: 'validation_alph_num_special',
  vehicle: 'card_details_vehicledriver_validation',
  driverName: 'card_details_drivers_name_validation',
  embossingLine2: 'card_embossing_town_city_validation',
  pinRequired: 'pin_pin_required',
  pinWeak: 'pin_pin_week',
  pinNumericOnly: 'pin_numeric_only',
  cardTypeNotOffered: 'order_card_type_not_offered',
  pinChoiceNotOffered: 'order_pin_choice_not_offered',
  tooLong: 'field_too_long',
  authorityIdMissing: 'No Authority Id given to /authoritydetails endpoint',
  orderingNotAllowed: 'order_not_allowed',
  authorityStopped: 'order_authority_stopped',
  idempotencyKeyRequired: 'idempotency_key_required',
  idempotencyInFlight: 'idempotency_key_in_flight',
  idempotencyMismatch: 'idempotency_key_reused',
  replacementNotAllowed: 'order_replacement_not_allowed',
  unauthorized: 'Unauthorized',
} as const;

/**
 * Address patterns (§5.1): authorities whose id starts with K use the Polish set (Polish letters),
 * others the special-characters set. The exact sets are not shown; ours: letters of the locale,
 * digits, space and . , - / ' & ( ) #.
 */
export const ADDRESS_PATTERN_POLAND = /^[A-Za-z0-9ĄĆĘŁŃÓŚŹŻąćęłńóśźż .,\-/'&()#]*$/;
export const ADDRESS_PATTERN_SPECIAL = /^[\p{L}\d .,\-/'&()#]*$/u;
/** §5.1 embossing line 2: the strict set; broader sets allow accented letters and symbols; plus ASCII. */
export const EMBOSSING_STRICT = /^[A-Z0-9()%,.&'/\- ]*$/;
export const EMBOSSING_BROAD = /^[\p{Lu}\p{Ll}\d()%,.&'/\-+:;!?"*@#_ ]*$/u;
export const EMBOSSING_ASCII = /^[\x20-\x7E]*$/;
/** §5.1 vehicle registration: letters and numbers. Cost centre: alphanumeric or special pattern. */
const VEHICLE = /^[A-Z0-9]*$/;

export const isPolishAuthority = (authorityId: string) => authorityId.toUpperCase().startsWith('K');
export const addressPatternKey = (authorityId: string) =>
  isPolishAuthority(authorityId) ? ORDER_KEYS.alphNumPoland : ORDER_KEYS.alphNumSpecial;
export const addressPattern = (authorityId: string) =>
  isPolishAuthority(authorityId) ? ADDRESS_PATTERN_POLAND : ADDRESS_PATTERN_SPECIAL;

export const embossingLine2Allowed = (text: string) =>
  EMBOSSING_STRICT.test(text) || EMBOSSING_BROAD.test(text) || EMBOSSING_ASCII.test(text);

/** §5.1 PIN: exactly 4, digits only, not weak; the first failing rule's key, or null. */
export function pinProblem(pin: string | null | undefined): string | null {
  const value = pin ?? '';
  if (value.length !== CARD_LIMITS.pinLength) return ORDER_KEYS.pinRequired;
  if (!/^\d{4}$/.test(value)) return ORDER_KEYS.pinNumericOnly;
  if ((WEAK_PINS as readonly string[]).includes(value)) return ORDER_KEYS.pinWeak;
  return null;
}

const blank = (v: string | null | undefined) => (v ?? '').trim() === '';

/** §3.2: vehicle fields apply to pool, vehicle, driver-vehicle and driver-PIN cards. */
export const vehicleApplies = (cardTypeId: number) => ([1, 3, 4, 5] as number[]).includes(cardTypeId);
/** §3.2: driver name applies to pool, driver and driver-vehicle cards. */
export const driverNameApplies = (cardTypeId: number) => ([1, 2, 4] as number[]).includes(cardTypeId);

export type TDriverRuleInput = {
  cardTypeId: number;
  sendToAddress: number;
  countryCode: string;
  vehicleRegistration: string | null | undefined;
  driverName: string | null | undefined;
};

/**
 * §5.1 driver name: required for Driver and Driver-Vehicle cards, for a Pool card sent to the
 * cardholder, for a Pool card in DE, and when the vehicle rule demands it (a Pool card with no
 * vehicle registration must name its driver, so the card names someone or something).
 */
export function driverNameRequired(input: TDriverRuleInput): boolean {
  const { cardTypeId: t } = input;
  if (t === CARD_TYPE_IDS.driver || t === CARD_TYPE_IDS.driverVehicle) return true;
  if (t !== CARD_TYPE_IDS.pool) return false;
  if (input.sendToAddress === SEND_TO.cardholder || input.countryCode.toUpperCase() === 'DE') return true;
  return blank(input.vehicleRegistration);
}

/**
 * §5.1 vehicle registration "required depending on card type and driver name": Vehicle,
 * Driver-Vehicle and Driver-PIN cards always; a Pool card when no driver name is given.
 */
export function vehicleRequired(input: TDriverRuleInput): boolean {
  const { cardTypeId: t } = input;
  if (t === CARD_TYPE_IDS.vehicle || t === CARD_TYPE_IDS.driverVehicle || t === CARD_TYPE_IDS.driverPin)
    return true;
  return t === CARD_TYPE_IDS.pool && blank(input.driverName);
}

export const vehicleRegistrationValid = (v: string) => v.length <= 14 && VEHICLE.test(v.toUpperCase());

/** §7: a non-empty delivery line 1 with send-to other than 2 is sent as 2 (cardholder). */
export function effectiveSendTo(sendTo: number, addressLine1: string | null | undefined): number {
  return !blank(addressLine1) && sendTo !== SEND_TO.cardholder ? SEND_TO.cardholder : sendTo;
}
/** §7: a parentNumber of the text 'null' becomes null. */
export const normaliseParentNumber = (p: string | null | undefined) =>
  p === 'null' || p === undefined ? null : p;

/** §5.1 cost centre: required when send-to is the cost-centre one (6). */
export const costCentreRequired = (sendTo: number) => sendTo === SEND_TO.costCentre;
export const COST_CENTRE_PATTERN = /^[\p{L}\d .,\-/'&()#_]*$/u;
