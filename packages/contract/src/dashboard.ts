// Contract of the dashboard area: request and response schemas in the spec's field names.
import { z } from 'zod';
import { ZScopeQuery } from './hierarchy';

/** Spec 001 §7: the dashboard asks for one widget type. */
export const DASHBOARD_WIDGET_TYPES = ['uninvoice'] as const;

/** Spec 001 §9: the widget shows its error state after 15 s without data (common/constants, zod-free). */
export { DASHBOARD_TIMEOUT_MS } from './common/constants';
/** Spec 001 §9: the new-interface banner's cookie lasts 30 days. */
export const NEW_INTERFACE_BANNER_COOKIE_DAYS = 30;
/** Spec 001 §9: widget and file list are cached 2 minutes. */
export const DASHBOARD_CACHE_MS = 2 * 60 * 1000;

export const ZDashboardWidgetQuery = ZScopeQuery.extend({
  widgetType: z.enum(DASHBOARD_WIDGET_TYPES),
});
export type TDashboardWidgetQuery = z.infer<typeof ZDashboardWidgetQuery>;

/** An amount in major units of its currency (two decimals), with the currency code. */
export const ZMoneyTotal = z.object({ total: z.number(), currencyCode: z.string() });

/** Spec 001 §3 Dashboard widget. Values are uninvoiced spend in the issuer currency. */
export const ZDashboardProduct = z.object({
  productName: z.string(),
  productValueWithVat: z.number(),
  productValueWithoutVat: z.number(),
  quantity: z.number(),
  quantityUnits: z.string(),
});
export type TDashboardProduct = z.infer<typeof ZDashboardProduct>;

export const ZDashboardWidget = z
  .object({
    issuerCurrency: z.object({ currencyCode: z.string(), countryCode: z.string() }),
    productDetailList: z.array(ZDashboardProduct),
    totalUninvoiceValueWithVat: ZMoneyTotal,
    totalUninvoiceValueWithoutVat: ZMoneyTotal,
  })
  .meta({ id: 'DashboardWidget' });
export type TDashboardWidget = z.infer<typeof ZDashboardWidget>;
