// Spec 002 §5.1: every rule of the order form over one payload, for the page and the server alike.
import { CARD_LIMITS } from '../card-constants';
import {
  addressPattern,
  addressPatternKey,
  COST_CENTRE_PATTERN,
  costCentreRequired,
  driverNameApplies,
  driverNameRequired,
  embossingLine2Allowed,
  ORDER_KEYS,
  ORDER_LIMITS,
  pinProblem,
  SEND_TO,
  vehicleApplies,
  vehicleRegistrationValid,
  vehicleRequired,
} from './order';
import { choosesPin, type PinSettings, pinChoices } from './pin-choice';

export type TOrderAddress = {
  addressLine1?: string | null;
  addressLine2?: string | null;
  addressLine3?: string | null;
  country?: string | null;
  postCode?: string | null;
};

/** What the rules look at: the order as entered and the authority's settings. */
export type TOrderRuleInput = {
  authorityId: string;
  countryCode: string;
  sendToAddress: number;
  offeredCardTypeIds: readonly number[];
  /** Delivery address differs from the current one (section 1 shown and answered yes). */
  differentAddress: boolean;
  address?: TOrderAddress | null;
  restriction?: { required: boolean; profileChosen: boolean };
  cardTypeId?: number | null;
  vehicleRegistration?: string | null;
  driverName?: string | null;
  embossingLine2?: string | null;
  austrianTaxShown: boolean;
  austrianTax?: string | null;
  costCentreName?: string | null;
  subCostCentre?: string | null;
  /** pin.active (§4.7): 1 the customer chooses the PIN; null when the PIN section is not shown. */
  pinActive?: number | null;
  pinSettings: PinSettings;
  pin?: string | null;
};

export type TOrderProblem = { field: string; key: string };

const text = (v: string | null | undefined) => (v ?? '').trim();

function addressProblems(input: TOrderRuleInput): TOrderProblem[] {
  // §5.1: send-to 2 (cardholder) always accepts the address; otherwise it is checked when shown.
  if (!input.differentAddress || input.sendToAddress === SEND_TO.cardholder) return [];
  const a = input.address ?? {};
  const out: TOrderProblem[] = [];
  const pattern = addressPattern(input.authorityId);
  for (const name of ['addressLine1', 'addressLine2', 'addressLine3'] as const) {
    const value = text(a[name]);
    if (value === '') out.push({ field: `address.${name}`, key: ORDER_KEYS.required });
    else if (value.length > ORDER_LIMITS.addressLine)
      out.push({ field: `address.${name}`, key: ORDER_KEYS.tooLong });
    else if (!pattern.test(value))
      out.push({ field: `address.${name}`, key: addressPatternKey(input.authorityId) });
  }
  if (text(a.country).length > ORDER_LIMITS.country)
    out.push({ field: 'address.country', key: ORDER_KEYS.tooLong });
  const postCode = text(a.postCode);
  if (postCode === '') out.push({ field: 'address.postCode', key: ORDER_KEYS.required });
  else if (postCode.length > ORDER_LIMITS.postCode)
    out.push({ field: 'address.postCode', key: ORDER_KEYS.tooLong });
  else if (!pattern.test(postCode))
    out.push({ field: 'address.postCode', key: addressPatternKey(input.authorityId) });
  return out;
}

function cardDetailProblems(input: TOrderRuleInput): TOrderProblem[] {
  const cardTypeId = input.cardTypeId ?? 0;
  const rule = {
    cardTypeId,
    sendToAddress: input.sendToAddress,
    countryCode: input.countryCode,
    vehicleRegistration: input.vehicleRegistration,
    driverName: input.driverName,
  };
  const out: TOrderProblem[] = [];
  const vehicle = text(input.vehicleRegistration);
  if (vehicleApplies(cardTypeId)) {
    if ((vehicle === '' && vehicleRequired(rule)) || (vehicle !== '' && !vehicleRegistrationValid(vehicle)))
      out.push({ field: 'vehicleregistration', key: ORDER_KEYS.vehicle });
  }
  const driver = text(input.driverName);
  if (driverNameApplies(cardTypeId)) {
    if ((driver === '' && driverNameRequired(rule)) || driver.length > CARD_LIMITS.driverName)
      out.push({ field: 'drivername', key: ORDER_KEYS.driverName });
  }
  return out;
}

/** Every problem of an order, in the form's section order (§2.1); [] when it may be sent. */
export function orderProblems(input: TOrderRuleInput): TOrderProblem[] {
  const out = addressProblems(input);
  if (input.restriction?.required && !input.restriction.profileChosen)
    out.push({ field: 'restrictionDetails', key: ORDER_KEYS.required });
  if (!input.cardTypeId) out.push({ field: 'cardTypeId', key: ORDER_KEYS.required });
  else if (!input.offeredCardTypeIds.includes(input.cardTypeId))
    out.push({ field: 'cardTypeId', key: ORDER_KEYS.cardTypeNotOffered });
  else out.push(...cardDetailProblems(input));
  const line2 = text(input.embossingLine2).slice(0, CARD_LIMITS.embossingLine2);
  if (!embossingLine2Allowed(line2)) out.push({ field: 'line2', key: ORDER_KEYS.embossingLine2 });
  if (input.austrianTaxShown && !['Y', 'N'].includes(text(input.austrianTax)))
    out.push({ field: 'austriantax', key: ORDER_KEYS.required });
  const costCentre = text(input.costCentreName);
  if (costCentre === '' && costCentreRequired(input.sendToAddress))
    out.push({ field: 'costcenterName', key: ORDER_KEYS.required });
  else if (costCentre.length > ORDER_LIMITS.costCentre)
    out.push({ field: 'costcenterName', key: ORDER_KEYS.tooLong });
  else if (!COST_CENTRE_PATTERN.test(costCentre))
    out.push({ field: 'costcenterName', key: ORDER_KEYS.alphNumSpecial });
  if (text(input.subCostCentre).length > ORDER_LIMITS.subCostCentre)
    out.push({ field: 'subcostcenter', key: ORDER_KEYS.tooLong });
  const active = input.pinActive;
  if (active !== null && active !== undefined && !pinChoices(input.pinSettings).includes(active))
    out.push({ field: 'pinActive', key: ORDER_KEYS.pinChoiceNotOffered });
  else if (active !== null && active !== undefined && choosesPin(active)) {
    const problem = pinProblem(input.pin);
    if (problem) out.push({ field: 'pin', key: problem });
  }
  return out;
}
