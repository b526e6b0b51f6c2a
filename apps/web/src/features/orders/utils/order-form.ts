// Spec 002 §3.3, §3.4, §5.1: the order form's values, its rules (the contract's), and the payload.
import {
  CARD_LIMITS,
  choosesPin,
  driverNameApplies,
  orderProblems,
  pinChoices,
  SEND_TO,
  type TAuthorityDetails,
  type TCardOrder,
  type TOrderRuleInput,
  type TReplacementCardDetails,
  vehicleApplies,
} from '@portal/contract';

type YN = 'Y' | 'N';

/** §3.3 card order form, flattened; choices are strings as the inputs hold them. */
export type OrderFormValues = {
  differentAddress: YN;
  address: {
    addressLine1: string;
    addressLine2: string;
    addressLine3: string;
    country: string;
    postCode: string;
  };
  restriction: YN;
  profileId: string | null;
  fuelAndCharge: YN;
  gasoleoProfessional: YN;
  cardTypeId: string;
  vehicleregistration: string;
  drivername: string;
  line2: string;
  region: 'National' | 'Nationalinternational';
  austriantax: YN | '';
  costcenterName: string;
  subcostcenter: string;
  pinActive: string;
  pin: string;
  odometer: YN;
  addinfo: YN;
  expediteCard: boolean;
};

/** Which sections and fields the authority shows (§3.1 configuration, §2.1 sections). */
export function shownFields(a: TAuthorityDetails) {
  const c = a.configuration;
  return {
    /** §2.1 section 1: the yes/no is hidden for the fixed send-to (cardholder), whose address always shows. */
    differentAddressQuestion: a.sendToAddress !== SEND_TO.cardholder,
    restriction: c.cardSetup.restriction === 'Y',
    fuelAndCharge: c.fuelAndCharge === 'Y',
    gasoleoProfessional: c.gasoleoProfessional === 'Y',
    vehicleReg: c.cardDetails.vehicleReg === 'Y',
    driverName: c.cardDetails.driverName === 'Y',
    region: c.region.region === 'Y',
    austrianTax: c.region.austriantax === 'Y',
    /** §5.1: disabled when the authority's column context lacks austrianRoadTax. */
    austrianTaxEnabled: a.columnContext.austrianRoadTax === 'Y',
    /** Cost centre also shows where it is required (send-to 6). */
    costCentre: c.costCenter === 'Y' || a.sendToAddress === SEND_TO.costCentre,
    pin: c.pin === 'Y',
    odometer: c.odometer === 'Y',
    addInfo: c.addInfo === 'Y',
  };
}
export type ShownFields = ReturnType<typeof shownFields>;

/** §2.1: the default card type is the authority's default if offered, otherwise the first. */
export function defaultCardType(a: TAuthorityDetails): string {
  const offered = a.cardTypes.map((t) => t.cardTypeId);
  const id = a.defaultCardTypeId && offered.includes(a.defaultCardTypeId) ? a.defaultCardTypeId : offered[0];
  return id ? String(id) : '';
}

/** §4.8: line 2 defaults to the town (embossing line 1 content) or the delivery town line. */
export const townLine = (a: TAuthorityDetails) =>
  (a.embossingLines.line1?.content || a.deliveryAddress.addressLine3 || '').slice(
    0,
    CARD_LIMITS.embossingLine2,
  );

export function initialValues(a: TAuthorityDetails): OrderFormValues {
  const [firstPin] = pinChoices(a.pinOption);
  return {
    differentAddress: a.sendToAddress === SEND_TO.cardholder ? 'Y' : 'N',
    address: { addressLine1: '', addressLine2: '', addressLine3: '', country: '', postCode: '' },
    restriction: 'N',
    profileId: null,
    fuelAndCharge: 'N',
    gasoleoProfessional: 'N',
    cardTypeId: defaultCardType(a),
    vehicleregistration: '',
    drivername: '',
    line2: townLine(a),
    region: 'National',
    austriantax: '',
    costcenterName: '',
    subcostcenter: '',
    pinActive: String(firstPin ?? 1),
    pin: '',
    odometer: 'N',
    addinfo: 'N',
    expediteCard: false,
  };
}

/** The replacement's values (§4.6): the handed-over card, the rest as a new order of the authority. */
export function replacementValues(a: TAuthorityDetails, r: TReplacementCardDetails): OrderFormValues {
  const base = initialValues(a);
  return {
    ...base,
    cardTypeId: String(r.cardTypeId),
    // Plates saved before the letters-and-numbers rule (§5.1) may hold spaces or dashes.
    vehicleregistration: r.vehicleregistration.replace(/[^A-Za-z0-9]/g, '').toUpperCase(),
    drivername: r.drivername,
    line2: r.embossingLine2 || base.line2,
    region: r.region,
    gasoleoProfessional: r.gasoleoProfessional,
    fuelAndCharge: r.fuelAndCharge,
    odometer: r.odometer,
    addinfo: r.addinfo,
    costcenterName: r.costcenterName,
    subcostcenter: r.subcostcenter,
    austriantax: r.austriantax,
    // The PIN of the old card is kept unless the customer must choose one (§4.7: active 1 asks for it).
    pinActive: String(pinChoices(a.pinOption).find((c) => !choosesPin(c)) ?? base.pinActive),
  };
}

const differs = (v: OrderFormValues, shown: ShownFields) =>
  !shown.differentAddressQuestion || v.differentAddress === 'Y';

/** What the contract's §5.1 rules look at, from the form as entered. */
export function ruleInput(a: TAuthorityDetails, v: OrderFormValues): TOrderRuleInput {
  const shown = shownFields(a);
  return {
    authorityId: a.authorityId,
    countryCode: a.countryCode,
    sendToAddress: a.sendToAddress,
    offeredCardTypeIds: a.cardTypes.map((t) => t.cardTypeId),
    differentAddress: differs(v, shown),
    address: v.address,
    restriction: {
      required: shown.restriction && v.restriction === 'Y',
      profileChosen: Boolean(v.profileId),
    },
    cardTypeId: v.cardTypeId ? Number(v.cardTypeId) : null,
    vehicleRegistration: v.vehicleregistration,
    driverName: v.drivername,
    embossingLine2: v.gasoleoProfessional === 'Y' ? '' : v.line2,
    austrianTaxShown: shown.austrianTax && shown.austrianTaxEnabled,
    austrianTax: v.austriantax,
    costCentreName: v.costcenterName,
    subCostCentre: v.subcostcenter,
    pinActive: shown.pin ? Number(v.pinActive) : null,
    pinSettings: a.pinOption,
    pin: v.pin,
  };
}

/** Rule fields named as the form's fields. */
const FIELD_OF: Record<string, string> = { restrictionDetails: 'profileId' };

/** §5.1 problems keyed by form field: the first message key per field. */
export function formProblems(a: TAuthorityDetails, v: OrderFormValues): Record<string, string> {
  const out: Record<string, string> = {};
  for (const p of orderProblems(ruleInput(a, v))) {
    const field = FIELD_OF[p.field] ?? p.field;
    out[field] ??= p.key;
  }
  return out;
}

const trim = (s: string) => s.trim();

/** §3.4: the card order payload in the spec's field names. */
export function orderPayload(a: TAuthorityDetails, v: OrderFormValues): TCardOrder {
  const shown = shownFields(a);
  const address = differs(v, shown)
    ? {
        addressLine1: trim(v.address.addressLine1),
        addressLine2: trim(v.address.addressLine2),
        addressLine3: trim(v.address.addressLine3),
        country: trim(v.address.country),
        postCode: trim(v.address.postCode).toUpperCase(),
      }
    : null;
  const restricted = shown.restriction && v.restriction === 'Y' && v.profileId;
  const active = shown.pin ? Number(v.pinActive) : null;
  return {
    cardSetup: {
      authority: a.authorityName,
      authorityId: a.authorityId,
      parentNumber: a.parentNumber ?? 'null',
      customerNumber: a.customerNumber,
      opuCode: a.opuCode,
      countryCode: a.countryCode,
      restriction: restricted ? 'Y' : 'N',
      differentAddress: address ? 'Y' : 'N',
    },
    carddetails: {
      sendToAddress: a.sendToAddress,
      languageCode: a.languageCode,
      serviceCode: a.serviceCode,
      cardProgramNumber: a.cardProgramNumber,
      cardTypeId: Number(v.cardTypeId),
      vehicleregistration: cardHolderOf(v).vehicle,
      drivername: cardHolderOf(v).driver,
      evCharging: v.fuelAndCharge,
      gasoleoProfessional: v.gasoleoProfessional,
      address,
    },
    cardembossing: {
      line0: a.embossingLines.line0?.content ?? '',
      line1: embossingLine1(a),
      line2: trim(v.line2).slice(0, CARD_LIMITS.embossingLine2),
      line3: embossingLine3(v),
    },
    region: {
      region: v.region,
      austriantax: v.austriantax || null,
      costcenterName: trim(v.costcenterName),
      subcostcenter: trim(v.subcostcenter),
    },
    pin: {
      pinDerivation: a.pinDerivation,
      pinReq: a.pinReq,
      active,
      pin: active !== null && choosesPin(active) ? v.pin : '',
      odometer: v.odometer,
      addinfo: v.addinfo,
    },
    summary: {
      expediteCard: v.expediteCard,
      expiryDate: { month: Number(a.expiryMonth), year: Number(a.expiryYear) },
    },
    restrictionDetail: restricted ? { profileId: Number(v.profileId), existingProfile: true } : null,
  };
}

/** §3.3: line 1 is the customer name the authority embosses (the server uses the same fallback). */
export const embossingLine1 = (a: TAuthorityDetails) =>
  a.embossingLines.line0?.content || a.authorityName.toUpperCase();

/** The card details that apply to the card type (§3.2): a driver card has no plate, a vehicle card no driver. */
export function cardHolderOf(v: Pick<OrderFormValues, 'cardTypeId' | 'vehicleregistration' | 'drivername'>) {
  const type = Number(v.cardTypeId);
  return {
    vehicle: vehicleApplies(type) ? trim(v.vehicleregistration).toUpperCase() : '',
    driver: driverNameApplies(type) ? trim(v.drivername) : '',
  };
}

/** §3.3: line 3 is the vehicle registration or the driver name (read-only). */
export const embossingLine3 = (
  v: Pick<OrderFormValues, 'cardTypeId' | 'vehicleregistration' | 'drivername'>,
) => {
  const { vehicle, driver } = cardHolderOf(v);
  return (vehicle || driver.toUpperCase()).slice(0, CARD_LIMITS.embossingLine2);
};
