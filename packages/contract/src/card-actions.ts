// Contract of the card writes (spec 002 §4.2 to §4.5, §5.1, §5.2, §7): detail updates, stopping,
// PIN changes, profile links and the re-issue status, in the spec's field names. Reads: cards.ts.
import { z } from 'zod';
import { CARD_KEYS, CARD_LIMITS, CARD_STATUS_IDS, STOP_REASONS, WEAK_PINS } from './card-constants';
import { zYesNo } from './cards';
import { DB_INT_MAX } from './common/validation';

// --- PATCH /api/cards/card-action/update-cards ---
const optText = (max: number, key: string = CARD_KEYS.fieldTooLong) =>
  z.string().trim().max(max, key).nullable().optional();
/** Spec 002 §5.1: vehicle registration is upper-cased letters and digits, at most 14. */
export const VEHICLE_REGISTRATION_PATTERN = /^[\p{L}\d]*$/u;
/**
 * Spec 002 §5.1 embossing line 2 (town or city): letters (accented ones too), digits, space and
 * ( ) % , . & ' / - (docs/decisions.md: the strict set widened to accented letters).
 */
export const EMBOSSING_LINE_PATTERN = /^[\p{L}\d ()%,.&'/-]*$/u;
export const zVehicleRegistration = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(
    z
      .string()
      .max(CARD_LIMITS.vehicleRegistration, CARD_KEYS.vehicleInvalid)
      .regex(VEHICLE_REGISTRATION_PATTERN, CARD_KEYS.vehicleInvalid),
  );
/** Spec 002 §5.1: driver name at most 14; blank counts as empty. */
export const zDriverName = z.string().trim().max(CARD_LIMITS.driverName, CARD_KEYS.driverNameInvalid);
/** Spec 002 §4.8, §5.1: embossing line 2 is cut to 27 (not refused), then checked against its pattern. */
export const zEmbossingLine2 = z
  .string()
  .trim()
  .transform((v) => v.slice(0, CARD_LIMITS.embossingLine2).trimEnd())
  .pipe(z.string().regex(EMBOSSING_LINE_PATTERN, CARD_KEYS.embossingLine2Invalid));
export const ZCardUpdateRequest = z
  .object({
    EVCharging: zYesNo.optional(),
    EmbossName2: zEmbossingLine2.nullable().optional(),
    CardTypeId: z.number().int().min(1).max(5).optional(),
    SecondSortLabel: optText(CARD_LIMITS.costCentreReplacement, CARD_KEYS.costCentreMax),
    SubCostCentre: optText(CARD_LIMITS.subCostCentre, CARD_KEYS.subCostCentreMax),
    Odometer: zYesNo.optional(),
    AdditionalInfo: zYesNo.optional(),
    AustrianRoadTollInd: zYesNo.optional(),
    TargetNeutral: zYesNo.optional(),
    IvmhScheme: optText(20),
    InternationalInd: zYesNo.optional(),
    Vehicle: zVehicleRegistration.nullable().optional(),
    CardHolderName: zDriverName.nullable().optional(),
  })
  .strict();
export type TCardUpdateRequest = z.infer<typeof ZCardUpdateRequest>;
export const ZUpdateCardsBody = z.object({
  authorityId: z.string().max(20),
  countryCode: z.string().max(2).optional(),
  cardUpdates: z
    .array(
      z.object({
        cardId: z.number().int().positive(),
        currentCostCentre: z.string().max(CARD_LIMITS.costCentreReplacement).nullable().optional(),
        cardUpdateRequest: ZCardUpdateRequest,
      }),
    )
    .min(1)
    .max(50),
});
export type TUpdateCardsBody = z.infer<typeof ZUpdateCardsBody>;

/** One answer shape for the card writes (spec 002 §7 card-status success shape). */
export const ZCardActionResponse = z.object({
  message: z.string(),
  cardResponses: z.array(
    z.object({
      cardId: z.number().int(),
      transStatus: z.boolean(),
      cardStatusId: z.number().int().optional(),
      message: z.string(),
    }),
  ),
});
export type TCardActionResponse = z.infer<typeof ZCardActionResponse>;

// --- POST /api/cards/card-action/stop-cards ---
export const ZStopCardsBody = z.object({
  parentId: z.string().max(20).nullable().optional(),
  groupId: z.string().max(20).nullable().optional(),
  authorityId: z.string().max(20),
  userLevel: z.string().max(4).optional(),
  stopCardsDetails: z
    .array(
      z.object({
        cardId: z.number().int().positive(),
        countryCode: z.string().max(2).optional(),
        cardStatusId: z
          .number({ error: CARD_KEYS.reasonRequired })
          .int()
          .refine((v) => (STOP_REASONS as readonly number[]).includes(v), {
            message: CARD_KEYS.reasonRequired,
          }),
        prevCardStatusId: z.number().int(),
        policeRefNumber: z.string().trim().max(30).nullable().optional(),
      }),
    )
    .min(1)
    .max(50),
});
export type TStopCardsBody = z.infer<typeof ZStopCardsBody>;

// --- PATCH /api/cards/cardpin/updatepin ---
export const zPin = z
  .string({ error: CARD_KEYS.pinRequired })
  .length(CARD_LIMITS.pinLength, CARD_KEYS.pinRequired)
  .regex(/^\d+$/, CARD_KEYS.pinNumericOnly)
  .refine((v) => !(WEAK_PINS as readonly string[]).includes(v), { message: CARD_KEYS.pinWeak });
export const ZCardScopeQuery = z.object({
  accessLevel: z.enum(['A', 'P', 'G']).optional(),
  accessLevelCode: z.string().max(20).optional(),
});
export const ZUpdatePinBody = z.object({
  pinDetails: z
    .array(
      z.object({
        cardId: z.number().int().positive(),
        pin: zPin,
        pinReq: z.number().int().optional(),
        pinDerivation: z.number().int().optional(),
      }),
    )
    .min(1)
    .max(50),
});
export type TUpdatePinBody = z.infer<typeof ZUpdatePinBody>;
export const ZUpdatePinResponse = z.object({
  success: z.boolean(),
  message: z.string(),
});

// --- PUT /api/cards/restrictions/profile (link a profile to a card) ---
// Without a cardId a detail acts on the profile itself: rename, unlink, delete or set base profile
// (spec 002 §7; the restrictions module).
export const ZCardRestrictionBody = z.object({
  cardRestrictionDetails: z
    .array(
      z.object({
        authorityId: z.string().max(20),
        cardId: z.number().int().positive().nullable().optional(),
        isDelete: z.boolean().optional(),
        isProfileNameChanged: z.boolean().optional(),
        isUnlink: z.boolean().optional(),
        profileId: z.number().int().positive().max(DB_INT_MAX).nullable(),
        profileName: z.string().max(100).nullable().optional(),
        authorityServiceCode: z.string().max(20).nullable().optional(),
        parentId: z.string().max(20).nullable().optional(),
        parentServiceCode: z.string().max(20).nullable().optional(),
        groupId: z.string().max(20).nullable().optional(),
        userLevel: z.string().max(4).nullable().optional(),
        accessId: z.string().max(20).nullable().optional(),
      }),
    )
    .min(1)
    .max(50),
});
export type TCardRestrictionBody = z.infer<typeof ZCardRestrictionBody>;
export const ZCardRestrictionResponse = z.object({
  successCardCount: z.number().int(),
  successProfileCount: z.number().int(),
});

// --- POST /api/cards/card-action/card-status (re-issue toggle) ---
export const REISSUE_STATUS_NAMES = { awaitReissue: 'awaitReissue', notForReissue: 'notForReissue' } as const;
export const ZCardStatusBody = z.object({
  cardStatuses: z
    .array(
      z.object({
        cardId: z.number().int().positive(),
        countryCode: z.string().max(2).optional(),
        prevCardStatus: z.string().max(40).optional(),
        prevCardStatusId: z.number().int(),
        setCardStatus: z.string().max(40).optional(),
        setCardStatusId: z.union([
          z.literal(CARD_STATUS_IDS.awaitingReissue),
          z.literal(CARD_STATUS_IDS.notForReissue),
        ]),
      }),
    )
    .min(1)
    .max(50),
});
export type TCardStatusBody = z.infer<typeof ZCardStatusBody>;
/** Spec 002 §4.2: the message that counts as success. */
export const CARD_STATUS_UPDATED_MESSAGE = 'Card status updated successfully';

/** Session storage key of the replacement hand-over to the order page (spec 002 §3.14). */
export const REPLACEMENT_CARD_DETAILS_KEY = 'replacement-card-details';
