import { addMonths, DAY, type GenContext, startOfMonth } from '../context';
import type { Rng } from '../random';
import { EUR_RATES } from '../reference/geo';
import type { AuthorityPlan } from './hierarchy';

type InvoiceType = 'SUMMARY-STATEMENT' | 'NATIONAL-INVOICE' | 'INTERNATIONAL-INVOICE';

export type InvoicePlan = {
  id: number;
  number: string;
  type: InvoiceType;
  summary: InvoicePlan | null;
  authority: AuthorityPlan;
  parentId: string | null;
  invoiceDate: number;
  dueDate: number;
  status: 'Open' | 'Paid' | 'Overdue';
  net: number;
  vat: number;
  gross: number;
  /** One supply country, or null once several are mixed ("Multiple"). */
  supplyCountry: string | null;
  speosDate: number | null;
  paymentMethod: string;
  transactionCount: number;
  inArchive: boolean;
};

type Billing = {
  semiMonthly: boolean;
  summaries: boolean;
  parentBilled: boolean;
  dueDays: number;
  payment: string;
};

const PREFIX: Record<InvoiceType, string> = {
  'SUMMARY-STATEMENT': '8',
  'NATIONAL-INVOICE': '5',
  'INTERNATIONAL-INVOICE': '6',
};

/**
 * Invoices and summary statements per billing cycle (monthly or twice a month). Cycles inside the
 * transaction window get their invoices when the first transaction lands in them, with totals summed
 * from those transactions; older cycles are archive documents with plausible totals and no rows.
 */
export class InvoiceBook {
  readonly invoices: InvoicePlan[] = [];
  private readonly open = new Map<string, InvoicePlan>();
  private readonly billing = new Map<string, Billing>();

  constructor(private readonly ctx: GenContext) {}

  private lastCycle: { authority: string; start: number; end: number; invoiceDate: number } | null = null;

  /** The cycle containing t: [start, end), invoiced the day after it ends. */
  cycle(authority: AuthorityPlan, t: number): { start: number; end: number; invoiceDate: number } {
    const last = this.lastCycle;
    if (last && last.authority === authority.id && t >= last.start && t < last.end) return last;
    const month = startOfMonth(t);
    const nextMonth = startOfMonth(addMonths(month, 1));
    const mid = month + 15 * DAY;
    const [start, end] = !this.billingOf(authority).semiMonthly
      ? [month, nextMonth]
      : t < mid
        ? [month, mid]
        : [mid, nextMonth];
    this.lastCycle = { authority: authority.id, start, end, invoiceDate: end + DAY };
    return this.lastCycle;
  }

  isInvoiced(invoiceDate: number) {
    return invoiceDate <= this.ctx.asOf - DAY;
  }

  /** The invoice a settled transaction at t belongs to, or null while its cycle is still open. */
  invoiceFor(authority: AuthorityPlan, r: Rng, t: number, international: boolean): InvoicePlan | null {
    const { start, invoiceDate } = this.cycle(authority, t);
    if (!this.isInvoiced(invoiceDate)) return null;
    const type: InvoiceType = international ? 'INTERNATIONAL-INVOICE' : 'NATIONAL-INVOICE';
    const key = `${authority.id}:${start}:${type}`;
    const existing = this.open.get(key);
    if (existing) return existing;
    const created = this.create(authority, r, start, invoiceDate, type);
    this.open.set(key, created);
    return created;
  }

  /** Archive documents for the cycles before the transaction window; starts an authority's invoices. */
  planArchive(authority: AuthorityPlan, r: Rng, cardCount: number) {
    // Keys hold the authority id, so the previous authority's open cycles are done with.
    this.open.clear();
    const first = startOfMonth(addMonths(this.ctx.asOf, -this.ctx.preset.invoiceMonths));
    let t = first;
    while (true) {
      const { start, end, invoiceDate } = this.cycle(authority, t);
      if (end > this.ctx.windowStart) break;
      const share = (end - start) / (30 * DAY);
      const rate = EUR_RATES[authority.currency] ?? 1;
      const gross = Math.round(cardCount * 60_000 * share * rate * Math.exp(r.normal(0, 0.3)));
      this.archive(
        this.create(authority, r, start, invoiceDate, 'NATIONAL-INVOICE'),
        gross,
        cardCount * 6 * share,
        r,
      );
      if (r.chance(0.5)) {
        const invoice = this.create(authority, r, start, invoiceDate, 'INTERNATIONAL-INVOICE');
        invoice.supplyCountry = r.pick(authority.country.neighbours);
        this.archive(invoice, Math.round(gross * 0.15 * r.float()) + 500, cardCount * share, r);
      }
      t = end;
    }
  }

  add(invoice: InvoicePlan, net: number, vat: number, gross: number, supplyCountry: string) {
    invoice.net += net;
    invoice.vat += vat;
    invoice.gross += gross;
    invoice.transactionCount++;
    if (invoice.transactionCount === 1) invoice.supplyCountry = supplyCountry;
    else if (invoice.supplyCountry !== supplyCountry) invoice.supplyCountry = null;
  }

  /** Summary totals and supply countries from their invoices. */
  finish() {
    const supply = new Map<InvoicePlan, string | null>();
    for (const invoice of this.invoices) {
      const summary = invoice.summary;
      if (!summary) continue;
      summary.net += invoice.net;
      summary.vat += invoice.vat;
      summary.gross += invoice.gross;
      summary.transactionCount += invoice.transactionCount;
      const seen = supply.get(summary);
      supply.set(
        summary,
        seen === undefined || seen === invoice.supplyCountry ? invoice.supplyCountry : null,
      );
    }
    for (const [summary, country] of supply) summary.supplyCountry = country;
  }

  private billingOf(authority: AuthorityPlan): Billing {
    let billing = this.billing.get(authority.id);
    if (!billing) {
      const r = this.ctx.rng('billing', authority.id);
      billing = {
        semiMonthly: r.chance(0.4),
        summaries: r.chance(0.6),
        parentBilled: authority.parentId !== null && r.chance(0.3),
        dueDays: r.pick([14, 30, 30]),
        payment: r.pick(['Direct debit', 'Direct debit', 'Bank transfer', 'Credit card']),
      };
      this.billing.set(authority.id, billing);
    }
    return billing;
  }

  private create(
    authority: AuthorityPlan,
    r: Rng,
    start: number,
    invoiceDate: number,
    type: InvoiceType,
  ): InvoicePlan {
    const billing = this.billingOf(authority);
    let summary: InvoicePlan | null = null;
    if (billing.summaries && type !== 'SUMMARY-STATEMENT') {
      const key = `${authority.id}:${start}:SUMMARY-STATEMENT`;
      summary = this.open.get(key) ?? this.create(authority, r, start, invoiceDate, 'SUMMARY-STATEMENT');
      this.open.set(key, summary);
    }
    const id = this.invoices.length + 1;
    const dueDate = invoiceDate + billing.dueDays * DAY;
    const overdue = dueDate < this.ctx.asOf && dueDate > this.ctx.asOf - 120 * DAY && r.chance(0.08);
    const invoice: InvoicePlan = {
      id,
      number: `${PREFIX[type]}${String(id).padStart(9, '0')}`,
      type,
      summary,
      authority,
      parentId: billing.parentBilled ? authority.parentId : null,
      invoiceDate,
      dueDate,
      status: dueDate >= this.ctx.asOf ? 'Open' : overdue ? 'Overdue' : 'Paid',
      net: 0,
      vat: 0,
      gross: 0,
      supplyCountry: authority.country.code,
      speosDate: r.chance(0.9) ? invoiceDate + DAY : null,
      paymentMethod: billing.payment,
      transactionCount: 0,
      inArchive: !r.chance(0.03),
    };
    this.invoices.push(invoice);
    return invoice;
  }

  private archive(invoice: InvoicePlan, gross: number, transactions: number, r: Rng) {
    const vatBp = invoice.authority.country.vatRateBp;
    const net = Math.round((gross * 10_000) / (10_000 + vatBp));
    invoice.net = net;
    invoice.vat = gross - net;
    invoice.gross = gross;
    invoice.transactionCount = Math.max(1, Math.round(transactions * (0.7 + r.float() * 0.6)));
  }
}
