// Contract of card ordering (spec 002 §3.1, §3.4, §3.5, §7): authority details, the order payload and its result.
import { z } from 'zod';
import { ORDER_KEYS } from './rules/order';

export const ZAuthorityIdParams = z.object({
  authorityId: z
    .string({ error: ORDER_KEYS.authorityIdMissing })
    .trim()
    .min(1, ORDER_KEYS.authorityIdMissing)
    .max(8),
});

const yn = z.enum(['Y', 'N']);
const zAddress = z.object({
  addressLine1: z.string().max(200).nullable().optional(),
  addressLine2: z.string().max(200).nullable().optional(),
  addressLine3: z.string().max(200).nullable().optional(),
  addressLine4: z.string().max(200).nullable().optional(),
  country: z.string().max(200).nullable().optional(),
  postCode: z.string().max(200).nullable().optional(),
});
export type TOrderAddressBody = z.infer<typeof zAddress>;

/** Spec 002 §3.1: authority details for ordering, with the shown-field configuration. */
export const ZAuthorityDetails = z.object({
  authorityId: z.string(),
  authorityName: z.string(),
  cardTypes: z.array(z.object({ cardTypeId: z.number().int(), cardTypeName: z.string() })),
  defaultCardTypeId: z.number().int().nullable(),
  countryCode: z.string(),
  sendToAddress: z.number().int(),
  serviceCode: z.string(),
  preSetServiceCode: z.string().nullable(),
  issuerNumber: z.string(),
  parentNumber: z.string().nullable(),
  customerNumber: z.string(),
  opuCode: z.string().nullable(),
  languageCode: z.string(),
  cardProgramNumber: z.number().int(),
  cardOfferType: z.string(),
  plasticTypes: z.array(z.string()),
  deliveryAddress: zAddress,
  embossingLines: z.record(z.string(), z.object({ content: z.string() })),
  pinOption: z.object({ pinDerivation: z.number().int(), pinReq: z.number().int() }),
  pinDerivation: z.number().int(),
  pinReq: z.number().int(),
  ivmhStartDate: z.string().nullable(),
  ivmhEndDate: z.string().nullable(),
  ppdScheme: z.string().nullable(),
  targetNeutral: z.string(),
  cardPlasticOption: z.string(),
  expiryMonth: z.string(),
  expiryYear: z.string(),
  columnContext: z.object({ targetNeutral: z.string(), austrianRoadTax: z.string() }),
  cardOrderSetting: z.object({
    cardOrderingAllowed: z.boolean(),
    cardLimitReached: z.boolean(),
    authorityNotAllowed: z.boolean(),
    customerNotAllowed: z.boolean(),
  }),
  authorityStopped: z.enum(['YES', 'NO']),
  restrictions: z.object({ currency: z.string(), distanceUnit: z.string() }),
  configuration: z.object({
    cardSetup: z.object({ restriction: z.string(), activateBPMe: z.string() }),
    cardDetails: z.object({ ivmh: z.string(), vehicleReg: z.string(), driverName: z.string() }),
    costCenter: z.string(),
    region: z.object({ region: z.string(), austriantax: z.string() }),
    pin: z.string(),
    fuelAndCharge: z.string(),
    gasoleoProfessional: z.string(),
    odometer: z.string(),
    addInfo: z.string(),
  }),
});
export type TAuthorityDetails = z.infer<typeof ZAuthorityDetails>;

const s = (max = 100) => z.string().max(max).nullable().optional();
/** Spec 002 §3.4: the card order payload, in the spec's field names. */
export const ZCardOrder = z.object({
  cardSetup: z.object({
    authority: s(),
    authorityId: z.string().trim().min(1, ORDER_KEYS.authorityIdMissing).max(8),
    parentNumber: s(),
    activatebp: s(),
    activationcode: s(),
    customerNumber: s(),
    opuCode: s(),
    parentId: s(),
    countryCode: s(2),
    restriction: yn.optional(),
    differentAddress: yn.optional(),
  }),
  carddetails: z.object({
    sendToAddress: z.coerce.number().int(),
    languageCode: s(),
    serviceCode: s(),
    cardProgramNumber: z.coerce.number().int().nullable().optional(),
    ivmh: s(),
    driverId: s(),
    cardTypeId: z.coerce.number().int().nullable().optional(),
    vehicleregistration: s(),
    drivername: s(),
    evCharging: yn.optional(),
    gasoleoProfessional: yn.optional(),
    address: zAddress.nullable().optional(),
  }),
  cardembossing: z.object({ line0: s(), line1: s(), line2: s(), line3: s() }),
  region: z.object({
    costcenterNumber: s(),
    region: z.enum(['National', 'Nationalinternational']).default('National'),
    austriantax: s(1),
    costcenterName: s(),
    subcostcenter: s(),
    address: zAddress.nullable().optional(),
  }),
  pin: z.object({
    pinDerivation: z.coerce.number().int().nullable().optional(),
    pinReq: z.coerce.number().int().nullable().optional(),
    pinByPost: s(),
    active: z.coerce.number().int().nullable().optional(),
    address: zAddress.nullable().optional(),
    pin: s(20),
    addinfo: yn.optional(),
    odometer: yn.optional(),
  }),
  summary: z.object({
    expediteCard: z.boolean().default(false),
    expiryDate: z.object({ month: z.coerce.number().int(), year: z.coerce.number().int() }).optional(),
  }),
  restrictionDetail: z
    .object({
      saveProfile: z.boolean().optional(),
      profileId: z.coerce.number().int().nullable().optional(),
      profileName: s(),
      existingProfile: z.boolean().optional(),
    })
    .nullable()
    .optional(),
});
export type TCardOrder = z.infer<typeof ZCardOrder>;

/** A replacement adds reasonCode, cardnumber and vcardSeialNo (the spec's spelling). */
export const ZReplacementOrder = ZCardOrder.extend({
  reasonCode: z.union([z.literal(2), z.literal(3), z.literal(31)], {
    error: ORDER_KEYS.replacementNotAllowed,
  }),
  cardnumber: z.string().min(1).max(30),
  vcardSeialNo: z.string().max(20).nullable().optional(),
});
export const ZReplaceCardOrderBody = z.object({
  authorityId: z.string().trim().min(1, ORDER_KEYS.authorityIdMissing).max(8),
  replacecard: z.array(ZReplacementOrder).length(1),
});
export type TReplaceCardOrderBody = z.infer<typeof ZReplaceCardOrderBody>;

/** Spec 002 §3.5. */
export const ZCardOrderResult = z.object({
  correlationId: z.string(),
  responseCode: z.string(),
  cardOrderDeliveryType: z.object({
    image: z.object({
      cardProgramNumber: z.number().int(),
      countryCode: z.string(),
      cardOfferType: z.string(),
      plasticTypes: z.array(z.string()),
    }),
    cardType: z.number().int(),
    noOfCardsOrdered: z.number().int(),
    serial: z.string(),
    serviceCode: z.string(),
    countryCode: z.string(),
    expiryMonth: z.number().int(),
    expiryYear: z.number().int(),
    embossingLine1: z.string(),
    embossingLine2: z.string(),
    embossingLine3: z.string(),
    authority: z.string(),
  }),
});
export type TCardOrderResult = z.infer<typeof ZCardOrderResult>;
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Keys of an order attempt expire after 24 hours (issue 18). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** Spec 002 §3.14: the order form's details kept while the user creates a restriction profile. */
export const ENTERED_CARD_DETAILS_KEY = 'entered-card-details';

/**
 * Spec 002 §3.14 replacement-card-details: what the cards screens hand to the order page (stop card
 * with a replacement, edit details of a relevant field). Parsed, so a stale or foreign value is ignored.
 */
export const ZReplacementCardDetails = z.object({
  reasonCode: z.number().int(),
  cardnumber: z.string().min(1),
  cardId: z.number().int(),
  authorityId: z.string().min(1),
  cardSerialNumber: z.string(),
  cardTypeId: z.number().int(),
  vehicleregistration: z.string(),
  drivername: z.string(),
  embossingLine2: z.string(),
  region: z.enum(['National', 'Nationalinternational']),
  gasoleoProfessional: yn,
  odometer: yn,
  addinfo: yn,
  costcenterName: z.string(),
  subcostcenter: z.string(),
  austriantax: yn,
  fuelAndCharge: yn,
});
export type TReplacementCardDetails = z.infer<typeof ZReplacementCardDetails>;
