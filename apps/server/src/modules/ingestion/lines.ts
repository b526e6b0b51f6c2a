// Reading a batch line by line (issue 20): the line's own schema, then what only the database knows
// (the card, its account, the product, the site). A bad line is refused alone, with a message key.
import {
  hasNulCharacter,
  INGESTION_KEYS,
  type TIngestionKey,
  type TIngestLine,
  type TIngestLineResult,
  typeOfTransaction,
  ZIngestLine,
} from '@portal/contract';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import { inIdList } from '../../db/id-list';

/** A line ready to store: the transactions row it becomes, in the table's units. */
export type LineRow = {
  transactionId: string;
  productId: number | null;
  authorityId: string;
  cardId: number;
  brandCode: number;
  transactionStatus: 'Authorised' | 'Declined' | 'Uninvoiced';
  transactionDateTime: Date;
  siteId: number | null;
  supplyCountry: string;
  vehicleRegistrationNumber: string | null;
  driverName: string | null;
  quantityMilli: number;
  supplyCurrency: string;
  netSupplyMinor: number;
  vatSupplyMinor: number;
  grossSupplyMinor: number;
  originalGrossSupplyMinor: number;
  netUnitListPriceMilli: number | null;
  invoiceCurrency: string;
  netInvoiceMinor: number;
  vatInvoiceMinor: number;
  grossInvoiceMinor: number;
  isPriced: boolean;
  authorisationType: string;
  transactionVoucherNumber: string;
  authorisationCode: string | null;
  odometer: number | null;
  transactionType: string;
  typeOfTransaction: string;
  oacResultCodeDescription: string | null;
};

export type Candidate = { index: number; lineId: string; line: TIngestLine; row: LineRow };

export const refusal = (
  index: number,
  lineId: string | null,
  messageKey: TIngestionKey,
  field?: string,
): TIngestLineResult => ({ index, lineId, outcome: 'refused', messageKey, ...(field ? { field } : {}) });

/** A list of whole numbers as one array literal parameter. */
export const intArray = (ids: readonly number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;
const minor = (major: number) => Math.round(major * 100);
const lineIdOf = (raw: unknown) => {
  const id = (raw as { lineId?: unknown } | null)?.lineId;
  return typeof id === 'string' && id.length > 0 && id.length <= 64 ? id : null;
};

/** The first field of a line holding a NUL character (PostgreSQL's text cannot store it), if any. */
function fieldWithNul(item: unknown): string | undefined {
  if (!hasNulCharacter(item)) return undefined;
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return '';
  return (
    Object.entries(item).find(([key, value]) => hasNulCharacter(key) || hasNulCharacter(value))?.[0] ?? ''
  );
}

/** The schema's verdict on each line; the second of two lines with one line id is refused. */
export function parseLines(raw: readonly unknown[]) {
  const refused: TIngestLineResult[] = [];
  const parsed: { index: number; line: TIngestLine }[] = [];
  const seen = new Set<string>();
  raw.forEach((item, index) => {
    const lineId = lineIdOf(item);
    const withNul = fieldWithNul(item);
    if (withNul !== undefined) {
      refused.push(refusal(index, lineId, INGESTION_KEYS.lineInvalid, withNul));
      return;
    }
    const result = ZIngestLine.safeParse(item);
    if (!result.success) {
      refused.push(
        refusal(index, lineId, INGESTION_KEYS.lineInvalid, result.error.issues[0]?.path.join('.')),
      );
      return;
    }
    if (seen.has(result.data.lineId)) {
      refused.push(refusal(index, lineId, INGESTION_KEYS.lineIdDuplicate, 'lineId'));
      return;
    }
    seen.add(result.data.lineId);
    parsed.push({ index, line: result.data });
  });
  return { refused, parsed };
}

type CardFact = {
  card_id: string;
  card_number: string;
  authority_id: string;
  brand_code: number;
  currency: string;
};

/** Cards by number with their account's brand and currency; products and sites that exist. */
async function lookups(db: DbOrTx, lines: readonly TIngestLine[]) {
  const numbers = [...new Set(lines.map((l) => l.cardNumber))];
  const productIds = [...new Set(lines.flatMap((l) => (l.productId === null ? [] : [l.productId])))];
  const siteIds = [...new Set(lines.flatMap((l) => (l.siteId === undefined ? [] : [l.siteId])))];
  const [cards, products, sites] = await Promise.all([
    numbers.length
      ? queryRows<CardFact>(
          db,
          sql`select c.card_id::text, c.card_number, c.authority_id, a.brand_code, a.currency
                from cards c join authorities a on a.authority_id = c.authority_id
               where ${inIdList(sql`c.card_number`, numbers)}`,
        )
      : [],
    productIds.length
      ? queryRows<{ product_id: number; product_service_type: string }>(
          db,
          sql`select product_id, product_service_type from products where product_id = any(${intArray(productIds)}::int[])`,
        )
      : [],
    siteIds.length
      ? queryRows<{ id: string }>(
          db,
          sql`select global_site_id::text as id from sites where global_site_id = any(${intArray(siteIds)}::bigint[])`,
        )
      : [],
  ]);
  return {
    cards: new Map(cards.map((c) => [c.card_number, c])),
    productTypes: new Map(products.map((p) => [p.product_id, p.product_service_type])),
    sites: new Set(sites.map((s) => Number(s.id))),
  };
}

/** Each parsed line checked against the database: a row to store, or a refusal. */
export async function checkLines(db: DbOrTx, parsed: readonly { index: number; line: TIngestLine }[]) {
  const found = await lookups(
    db,
    parsed.map((p) => p.line),
  );
  const refused: TIngestLineResult[] = [];
  const candidates: Candidate[] = [];
  for (const { index, line } of parsed) {
    const refuse = (key: TIngestionKey, field?: string) =>
      refused.push(refusal(index, line.lineId, key, field));
    const card = found.cards.get(line.cardNumber);
    if (!card || card.authority_id !== line.authorityId) {
      refuse(INGESTION_KEYS.cardUnknown, 'cardNumber');
      continue;
    }
    const productType = line.productId === null ? undefined : found.productTypes.get(line.productId);
    if (line.productId === null ? line.transactionStatus !== 'Declined' : productType === undefined) {
      refuse(INGESTION_KEYS.productUnknown, 'productId');
      continue;
    }
    if (line.siteId !== undefined && !found.sites.has(line.siteId)) {
      refuse(INGESTION_KEYS.siteUnknown, 'siteId');
      continue;
    }
    if (line.transactionStatus === 'Declined' && !line.declineReason) {
      refuse(INGESTION_KEYS.declineReasonRequired, 'declineReason');
      continue;
    }
    const invoice =
      line.invoice ??
      (line.currency === card.currency
        ? {
            currency: line.currency,
            netValue: line.netValue,
            vatValue: line.vatValue,
            grossValue: line.grossValue,
          }
        : undefined);
    if (!invoice || invoice.currency !== card.currency) {
      refuse(INGESTION_KEYS.invoiceAmountsRequired, 'invoice');
      continue;
    }
    const sums = [
      [line.netValue, line.vatValue, line.grossValue],
      [invoice.netValue, invoice.vatValue, invoice.grossValue],
    ];
    if (sums.some(([net = 0, vat = 0, gross = 0]) => minor(net) + minor(vat) !== minor(gross))) {
      refuse(INGESTION_KEYS.amountsInconsistent, 'grossValue');
      continue;
    }
    const isDeclined = line.transactionStatus === 'Declined';
    candidates.push({
      index,
      lineId: line.lineId,
      line,
      row: {
        transactionId: line.transactionId,
        productId: line.productId,
        authorityId: card.authority_id,
        cardId: Number(card.card_id),
        brandCode: card.brand_code,
        transactionStatus: line.transactionStatus === 'Cleared' ? 'Uninvoiced' : line.transactionStatus,
        transactionDateTime: new Date(line.transactionDateTime),
        siteId: line.siteId ?? null,
        supplyCountry: line.supplyCountry,
        vehicleRegistrationNumber: line.vehicleRegistrationNumber ?? null,
        driverName: line.driverName ?? null,
        quantityMilli: Math.round(line.quantity * 1000),
        supplyCurrency: line.currency,
        netSupplyMinor: minor(line.netValue),
        vatSupplyMinor: minor(line.vatValue),
        grossSupplyMinor: minor(line.grossValue),
        originalGrossSupplyMinor: minor(line.grossValue),
        netUnitListPriceMilli:
          line.netUnitListPrice === undefined ? null : Math.round(line.netUnitListPrice * 1000),
        invoiceCurrency: invoice.currency,
        netInvoiceMinor: minor(invoice.netValue),
        vatInvoiceMinor: minor(invoice.vatValue),
        grossInvoiceMinor: minor(invoice.grossValue),
        isPriced: !isDeclined && line.netUnitListPrice !== undefined,
        authorisationType: line.authorisationType,
        transactionVoucherNumber: line.transactionVoucherNumber ?? '',
        authorisationCode: line.authorisationCode ?? null,
        odometer: line.odometer ?? null,
        transactionType: 'Sale',
        typeOfTransaction:
          line.productId === null ? 'Non-fuel' : typeOfTransaction(line.productId, productType ?? 'N'),
        oacResultCodeDescription: isDeclined ? (line.declineReason ?? null) : null,
      },
    });
  }
  return { refused, candidates };
}
