import { EV_PRICES_ENDPOINTS as E, type TEvPriceList } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { route } from '../../platform/route';
import { resolveScopeIfGiven } from '../../platform/scope';
import { evPricesOfWeek } from './repo';

/** Spec 001 §3 EV price item: price per unit in the country's currency, the week's Monday as date. */
export async function evPriceList(db: Db, priceType: string, monday: string): Promise<TEvPriceList> {
  const rows = await evPricesOfWeek(db, priceType, monday);
  return {
    evpricelistdata: rows.map((r) => ({
      productName: r.product_name,
      price: Number(r.price_milli) / 1000,
      unit: r.unit,
      date: r.week_start,
      currency: r.currency,
    })),
  };
}

/**
 * Spec 001 §7 GET EvPriceList/PriceList: the weekly prices of one country (priceType CC-EV, date a
 * Monday, origin Cardex; the contract refuses anything else). Prices are no customer data, but the
 * authorityIds sent must lie in the user's reach like on every customer call.
 */
export async function evPricesRoutes(app: FastifyInstance) {
  const db = app.database.db;
  route(app, E.priceList, async (request, _reply, ctx) => {
    resolveScopeIfGiven(ctx.reach, { authorityIds: request.query.authorityIds });
    return evPriceList(db, request.query.priceType, request.query.date);
  });
}
