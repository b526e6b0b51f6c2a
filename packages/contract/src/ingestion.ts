// Contract of the partner ingestion API (issue 20): the card processor sends transaction lines and asks
// for authorizations. Field names follow the transaction detail of spec 001 §3 where it has them.
import { z } from 'zod';
import { DB_INT_MAX, zInstant } from './common/validation';
import { ZAuthorizeResponse } from './limits';

/** A batch holds at most this many lines (issue 20). */
export const INGEST_BATCH_MAX = 1000;
/** Active credentials a partner may hold at once: two, so a credential is rotated without downtime. */
export const PARTNER_ACTIVE_CREDENTIALS_MAX = 2;

/** Message keys of the ingestion answers: the batch (400) and each refused line. */
export const INGESTION_KEYS = {
  batchInvalid: 'ingest_batch_invalid',
  batchTooLarge: 'ingest_batch_too_large',
  lineInvalid: 'ingest_line_invalid',
  lineIdDuplicate: 'ingest_line_id_duplicate',
  cardUnknown: 'ingest_card_unknown',
  productUnknown: 'ingest_product_unknown',
  siteUnknown: 'ingest_site_unknown',
  amountsInconsistent: 'ingest_amounts_inconsistent',
  invoiceAmountsRequired: 'ingest_invoice_amounts_required',
  declineReasonRequired: 'ingest_decline_reason_required',
  transactionExists: 'ingest_transaction_exists',
  transactionAlreadyCleared: 'ingest_transaction_already_cleared',
} as const;
export type TIngestionKey = (typeof INGESTION_KEYS)[keyof typeof INGESTION_KEYS];

/** What the processor says of a line: Cleared is stored as Uninvoiced (spec 001 §3 statuses). */
export const INGEST_LINE_STATUSES = ['Authorised', 'Cleared', 'Declined'] as const;
export type TIngestLineStatus = (typeof INGEST_LINE_STATUSES)[number];

const money = z.number().min(-100_000_000).max(100_000_000);
const code = (max: number) => z.string().trim().min(1).max(max);

/** Amounts in the account's (invoice) currency; left out when it is the supply currency. */
export const ZIngestInvoiceAmounts = z.object({
  currency: z.string().regex(/^[A-Z]{3}$/),
  netValue: money,
  vatValue: money,
  grossValue: money,
});

/** One transaction line as the card processor sends it. Money in major units (2 decimals). */
export const ZIngestLine = z.object({
  /** The processor's own id of this line: a line id is stored once, however often it is sent. */
  lineId: code(64),
  /** The purchase; its lines differ by product. An Authorised line and its Cleared line share both. */
  transactionId: z.uuid(),
  cardNumber: z.string().regex(/^\d{6,19}$/),
  authorityId: code(40),
  /** Global site id of the catalogue. */
  siteId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  /** Null only on a Declined line without a product. */
  productId: z.number().int().positive().max(DB_INT_MAX).nullable(),
  /** In the product's unit (L, kWh, kg or pieces), up to 3 decimals. */
  quantity: z.number().min(0).max(1_000_000),
  /** Net list price per unit in the supply currency. */
  netUnitListPrice: z.number().min(0).max(1_000_000).optional(),
  netValue: money,
  vatValue: money,
  grossValue: money,
  /** Supply currency. */
  currency: z.string().regex(/^[A-Z]{3}$/),
  supplyCountry: z.string().regex(/^[A-Z]{2}$/),
  invoice: ZIngestInvoiceAmounts.optional(),
  transactionDateTime: zInstant(),
  transactionStatus: z.enum(INGEST_LINE_STATUSES),
  declineReason: code(200).optional(),
  authorisationType: code(40),
  authorisationCode: code(40).optional(),
  transactionVoucherNumber: code(40).optional(),
  odometer: z.number().int().min(0).max(9_999_999).optional(),
  vehicleRegistrationNumber: code(20).optional(),
  driverName: code(100).optional(),
});
export type TIngestLine = z.infer<typeof ZIngestLine>;

/** Lines are read one by one (a bad line is refused alone), so the batch schema checks only the count. */
export const ZIngestBatch = z.object({
  lines: z
    .array(z.unknown(), { error: INGESTION_KEYS.batchInvalid })
    .min(1, INGESTION_KEYS.batchInvalid)
    .max(INGEST_BATCH_MAX, INGESTION_KEYS.batchTooLarge),
});

export const ZIngestLineResult = z.object({
  /** The line's position in the batch (0-based). */
  index: z.number().int(),
  lineId: z.string().nullable(),
  outcome: z.enum(['stored', 'refused']),
  /** transaction_id followed by the product id (spec 001 §3), for a stored line. */
  transactionUniqueId: z.string().optional(),
  /** Why it was refused: a message key, and the field it is about when one is. */
  messageKey: z.string().optional(),
  field: z.string().optional(),
});
export type TIngestLineResult = z.infer<typeof ZIngestLineResult>;

export const ZIngestResponse = z.object({
  stored: z.number().int(),
  refused: z.number().int(),
  lines: z.array(ZIngestLineResult),
});
export type TIngestResponse = z.infer<typeof ZIngestResponse>;

/** A real-time authorization request: the check of modules/authorization, with the processor's id. */
export const ZPartnerAuthorizeBody = z.object({
  /** The processor's id of this request: asked again, the stored decision is answered. */
  requestId: code(64),
  cardNumber: z.string().regex(/^\d{6,19}$/),
  siteId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  fepId: z.string().min(1).max(40).optional(),
  productId: z.number().int().positive().max(DB_INT_MAX),
  quantity: z.number().min(0).max(1_000_000),
  /** Gross, in major units of the card's account currency. */
  amount: z.number().min(0).max(100_000_000),
  time: zInstant().optional(),
  odometer: z.number().int().min(0).max(99_999_999).optional(),
});
export type TPartnerAuthorizeBody = z.infer<typeof ZPartnerAuthorizeBody>;

/** The decision, and the authorisation code the cleared line will carry when allowed. */
export const ZPartnerAuthorizeResponse = ZAuthorizeResponse.extend({
  requestId: z.string(),
  authorisationCode: z.string().nullable(),
});
export type TPartnerAuthorizeResponse = z.infer<typeof ZPartnerAuthorizeResponse>;

/** The EV charging product: its lines are "EV charging" whatever the product's service type. */
export const EV_CHARGING_PRODUCT_ID = 20005;
/** typeOfTransaction of a line (spec 001 §3 detail) from its product, for the demo and the ingestion. */
export const typeOfTransaction = (productId: number, productServiceType: string) =>
  productId === EV_CHARGING_PRODUCT_ID ? 'EV charging' : productServiceType === 'F' ? 'Fuel' : 'Non-fuel';
