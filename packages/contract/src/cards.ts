// Contract of the cards area (spec 002 §2.3, §2.4, §3.6 to §3.10, §4.1 to §4.5, §4.9, §5.2, §5.3, §7):
// request and response schemas in the spec's field names.
import { z } from 'zod';
import { zPageQuery } from './common/paging';
import { ZScopeQuery } from './hierarchy';

/** Card status ids (spec 002 §4.1); the ids the spec leaves unshown are ours (docs/decisions.md). */
export const CARD_STATUS_IDS = {
  active: 100,
  stolen: 2,
  lost: 3,
  damaged: 31,
  replacementOrdered: 910,
  awaitingReissue: 930,
  notForReissue: 940,
} as const;

/** Spec 002 §4.1: badge styles by status id; any other id is a warning. */
export const CARD_STATUS_SUCCESS_IDS = [100, 960, 930, 940, 370, 350] as const;
export const CARD_STATUS_DANGER_IDS = [2, 3, 990, 11, 950, 30, 31, 32] as const;
export type TCardStatusStyle = 'success' | 'danger' | 'warning';
export const cardStatusStyle = (statusId: number): TCardStatusStyle =>
  (CARD_STATUS_SUCCESS_IDS as readonly number[]).includes(statusId)
    ? 'success'
    : (CARD_STATUS_DANGER_IDS as readonly number[]).includes(statusId)
      ? 'danger'
      : 'warning';

/** Spec 002 §4.1 and §4.3: the stop reasons, which are also the stopped statuses. */
export const STOP_REASONS = [2, 3, 31] as const;
export const STOPPED_STATUS_IDS: readonly number[] = STOP_REASONS;
/** Spec 002 §9: the replacement reason (damaged) is blocked while the card's status is 910. */
export const REPLACEMENT_REASON_CODE = 31;
export const REASON_31_BLOCKED_STATUS = 910;

/** Spec 002 §5.1: PINs refused as weak. */
export const WEAK_PINS = [
  '1234',
  '1111',
  '0000',
  '1212',
  '7777',
  '1004',
  '2000',
  '4444',
  '2222',
  '6969',
  '9999',
  '3333',
  '5555',
  '6666',
  '1122',
  '1313',
  '8888',
  '4321',
  '2001',
  '1010',
  '0258',
  '8520',
] as const;

/** Message keys of the cards area; the spec's own keys where it names them (§5.1, §8). */
export const CARD_KEYS = {
  pinRequired: 'pin_pin_required',
  pinWeak: 'pin_pin_week',
  pinNumericOnly: 'pin_numeric_only',
  pinNotEditable: 'pin_not_editable',
  reasonRequired: 'stop_card_reason_required',
  reasonNotAllowed: 'stop_card_reason_not_allowed',
  cardStopped: 'card_stopped',
  statusChanged: 'card_status_changed',
  statusNotAllowed: 'card_status_not_allowed',
  noReissueFeature: 'card_no_reissue_feature',
  migrationBlocked: 'migration_blocked',
  restrictionNotAllowed: 'restriction_not_allowed',
  profileNotFound: 'restriction_profile_not_found',
  costCentreMax: 'cost_centre_max_length',
  subCostCentreMax: 'sub_cost_centre_max_length',
  fieldTooLong: 'field_too_long',
  noChanges: 'card_no_changes',
  searchColumnUnknown: 'search_column_unknown',
  statusGroupUnknown: 'status_group_unknown',
  vehicleInvalid: 'card_details_vehicledriver_validation',
  driverNameInvalid: 'card_details_drivers_name_validation',
  embossingLine2Invalid: 'card_embossing_town_city_validation',
} as const;

/** Spec 002 §3.10. */
export const PIN_METHODS = { chooseOwn: 1, randomByPost: 0, customerWide: [2, 3] } as const;

/** Spec 002 §9 lengths used by the edit-details form. */
export const CARD_LIMITS = {
  vehicleRegistration: 14,
  driverName: 14,
  embossingLine2: 27,
  costCentreReplacement: 36,
  subCostCentre: 20,
  addInfo: 30,
  pinLength: 4,
  searchMin: 3,
  transactionsCount: 3,
} as const;

/** Status groups the list filters by (statusGroupTypes); the values are ours (spec 002 §7 leaves them unshown). */
export const CARD_STATUS_GROUPS = ['awaitReissue', 'notForReissue', 'stopped', 'active', 'inactive'] as const;
export type TCardStatusGroup = (typeof CARD_STATUS_GROUPS)[number];

/** Columns a search may look in (searchColumns). */
export const CARD_SEARCH_COLUMNS = [
  'cardNumber',
  'cardSerialNumber',
  'cardHolderName',
  'vehicle',
  'costCenterName',
  'embossName',
] as const;

const yn = z.enum(['Y', 'N']);
const csv = (item: z.ZodString) =>
  z
    .union([z.array(z.string()), z.string().transform((v) => v.split(',').filter(Boolean))])
    .pipe(z.array(item));

// --- GET /api/cards/cards ---
export const ZCardsQuery = ZScopeQuery.extend(zPageQuery.shape).extend({
  accessId: z.string().max(20).optional(),
  userLevel: z.string().max(4).optional(),
  searchBy: z.string().trim().max(100).optional(),
  searchColumns: csv(z.string().max(40)).optional(),
  statusGroupTypes: csv(z.string().max(40)).optional(),
  /** Selected card ids of a download. */
  cardIds: csv(z.string().regex(/^\d{1,15}$/)).optional(),
});
export type TCardsQuery = z.infer<typeof ZCardsQuery>;

export const ZCardRow = z
  .object({
    cardId: z.number().int(),
    authorityId: z.string(),
    cardNumber: z.string(),
    /** {first letter of authorityId}{cardNumber}, the details path key. */
    cardKey: z.string(),
    cardSerialNumber: z.string(),
    cardStatus: z.string(),
    currentCardStatusId: z.number().int(),
    cardStatusId: z.number().int(),
    isStopped: z.boolean(),
    pinMethod: z.number().int(),
    pinReq: z.number().int(),
    profileId: z.number().int().nullable(),
    profileName: z.string().nullable(),
    cardProgram: z.object({ cardProgramNumber: z.number().int() }),
    embossName1: z.string(),
    embossName2: z.string().nullable(),
    embossName3: z.string().nullable(),
    cardHolderName: z.string().nullable(),
    driverName: z.string().nullable(),
    replaceCardOrderedOn: z.string().nullable(),
    countryCode: z.string(),
    expiryDate: z.object({ month: z.number().int(), year: z.number().int() }),
    serviceCode: z.string(),
    lastTransactionDate: z.string().nullable(),
    internationalInd: yn,
    fuelAndCharge: yn,
    gasoleoProfessional: yn,
    costCenterName: z.string().nullable(),
    subCostCenter: z.string().nullable(),
    vehicle: z.string().nullable(),
    odometer: yn,
    addInfo: yn,
    austrianRoadTaxInd: yn,
    targetNeutral: yn,
    cardType: z.string(),
    cardTypeId: z.number().int(),
    hasReissueFeature: z.boolean(),
    bpMeEnabled: yn,
    cardProvisioned: yn,
    mobileLastUsed: z.string().nullable(),
  })
  .meta({ id: 'CardRow' });
export type TCardRow = z.infer<typeof ZCardRow>;

export const ZCardsResponse = z.object({ cards: z.array(ZCardRow), totalCards: z.number().int() });
export type TCardsResponse = z.infer<typeof ZCardsResponse>;

// --- GET /api/cards/cards/viewcols and /profilecols ---
export const ZCardColumn = z.object({
  columnName: z.string(),
  /** Content key of the column heading. */
  displayName: z.string(),
  isDefault: z.boolean(),
  isSortable: z.boolean(),
  /** The card status column is always shown (001 §5: excluded from the chooser on the cards section). */
  isFixed: z.boolean(),
});
export const ZCardColumnsResponse = z.object({ columns: z.array(ZCardColumn) });
export type TCardColumn = z.infer<typeof ZCardColumn>;

// --- GET /api/cards/cards/{cardKey}/details ---
export const ZCardKeyParams = z.object({ cardKey: z.string().regex(/^[A-Za-z0-9]\d{6,25}$/) });
export const ZCardIdParams = z.object({
  cardId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

export const ZCardDetails = z
  .object({
    cardId: z.number().int(),
    cardNumber: z.string(),
    cardStatusId: z.number().int(),
    accountDetails: z.object({
      parentId: z.string().nullable(),
      authorityId: z.string(),
      authorityName: z.string(),
      address: z.object({
        addressLine1: z.string().nullable(),
        addressLine2: z.string().nullable(),
        addressLine3: z.string().nullable(),
        addressLine4: z.string().nullable(),
        postCode: z.string().nullable(),
        country: z.string().nullable(),
      }),
    }),
    general: z.object({
      costCenter: z.string().nullable(),
      subCostCenter: z.string().nullable(),
      pinMethod: z.number().int(),
      odometer: yn,
      addInfo: yn,
    }),
    restrictions: z.object({
      profileName: z.string().nullable(),
      serviceCode: z.string(),
      international: yn,
    }),
    offers: z.object({ austrianRoadTaxInd: yn, targetNeutral: yn }),
    embossingDetails: z.object({
      cardType: z.string(),
      fuelAndCharge: yn,
      cardHolderName: z.string().nullable(),
      vehicleRegistration: z.string().nullable(),
      embossedLine2: z.string().nullable(),
      cardSerialNumber: z.string(),
      expiry: z.object({ month: z.number().int(), year: z.number().int() }),
      gasoleoProfessional: yn,
    }),
    virtualCard: z.object({
      bpMeEnabled: yn,
      cardProvisioned: yn,
      mobileLastUsed: z.string().nullable(),
    }),
  })
  .meta({ id: 'CardDetails' });
export type TCardDetails = z.infer<typeof ZCardDetails>;

// --- GET /api/transactions/transactions/card/{cardId} ---
export const ZCardTransactionsQuery = z.object({
  count: z.coerce.number().int().min(1).max(20).default(CARD_LIMITS.transactionsCount),
  AuthorityIds: csv(z.string().max(20)).optional(),
});
export const ALERT_LEVELS = ['critical', 'alert', 'cleared'] as const;
export const ZCardTransaction = z.object({
  transactionId: z.string(),
  transactionStatus: z.string(),
  transactionDateTime: z.string(),
  suspiciousIndicator: yn,
  alertIndicator: yn,
  alertLevel: z.enum(ALERT_LEVELS),
  oacResultCodeDescription: z.string().nullable(),
  amount: z.object({ amount: z.number(), supplyCurrency: z.string() }),
  transactedProducts: z.array(
    z.object({ quantity: z.number(), unitofMeasure: z.string(), productCodeDescription: z.string() }),
  ),
  mapDetails: z
    .object({
      lat: z.number(),
      log: z.number(),
      brand: z.string(),
      siteName: z.string(),
      addressLine1: z.string().nullable(),
      addressLine2: z.string().nullable(),
      addressLine3: z.string().nullable(),
      townCity: z.string().nullable(),
      postCode: z.string().nullable(),
    })
    .nullable(),
});
export type TCardTransaction = z.infer<typeof ZCardTransaction>;
export const ZCardTransactionsResponse = z.object({
  transactions: z.array(ZCardTransaction),
  alertedTransactions: z.array(ZCardTransaction),
  cardImage: z.string(),
  displayCardProgramName: z.string(),
});
export type TCardTransactionsResponse = z.infer<typeof ZCardTransactionsResponse>;

// --- GET /api/cards/cards/{cardId}/history ---
export const ZCardHistoryQuery = ZScopeQuery.extend({
  accessId: z.string().max(20).optional(),
  userLevel: z.string().max(4).optional(),
});
export const ZCardHistoryResponse = z.object({
  cardStatus: z.array(
    z.object({
      cardSerialNumber: z.string(),
      statusHistory: z.array(
        z.object({
          cardStatusId: z.number().int(),
          cardStatus: z.string(),
          dateTime: z.string(),
          policeRefNumber: z.string().nullable(),
        }),
      ),
    }),
  ),
});
export type TCardHistoryResponse = z.infer<typeof ZCardHistoryResponse>;

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
    EVCharging: yn.optional(),
    EmbossName2: zEmbossingLine2.nullable().optional(),
    CardTypeId: z.number().int().min(1).max(5).optional(),
    SecondSortLabel: optText(CARD_LIMITS.costCentreReplacement, CARD_KEYS.costCentreMax),
    SubCostCentre: optText(CARD_LIMITS.subCostCentre, CARD_KEYS.subCostCentreMax),
    Odometer: yn.optional(),
    AdditionalInfo: yn.optional(),
    AustrianRoadTollInd: yn.optional(),
    TargetNeutral: yn.optional(),
    IvmhScheme: optText(20),
    InternationalInd: yn.optional(),
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
        profileId: z.number().int().positive().nullable(),
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
