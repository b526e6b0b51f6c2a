// Contract of the EV price list (spec 001 §2 EV price list, §3 EV price item, §5, §7, §9).
import { z } from 'zod';
import { zCsv } from './transactions';

/** Spec 001 §9: EV price countries (ES is Spain and the Canaries); the price type is the code plus -EV. */
export const EV_PRICE_COUNTRIES = ['AT', 'DE', 'NL', 'UK', 'PT', 'LU', 'PL', 'ES'] as const;
export type TEvPriceCountry = (typeof EV_PRICE_COUNTRIES)[number];
export const EV_PRICE_TYPE_SUFFIX = '-EV';
/** Spec 001 §7: the origin sent with every price-list call. */
export const EV_PRICE_ORIGIN = 'Cardex';
export const DEFAULT_EV_PRICE_COUNTRY: TEvPriceCountry = 'DE';

/** Spec 001 §5 EV price country default: by the first letter of the authority id. */
const COUNTRY_BY_LETTER: Readonly<Record<string, TEvPriceCountry>> = {
  A: 'AT',
  D: 'DE',
  N: 'NL',
  U: 'UK',
  P: 'PT',
  L: 'LU',
  K: 'PL',
  E: 'ES',
};

export const evPriceCountryOf = (authorityId: string | undefined): TEvPriceCountry =>
  COUNTRY_BY_LETTER[(authorityId ?? '').charAt(0).toUpperCase()] ?? DEFAULT_EV_PRICE_COUNTRY;

export const evPriceTypeOf = (country: TEvPriceCountry) => `${country}${EV_PRICE_TYPE_SUFFIX}`;

/** Spec 001 §7, §9: the week starts on Monday; the Monday of the day's week as yyyy-mm-dd (UTC days). */
export function mondayOf(day: Date): string {
  const start = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
  const sinceMonday = (new Date(start).getUTCDay() + 6) % 7;
  return new Date(start - sinceMonday * 86_400_000).toISOString().slice(0, 10);
}

export const EV_PRICE_KEYS = {
  priceTypeUnknown: 'ev_price_type_unknown',
  dateNotMonday: 'ev_price_date_not_monday',
  originInvalid: 'ev_price_origin_invalid',
} as const;

const PRICE_TYPES = EV_PRICE_COUNTRIES.map(evPriceTypeOf);

/** Spec 001 §7 GET /api/transactions/EvPriceList/PriceList. */
export const ZEvPriceQuery = z.object({
  priceType: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .refine((v) => PRICE_TYPES.includes(v), EV_PRICE_KEYS.priceTypeUnknown),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: EV_PRICE_KEYS.dateNotMonday, abort: true })
    .refine((v) => {
      const day = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(day.getTime()) && mondayOf(day) === v;
    }, EV_PRICE_KEYS.dateNotMonday),
  origin: z.literal(EV_PRICE_ORIGIN, { error: EV_PRICE_KEYS.originInvalid }),
  authorityIds: zCsv.optional(),
});
export type TEvPriceQuery = z.infer<typeof ZEvPriceQuery>;

/** Spec 001 §3 EV price item (currency is ours: every amount shows its currency symbol, §9). */
export const ZEvPriceItem = z.object({
  productName: z.string(),
  price: z.number(),
  unit: z.string(),
  date: z.string(),
  currency: z.string(),
});
export type TEvPriceItem = z.infer<typeof ZEvPriceItem>;

export const ZEvPriceList = z.object({ evpricelistdata: z.array(ZEvPriceItem) }).meta({ id: 'EvPriceList' });
export type TEvPriceList = z.infer<typeof ZEvPriceList>;
