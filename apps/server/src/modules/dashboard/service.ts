import type { TDashboardWidget } from '@portal/contract';
import type { Db } from '../../db/client';
import type { AuthorityScope } from '../../platform/scope';
import { scopeIssuerCurrency, uninvoicedByProduct } from './repo';

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * GET /api/transactions/dashboard/widget?widgetType=uninvoice (spec 001 §2, §3): uninvoiced spend of
 * the scope with and without VAT, per product, in the issuer currency. A scope spanning several
 * currencies shows the currency most of its authorities use.
 */
export async function uninvoicedWidget(db: Db, scope: AuthorityScope): Promise<TDashboardWidget> {
  const issuer = await scopeIssuerCurrency(db, scope);
  const currencyCode = issuer?.currency ?? 'EUR';
  const rows = issuer ? await uninvoicedByProduct(db, scope, currencyCode) : [];
  const productDetailList = rows.map((r) => ({
    productName: r.product_name,
    productValueWithVat: cents(Number(r.with_vat)),
    productValueWithoutVat: cents(Number(r.without_vat)),
    quantity: Math.round(Number(r.quantity) * 1000) / 1000,
    quantityUnits: r.unit,
  }));
  const sum = (pick: (r: (typeof productDetailList)[number]) => number) =>
    cents(productDetailList.reduce((total, r) => total + pick(r), 0));
  return {
    issuerCurrency: { currencyCode, countryCode: issuer?.issuer_country ?? '' },
    productDetailList,
    totalUninvoiceValueWithVat: { total: sum((r) => r.productValueWithVat), currencyCode },
    totalUninvoiceValueWithoutVat: { total: sum((r) => r.productValueWithoutVat), currencyCode },
  };
}
