import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { createDemoApp } from '../helpers/demo-app';

type Rec = {
  id: string;
  endDate: string;
  cdrType: string;
  rfid: string;
  chargePointId: string | null;
  siteId: string | null;
  totalEnergy: number;
};
type Page = { chargeData: Rec[]; totalChargeDataRecords: number };

describe('charging history GET /api/evis/v1/charge-data (spec 001 §2, §5, §7, §9)', () => {
  let ctx: Awaited<ReturnType<typeof createDemoApp>>;
  let cookie: string;
  let own: string[];
  let foreign: string;
  beforeAll(async () => {
    ctx = await createDemoApp();
    cookie = await ctx.signInAs('evUser');
    const h = (
      await ctx.app.inject({ method: 'GET', url: '/api/users/users/hierarchy', headers: { cookie } })
    ).json() as { authorities: { authorityId: string }[] };
    own = h.authorities.map((a) => a.authorityId);
    const [f] = await queryRows<{ authority_id: string }>(
      ctx.database.db,
      sql`select authority_id from charging_sessions
           where not (authority_id = any(string_to_array(${own.join(',')}, ','))) limit 1`,
    );
    if (!f) throw new Error('no foreign authority with sessions');
    foreign = f.authority_id;
  }, 180_000);
  afterAll(() => ctx.close());

  const get = (query: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/evis/v1/charge-data?${query}`, headers: { cookie } });
  const page = async (query: string) => {
    const res = await get(`accessLevel=G&accessLevelCode=ALL&${query}`);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return res.json() as Page;
  };
  const count = async (where = sql`true`) => {
    const [row] = await queryRows<{ n: string }>(
      ctx.database.db,
      sql`select count(*) as n from charging_sessions cs
           where cs.authority_id = any(string_to_array(${own.join(',')}, ',')) and ${where}`,
    );
    return Number(row?.n);
  };

  it('answers the scope sorted by end date descending, zero-based pages of 15 (§9)', async () => {
    const first = await page('');
    expect(first.totalChargeDataRecords).toBe(await count());
    expect(first.totalChargeDataRecords).toBeGreaterThan(15);
    expect(first.chargeData).toHaveLength(15);
    const ends = first.chargeData.map((r) => r.endDate);
    expect([...ends].sort().reverse()).toEqual(ends);
    const second = await page('page=1');
    expect((second.chargeData[0]?.endDate ?? '') <= (ends.at(-1) as string)).toBe(true);
    expect(second.chargeData.map((r) => r.id)).not.toContain(first.chargeData[0]?.id);
  });

  it('a few authorities read one by one and merged give the same pages as the database order (db/id-list)', async () => {
    expect(own.length).toBeGreaterThan(1); // the scope takes the per-authority read
    for (const [order, dir] of [
      ['desc', sql`desc`],
      ['asc', sql`asc`],
    ] as const) {
      const expected = await queryRows<{ session_id: string }>(
        ctx.database.db,
        sql`select session_id::text from charging_sessions
             where authority_id = any(string_to_array(${own.join(',')}, ','))
             order by session_end ${dir}, session_id ${dir} limit 60`,
      );
      const pages = [];
      for (let n = 0; n < 4; n++) pages.push(...(await page(`sortOrder=${order}&page=${n}`)).chargeData);
      expect(pages.map((r) => r.id)).toEqual(expected.map((r) => r.session_id));
    }
  });

  it('filters depot only and public only; public rows carry no charger id (§2)', async () => {
    const depot = await page('cdrType=depot&pageSize=120');
    expect(depot.totalChargeDataRecords).toBe(await count(sql`cs.cdr_type = 'depot'`));
    expect(depot.chargeData.every((r) => r.cdrType === 'depot' && r.chargePointId && r.siteId)).toBe(true);
    const pub = await page('cdrType=public&pageSize=120');
    expect(pub.totalChargeDataRecords).toBe(await count(sql`cs.cdr_type = 'public'`));
    expect(pub.chargeData.every((r) => r.cdrType === 'public' && r.chargePointId === null)).toBe(true);
    expect(depot.totalChargeDataRecords + pub.totalChargeDataRecords).toBe(await count());
  });

  it('searches text of 3+ characters and a DD/MM/YYYY day (§5)', async () => {
    const sample = (await page('')).chargeData[0] as Rec;
    const byRfid = await page(`SearchBy=${encodeURIComponent(sample.rfid.slice(-6))}`);
    expect(byRfid.chargeData.length).toBeGreaterThan(0);
    expect(byRfid.chargeData.some((r) => r.rfid === sample.rfid)).toBe(true);
    const d = new Date(sample.endDate);
    const day = `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;
    const byDay = await page(`SearchBy=${encodeURIComponent(day)}&pageSize=120`);
    expect(byDay.chargeData.every((r) => r.endDate.slice(0, 10) === sample.endDate.slice(0, 10))).toBe(true);
    expect(byDay.chargeData.map((r) => r.id)).toContain(sample.id);
  });

  it('refuses a search under 3 characters, non-alphanumeric, or an impossible date (400 keys)', async () => {
    for (const [term, key] of [
      ['ab', 'charging_search_too_short'],
      ["a'; drop", 'charging_search_invalid'],
      ['31/02/2025', 'charging_search_invalid'],
    ]) {
      const res = await get(
        `accessLevel=G&accessLevelCode=ALL&SearchBy=${encodeURIComponent(term as string)}`,
      );
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(key);
    }
  });

  it('narrows to a date range and refuses a range that ends before it starts', async () => {
    const sample = (await page('')).chargeData[3] as Rec;
    const from = new Date(Date.parse(sample.endDate) - 86_400_000).toISOString();
    const ranged = await page(`dateFrom=${from}&dateTo=${encodeURIComponent(sample.endDate)}`);
    expect(ranged.totalChargeDataRecords).toBe(
      await count(
        sql`cs.session_end >= ${from}::timestamptz and cs.session_end <= ${sample.endDate}::timestamptz`,
      ),
    );
    const res = await get(`accessLevel=G&accessLevelCode=ALL&dateFrom=${sample.endDate}&dateTo=${from}`);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('charging_date_range_invalid');
  });

  it('counts the same total whether its live parts ride along with the page or are read apart', async () => {
    // The first request of a scope reads the stamp apart; later ones carry it (and the edge counts) in
    // the page's statement. Ranges with partial first and last days, within today, and an empty page.
    const now = Date.now();
    const day = 86_400_000;
    const ranges: [number, number][] = [
      [Date.UTC(1983, 0, 1), now + day],
      [now - 40 * day + 3_600_000, now - 2 * day - 7_200_000],
      [now - 3 * day + 1, now],
      [now - 3_600_000, now],
      [now - 400 * day, now - 399 * day],
    ];
    for (const [from, to] of ranges) {
      const within = sql`cs.session_end >= ${new Date(from).toISOString()}::timestamptz
                     and cs.session_end <= ${new Date(to).toISOString()}::timestamptz`;
      const query = `dateFrom=${new Date(from).toISOString()}&dateTo=${new Date(to).toISOString()}`;
      for (const type of ['all', 'depot']) {
        const expected = await count(type === 'all' ? within : sql`${within} and cs.cdr_type = 'depot'`);
        for (let i = 0; i < 2; i++)
          expect((await page(`${query}&cdrType=${type}`)).totalChargeDataRecords).toBe(expected);
        // A page past the end has no row to carry the parts: the total is read apart.
        expect((await page(`${query}&cdrType=${type}&page=9999`)).totalChargeDataRecords).toBe(expected);
      }
    }
  });

  it('sorts by total energy ascending and refuses an unknown sort column or page size', async () => {
    const rows = (await page('sortBy=totalEnergy&sortOrder=asc')).chargeData.map((r) => r.totalEnergy);
    expect([...rows].sort((a, b) => a - b)).toEqual(rows);
    expect((await get('accessLevel=G&accessLevelCode=ALL&sortBy=__proto__')).statusCode).toBe(400);
    expect((await get('accessLevel=G&accessLevelCode=ALL&pageSize=7')).statusCode).toBe(400);
  });

  it("refuses another tenant's authority and a missing scope", async () => {
    expect((await get(`accessLevel=A&accessLevelCode=${foreign}`)).statusCode).toBe(403);
    expect((await get('')).statusCode).toBe(400);
  });

  it('keeps the cached whole-day total exact when a session of a past day arrives with its rollup (DESIGN §6)', async () => {
    const range = `dateFrom=2000-01-01T00:00:00.000Z&dateTo=${new Date(Date.now() + 86_400_000).toISOString()}`;
    const before = (await page(range)).totalChargeDataRecords;
    expect(before).toBe(await count(sql`cs.session_end >= '2000-01-01'`));
    const yesterday = new Date(Date.now() - 86_400_000);
    yesterday.setUTCHours(12, 0, 0, 0);
    await ctx.database.db.transaction(async (tx) => {
      const [row] = await queryRows<{ authority_id: string; cdr_type: string }>(
        tx,
        sql`insert into charging_sessions (session_id, authority_id, token_id, cdr_type, site_id, charge_point_id,
                   evse_id, connector_id, connector_power_w, session_start, session_end, total_energy_wh)
            select 990000001, authority_id, token_id, cdr_type, site_id, charge_point_id, evse_id, connector_id,
                   connector_power_w, ${yesterday.toISOString()}::timestamptz - interval '1 hour',
                   ${yesterday.toISOString()}::timestamptz, 12000
              from charging_sessions where authority_id = ${own[0]} limit 1
            returning authority_id, cdr_type`,
      );
      await queryRows(
        tx,
        sql`insert into charging_daily_rollups (authority_id, day, cdr_type, session_count, energy_wh,
                   duration_seconds, short_session_count)
            values (${row?.authority_id}, ${yesterday.toISOString().slice(0, 10)}::date, ${row?.cdr_type}::cdr_type,
                    1, 12000, 3600, 0)
            on conflict (authority_id, day, cdr_type) do update
              set session_count = charging_daily_rollups.session_count + 1`,
      );
    });
    expect((await page(range)).totalChargeDataRecords).toBe(before + 1);
  });
});
