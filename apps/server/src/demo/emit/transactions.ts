import { AUTHORIZATION_REASONS, typeOfTransaction } from '@portal/contract';
import { transactions as t } from '../../db/schema';
import { businessTime, DAY, type GenContext, iso } from '../context';
import type { CopyRow } from '../load/copy-text';
import type { CardPlan } from '../plan/cards';
import type { Hierarchy } from '../plan/hierarchy';
import type { InvoiceBook } from '../plan/invoices';
import type { SiteCatalogue } from '../plan/sites';
import { type Rng, weightedTable } from '../random';
import { PRODUCTS, type ProductRef } from '../reference/catalogue';
import { countryByCode, EUR_RATES } from '../reference/geo';

export const TRANSACTION_COLUMNS = [
  t.transactionId,
  t.productId,
  t.authorityId,
  t.cardId,
  t.brandCode,
  t.transactionStatus,
  t.transactionDateTime,
  t.siteId,
  t.supplyCountry,
  t.vehicleRegistrationNumber,
  t.driverName,
  t.vehicleDriverCode,
  t.quantityMilli,
  t.supplyCurrency,
  t.netSupplyMinor,
  t.vatSupplyMinor,
  t.grossSupplyMinor,
  t.originalGrossSupplyMinor,
  t.netUnitListPriceMilli,
  t.invoiceCurrency,
  t.netInvoiceMinor,
  t.vatInvoiceMinor,
  t.grossInvoiceMinor,
  t.isPriced,
  t.invoiceId,
  t.authorisationType,
  t.transactionVoucherNumber,
  t.authorisationCode,
  t.odometer,
  t.additionalInformation,
  t.transactionType,
  t.typeOfTransaction,
  t.suspiciousIndicator,
  t.alertIndicator,
  t.oacResultCodeDescription,
] as const;

/** Average product lines per purchase (12% of fuel purchases add a second product), plus 1% headroom
 * so sampling noise never leaves a preset short of its transaction count. */
const LINES_PER_BASKET = 1.1 / 1.01;
const PRICE_FACTOR: Record<string, number> = {
  AT: 0.97,
  BE: 1.02,
  CZ: 0.95,
  DE: 1,
  ES: 0.93,
  FR: 1.04,
  GB: 1.05,
  LU: 0.88,
  NL: 1.1,
  PL: 0.9,
  PT: 1,
};
/** Decline reasons: the authorization check's (modules/authorization), plus a wrong PIN at the terminal. */
const DECLINES = [
  AUTHORIZATION_REASONS.cardStopped,
  'Incorrect PIN',
  AUTHORIZATION_REASONS.product,
  AUTHORIZATION_REASONS.spendingLimit,
  AUTHORIZATION_REASONS.site,
  AUTHORIZATION_REASONS.cardExpired,
  AUTHORIZATION_REASONS.dayTime,
  AUTHORIZATION_REASONS.accountLimit,
];
const AUTH_TYPES = weightedTable([
  ['Online', 80],
  ['Online PIN', 12],
  ['Offline', 6],
  ['Manual', 2],
] as const);
const EXTRAS = PRODUCTS.filter((p) => [30002, 60001, 60002, 80001].includes(p.id));
const weights = (boost: (p: ProductRef) => number) =>
  weightedTable(PRODUCTS.map((p) => [p, p.weight * boost(p)] as const));
const FUEL = weights(() => 1);
const FUEL_AND_CHARGE = weights((p) => (p.id === 20005 ? 4 : 1));
const EV_ONLY = weights((p) => (p.id === 20005 ? 60 : p.type === 'F' ? 0 : 0.5));

/** Activity of a card inside the window: usage weight times active days. */
export function cardActivity(ctx: GenContext, card: CardPlan): number {
  const from = Math.max(card.activeFrom, ctx.windowStart);
  const to = Math.min(card.activeUntil, ctx.asOf);
  return to > from ? (card.usage * (to - from)) / DAY : 0;
}

/**
 * Transaction lines authority by authority, each authority's in time order. Invoiced lines are added
 * to their invoice in the book; cards learn their last transaction time.
 */
export function* transactionRows(
  ctx: GenContext,
  hierarchy: Hierarchy,
  cardsByAuthority: Map<string, CardPlan[]>,
  catalogue: SiteCatalogue,
  book: InvoiceBook,
): Generator<CopyRow> {
  let totalActivity = 0;
  for (const list of cardsByAuthority.values())
    for (const card of list) totalActivity += cardActivity(ctx, card);
  const basketsPerActivity = ctx.preset.transactions / LINES_PER_BASKET / totalActivity;
  const settledBefore = ctx.asOf - 2 * DAY;

  for (const authority of hierarchy.authorities) {
    const cards = cardsByAuthority.get(authority.id) ?? [];
    book.planArchive(authority, ctx.rng('archive', authority.id), cards.length);
    const r = ctx.rng('transactions', authority.id);
    const baskets: [number, CardPlan][] = [];
    for (const card of cards) {
      const expected = cardActivity(ctx, card) * basketsPerActivity;
      const count = Math.floor(expected) + (r.chance(expected % 1) ? 1 : 0);
      const from = Math.max(card.activeFrom, ctx.windowStart);
      const to = Math.min(card.activeUntil, ctx.asOf);
      for (let i = 0; i < count; i++) baskets.push([businessTime(r, from, to), card]);
    }
    baskets.sort((a, b) => a[0] - b[0]);
    const productWeights = productWeightsOf(authority);

    for (const [time, card] of baskets)
      yield* basketLines({ ctx, r, authority, card, time, catalogue, book, productWeights, settledBefore });
  }
}

/** EV-only accounts buy mostly charging; the others draw by card (fuel, or fuel and charging). */
export const productWeightsOf = (authority: Hierarchy['authorities'][number]) =>
  authority.offerType === 'EV' ? EV_ONLY : null;

export type Basket = {
  ctx: GenContext;
  r: Rng;
  authority: Hierarchy['authorities'][number];
  card: CardPlan;
  time: number;
  catalogue: SiteCatalogue;
  book: InvoiceBook;
  productWeights: ReturnType<typeof weights> | null;
  /** Lines at or after this instant are Authorised (not yet cleared); older ones are settled. */
  settledBefore: number;
};

/** The lines of one purchase (one per product), as the demo data and the ingest CLI make them. */
export function* basketLines(b: Basket): Generator<CopyRow> {
  const { ctx, r, authority, card, time, catalogue, book, productWeights, settledBefore } = b;
  const home = authority.country;
  const abroad = card.international && r.chance(0.18);
  const country = abroad ? countryByCode(r.pick(home.neighbours)) : home;
  const local = catalogue.byCountry.get(country.code) ?? [];
  const siteId =
    !abroad && card.favouriteSites.length && r.chance(0.6) ? r.pick(card.favouriteSites) : r.pick(local).id;
  const declined = r.chance(0.025);
  const status = declined ? 'Declined' : time >= settledBefore ? 'Authorised' : null;
  const id = r.uuid();
  const vrn = card.vrn ?? (r.chance(0.7) ? r.pick(card.plates) : null);
  const driverCode = card.pinReq === 4 ? r.digits(4) : null;
  const authType = r.fromTable(AUTH_TYPES);
  const voucher = r.digits(6);
  const suspicious = r.chance(0.003);
  const alert = suspicious || r.chance(0.01);
  const main = r.fromTable(productWeights ?? (card.fuelAndCharge ? FUEL_AND_CHARGE : FUEL));
  const products = !declined && main.type === 'F' && r.chance(0.12) ? [main, r.pick(EXTRAS)] : [main];
  if (products.length === 2 && products[1] === main) products.pop();
  const invoice = status === null ? book.invoiceFor(authority, r, time, abroad) : null;
  const lineStatus = status ?? (invoice ? 'Invoiced' : 'Uninvoiced');
  const isPriced =
    lineStatus === 'Invoiced' ||
    (lineStatus === 'Uninvoiced' ? !r.chance(0.08) : lineStatus === 'Authorised' && r.chance(0.25));
  const days = (time - ctx.windowStart) / DAY;
  if (!card.lastTransactionAt || time > card.lastTransactionAt) card.lastTransactionAt = time;

  for (const product of products) {
    const noProduct = declined && r.chance(0.5);
    const m = money(
      r,
      product,
      country.code,
      country.currency,
      authority.currency,
      country.vatRateBp,
      time,
      declined,
    );
    if (invoice) book.add(invoice, m.netInv, m.vatInv, m.grossInv, country.code);
    yield [
      id,
      noProduct ? null : product.id,
      authority.id,
      card.id,
      authority.brandCode,
      lineStatus,
      iso(time),
      siteId,
      country.code,
      vrn,
      card.driverName,
      driverCode,
      m.quantityMilli,
      country.currency,
      m.net,
      m.vat,
      m.gross,
      m.original,
      declined ? null : m.netUnitMilli,
      authority.currency,
      m.netInv,
      m.vatInv,
      m.grossInv,
      isPriced,
      invoice?.id ?? null,
      authType,
      voucher,
      declined ? null : r.letters(2) + r.digits(4),
      card.odometerRequired && product.type === 'F'
        ? Math.min(9_999_999, Math.round(card.odometerBase + days * 210))
        : null,
      card.addInfoRequired && r.chance(0.5) ? `PO ${r.digits(5)}` : null,
      'Sale',
      typeOfTransaction(product.id, product.type),
      suspicious,
      alert,
      declined ? r.pick(DECLINES) : null,
    ];
  }
}

type Money = {
  quantityMilli: number;
  net: number;
  vat: number;
  gross: number;
  original: number;
  netUnitMilli: number;
  netInv: number;
  vatInv: number;
  grossInv: number;
};

function money(
  r: Rng,
  product: ProductRef,
  country: string,
  currency: string,
  invoiceCurrency: string,
  vatBp: number,
  time: number,
  declined: boolean,
): Money {
  if (declined) {
    return {
      quantityMilli: 0,
      net: 0,
      vat: 0,
      gross: 0,
      original: 0,
      netUnitMilli: 0,
      netInv: 0,
      vatInv: 0,
      grossInv: 0,
    };
  }
  const units =
    product.unit === 'EA'
      ? r.int(product.min, product.max)
      : product.min + r.float() * (product.max - product.min);
  const quantityMilli = product.unit === 'EA' ? units * 1000 : Math.round(units * 1000);
  const season = 1 + 0.06 * Math.sin((2 * Math.PI * time) / (365.25 * DAY));
  const rate = EUR_RATES[currency] ?? 1;
  const priceMilli = Math.round(
    product.priceMilli * (PRICE_FACTOR[country] ?? 1) * season * (0.97 + r.float() * 0.06) * rate,
  );
  const gross = Math.round((quantityMilli * priceMilli) / 10_000);
  const net = Math.round((gross * 10_000) / (10_000 + vatBp));
  const factor = (EUR_RATES[invoiceCurrency] ?? 1) / rate;
  const grossInv = Math.round(gross * factor);
  const netInv = Math.round(net * factor);
  return {
    quantityMilli,
    net,
    vat: gross - net,
    gross,
    original: r.chance(0.2) ? Math.round(gross * (1.02 + r.float() * 0.03)) : gross,
    netUnitMilli: Math.round((priceMilli * 10_000) / (10_000 + vatBp)),
    netInv,
    vatInv: grossInv - netInv,
    grossInv,
  };
}
