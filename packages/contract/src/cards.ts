// Contract of the cards area (spec 002 §2.3, §2.4, §3.6 to §3.10, §4.1 to §4.5, §4.9, §5.2, §5.3, §7):
// request and response schemas in the spec's field names.
import { z } from 'zod';
import { CARD_LIMITS } from './card-constants';
import { zPageQuery } from './common/paging';
import { ZScopeQuery } from './hierarchy';

/** A Y or N flag of the spec. */
export const zYesNo = z.enum(['Y', 'N']);
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
    internationalInd: zYesNo,
    fuelAndCharge: zYesNo,
    gasoleoProfessional: zYesNo,
    costCenterName: z.string().nullable(),
    subCostCenter: z.string().nullable(),
    vehicle: z.string().nullable(),
    odometer: zYesNo,
    addInfo: zYesNo,
    austrianRoadTaxInd: zYesNo,
    targetNeutral: zYesNo,
    cardType: z.string(),
    cardTypeId: z.number().int(),
    hasReissueFeature: z.boolean(),
    bpMeEnabled: zYesNo,
    cardProvisioned: zYesNo,
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
      odometer: zYesNo,
      addInfo: zYesNo,
    }),
    restrictions: z.object({
      profileName: z.string().nullable(),
      serviceCode: z.string(),
      international: zYesNo,
    }),
    offers: z.object({ austrianRoadTaxInd: zYesNo, targetNeutral: zYesNo }),
    embossingDetails: z.object({
      cardType: z.string(),
      fuelAndCharge: zYesNo,
      cardHolderName: z.string().nullable(),
      vehicleRegistration: z.string().nullable(),
      embossedLine2: z.string().nullable(),
      cardSerialNumber: z.string(),
      expiry: z.object({ month: z.number().int(), year: z.number().int() }),
      gasoleoProfessional: zYesNo,
    }),
    virtualCard: z.object({
      bpMeEnabled: zYesNo,
      cardProvisioned: zYesNo,
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
  suspiciousIndicator: zYesNo,
  alertIndicator: zYesNo,
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
