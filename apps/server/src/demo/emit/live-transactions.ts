import type { TIngestLine } from '@portal/contract';
import { createContext } from '../context';
import { planCards } from '../plan/cards';
import { planHierarchy } from '../plan/hierarchy';
import { InvoiceBook } from '../plan/invoices';
import { planSites } from '../plan/sites';
import { PRESETS, type PresetName } from '../presets';
import { weightedTable } from '../random';
import { basketLines, productWeightsOf, TRANSACTION_COLUMNS } from './transactions';

export type LiveFeedOptions = {
  preset: PresetName;
  seed: number;
  /** The as-of day the portal's demo data was generated for (its cards are planned from it). */
  asOf: number;
  /** Tells runs apart: each run draws its own purchases (and transaction ids). */
  run: string | number;
};

const COLUMN = Object.fromEntries(TRANSACTION_COLUMNS.map((c, i) => [c.name, i])) as Record<string, number>;
const major = (minor: unknown) => Number(minor) / 100;

/**
 * Purchases stamped now, by the demo generator's own basket (demo/emit/transactions basketLines) on
 * the cards of the demo data, weighted by their usage: the lines the ingest CLI and the benchmark's
 * writer send through the partner API. Only cards still in use buy.
 */
export function liveTransactionFeed(options: LiveFeedOptions) {
  const ctx = createContext(PRESETS[options.preset], options.seed, options.asOf);
  const catalogue = planSites(ctx);
  const hierarchy = planHierarchy(ctx);
  const cards = planCards(ctx, hierarchy, catalogue).filter(
    (c) => c.activeFrom <= ctx.asOf && c.activeUntil >= ctx.asOf,
  );
  const byUsage = weightedTable(cards.map((c) => [c, Math.max(c.usage, 0.01)] as const));
  const r = ctx.rng('live', options.run);
  const book = new InvoiceBook(ctx);
  let sequence = 0;

  /** The lines of one purchase made at `now` (one per product). */
  const purchase = (now: number): TIngestLine[] => {
    const card = r.fromTable(byUsage);
    const authority = card.authority;
    const rows = basketLines({
      ctx,
      r,
      authority,
      card,
      time: now,
      catalogue,
      book,
      productWeights: productWeightsOf(authority),
      settledBefore: Number.NEGATIVE_INFINITY,
    });
    return [...rows].map((row) => {
      const at = (name: string) => row[COLUMN[name] ?? -1];
      const productId = at('product_id') as number | null;
      const supplyCurrency = String(at('supply_currency'));
      const invoiceCurrency = String(at('invoice_currency'));
      const optional = <T>(value: unknown, as: (v: unknown) => T) =>
        value === null || value === undefined ? undefined : as(value);
      sequence += 1;
      return {
        lineId: `${at('transaction_id')}-${productId ?? 0}`,
        transactionId: String(at('transaction_id')),
        cardNumber: card.number,
        authorityId: authority.id,
        siteId: optional(at('site_id'), Number),
        productId,
        quantity: Number(at('quantity_milli')) / 1000,
        netUnitListPrice: optional(at('net_unit_list_price_milli'), (v) => Number(v) / 1000),
        netValue: major(at('net_supply_minor')),
        vatValue: major(at('vat_supply_minor')),
        grossValue: major(at('gross_supply_minor')),
        currency: supplyCurrency,
        supplyCountry: String(at('supply_country')),
        ...(invoiceCurrency === supplyCurrency
          ? {}
          : {
              invoice: {
                currency: invoiceCurrency,
                netValue: major(at('net_invoice_minor')),
                vatValue: major(at('vat_invoice_minor')),
                grossValue: major(at('gross_invoice_minor')),
              },
            }),
        transactionDateTime: new Date(now).toISOString(),
        transactionStatus: at('transaction_status') === 'Declined' ? 'Declined' : 'Authorised',
        declineReason: optional(at('oac_result_code_description'), String),
        authorisationType: String(at('authorisation_type')),
        authorisationCode: optional(at('authorisation_code'), String),
        transactionVoucherNumber: optional(at('transaction_voucher_number'), String),
        odometer: optional(at('odometer'), Number),
        vehicleRegistrationNumber: optional(at('vehicle_registration_number'), String),
        driverName: optional(at('driver_name'), String),
      } satisfies TIngestLine;
    });
  };

  return {
    purchase,
    /** How many lines the feed has made. */
    count: () => sequence,
    /** Cards the feed buys with (for a test that wants lines of one account). */
    cards,
  };
}

/** The Cleared line of an Authorised one: same purchase and product, its own line id. */
export const clearedLine = (line: TIngestLine): TIngestLine => ({
  ...line,
  lineId: `${line.lineId}-cleared`,
  transactionStatus: 'Cleared',
});
