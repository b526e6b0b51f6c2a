import { mondayOf } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transactionsContext } from '../transactions/kit';

type Item = { productName: string; price: number; unit: string; date: string; currency: string };

const thisMonday = () => mondayOf(new Date());
const weeksBefore = (monday: string, weeks: number) =>
  new Date(Date.parse(`${monday}T00:00:00Z`) - weeks * 7 * 86_400_000).toISOString().slice(0, 10);

describe('EV price list (spec 001 §3 EV price item, §7 EvPriceList, §9)', () => {
  let k: Awaited<ReturnType<typeof transactionsContext>>;
  beforeAll(async () => {
    k = await transactionsContext();
  }, 180_000);
  afterAll(() => k.ctx.close());

  const url = (query: string) =>
    `/api/transactions/EvPriceList/PriceList?origin=Cardex&authorityIds=${k.reach[0]}&${query}`;
  const prices = async (query: string) => {
    const res = await k.get(url(query));
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return (res.json() as { evpricelistdata: Item[] }).evpricelistdata;
  };

  it('the week of the Monday: the country’s prices from the weekly table, in its currency', async () => {
    const monday = thisMonday();
    const items = await prices(`priceType=DE-EV&date=${monday}`);
    const rows = await k.rows<{ product_name: string; price_milli: string; week_start: string }>(
      sql`select product_name, price_milli, week_start::text from ev_prices where price_type = 'DE-EV'
           and week_start = (select max(week_start) from ev_prices where price_type = 'DE-EV' and week_start <= ${monday}::date)
           order by sort_order`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(items.map((i) => [i.productName, i.price, i.date])).toEqual(
      rows.map((r) => [r.product_name, Number(r.price_milli) / 1000, r.week_start]),
    );
    expect(items.every((i) => i.currency === 'EUR' && i.unit === 'kWh')).toBe(true);
    const uk = await prices(`priceType=UK-EV&date=${monday}`);
    expect(uk[0]?.currency).toBe('GBP');
    expect((await prices(`priceType=pl-ev&date=${monday}`))[0]?.currency).toBe('PLN');
  });

  it('an earlier week has its own prices; before the first published week there are none', async () => {
    const [first] = await k.rows<{ d: string }>(
      sql`select min(week_start)::text as d from ev_prices where price_type = 'NL-EV'`,
    );
    const firstWeek = first?.d as string;
    const items = await prices(`priceType=NL-EV&date=${firstWeek}`);
    expect(items.every((i) => i.date === firstWeek)).toBe(true);
    expect(await prices(`priceType=NL-EV&date=${weeksBefore(firstWeek, 1)}`)).toEqual([]);
  });

  it('refuses a day that is no Monday or no day, another origin and a price type without -EV or of another country', async () => {
    const monday = thisMonday();
    const tuesday = new Date(Date.parse(`${monday}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const key = async (query: string) => {
      const res = await k.get(`/api/transactions/EvPriceList/PriceList?${query}`);
      expect(res.statusCode).toBe(400);
      return res.json().messageKey;
    };
    expect(await key(`priceType=DE-EV&date=${tuesday}&origin=Cardex`)).toBe('ev_price_date_not_monday');
    // Not a day at all: refused with the same key (it answered 500 when the Monday check read it).
    for (const date of ['2026-13-01', 'monday', '2026-11-1'])
      expect(await key(`priceType=DE-EV&date=${date}&origin=Cardex`)).toBe('ev_price_date_not_monday');
    expect(await key(`priceType=DE-EV&date=${monday}&origin=Other`)).toBe('ev_price_origin_invalid');
    expect(await key(`priceType=DE&date=${monday}&origin=Cardex`)).toBe('ev_price_type_unknown');
    expect(await key(`priceType=FR-EV&date=${monday}&origin=Cardex`)).toBe('ev_price_type_unknown');
  });

  it('refuses authority ids outside the user’s reach (403)', async () => {
    const res = await k.get(
      `/api/transactions/EvPriceList/PriceList?priceType=DE-EV&date=${thisMonday()}&origin=Cardex&authorityIds=${k.foreignAuthorityId}`,
    );
    expect(res.statusCode).toBe(403);
  });
});
