import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { createDemoApp } from '../helpers/demo-app';
import { WRITE_HEADERS } from '../helpers/sign-in';

type Session = {
  id: string;
  chargePointId: string;
  sessionStart: string;
  totalTime: number;
  totalEnergy: number;
};
type Sessions = { chargeData: Session[]; totalChargeDataRecords: number };
type Depot = { site_id: string; authority_id: string; customer_id: string; charge_point_id: string };

const overview = 'accessLevel=G&accessLevelCode=ALL';

describe('charger details: sites/details, sessions and alias (spec 001 §2, §3, §5, §7)', () => {
  let ctx: Awaited<ReturnType<typeof createDemoApp>>;
  let cookie: string;
  let own: string[];
  let depot: Depot;
  let sibling: { site_id: string };
  let foreign: Depot;

  beforeAll(async () => {
    ctx = await createDemoApp();
    cookie = await ctx.signInAs('evUser');
    const h = (
      await ctx.app.inject({ method: 'GET', url: '/api/users/users/hierarchy', headers: { cookie } })
    ).json() as { authorities: { authorityId: string }[] };
    own = h.authorities.map((a) => a.authorityId);
    const depots = await queryRows<Depot & { own: boolean; n: string }>(
      ctx.database.db,
      sql`select s.site_id, s.authority_id, a.customer_id, cs.charge_point_id, count(*) as n,
                 s.authority_id = any(string_to_array(${own.join(',')}, ',')) as own
            from ev_sites s join authorities a on a.authority_id = s.authority_id
            join charging_sessions cs on cs.site_id = s.site_id and cs.cdr_type = 'depot'
           where s.kind = 'depot'
           group by 1, 2, 3, 4 order by count(*) desc, 1, 4`,
    );
    const mine = depots.filter((d) => d.own);
    depot = mine[0] as Depot;
    const other = mine.find((d) => d.site_id !== depot.site_id && d.customer_id === depot.customer_id);
    if (!other) throw new Error('the EV customer needs two depots with sessions');
    sibling = other;
    foreign = depots.find((d) => !d.own) as Depot;
  }, 180_000);
  afterAll(() => ctx.close());

  const get = (path: string, query: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/evis/v1/${path}?${query}`, headers: { cookie } });
  const alias = (siteId: string, siteAlias: string, scope = { accessLevel: 'G', accessLevelCode: 'ALL' }) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/evis/v1/sites/details/alias',
      headers: { ...WRITE_HEADERS, cookie },
      payload: { ...scope, siteId, siteAlias },
    });

  /** The usage of one charge point over [from, to] by session start, straight from the sessions. */
  const expectedUsage = async (cp: string, from: string, to: string) => {
    const [row] = await queryRows<{ n: string; kwh: number | null; hours: number | null; short: string }>(
      ctx.database.db,
      sql`select count(*) as n, avg(total_energy_wh) / 1000 as kwh,
                 avg(round(extract(epoch from session_end - session_start))) / 3600 as hours,
                 count(*) filter (where session_end - session_start < interval '10 minutes') as short
            from charging_sessions where charge_point_id = ${cp}
             and session_start >= ${from}::timestamptz and session_start <= ${to}::timestamptz`,
    );
    return {
      totalSessions: Number(row?.n),
      averageKwhSupplied: Math.round(Number(row?.kwh ?? 0) * 100) / 100,
      averageChargeDuration: Math.round(Number(row?.hours ?? 0) * 100) / 100,
      chargeSessionsBelowTenMinutes: Number(row?.short),
    };
  };

  it('answers the site, its charge points and the usage summary of a period with partial days (§3)', async () => {
    const from = '2020-01-01T10:30:00.000Z';
    const to = new Date(Date.now() - 3 * 86_400_000 + 3_600_000).toISOString();
    const res = await get(
      'sites/details',
      `${overview}&ChargePointCDRCount=0&SiteCDRCount=0&siteId=${depot.site_id}&chargePointId=${depot.charge_point_id}&usageDateFrom=${from}&usageDateTo=${to}`,
    );
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const body = res.json() as {
      site: { siteId: string; chargePoints: { chargePointId: string }[] };
      usageSummary: Record<string, number>;
    };
    expect(body.site.siteId).toBe(depot.site_id);
    expect(body.site.chargePoints.map((c) => c.chargePointId)).toContain(depot.charge_point_id);
    const expected = await expectedUsage(depot.charge_point_id, from, to);
    expect(expected.totalSessions).toBeGreaterThan(0);
    expect(body.usageSummary).toMatchObject(expected);
  });

  it('defaults the usage period to the current month (§2)', async () => {
    const res = await get(
      'sites/details',
      `${overview}&siteId=${depot.site_id}&chargePointId=${depot.charge_point_id}`,
    );
    expect(res.statusCode).toBe(200);
    const { usageSummary } = res.json() as {
      usageSummary: { usageDateFrom: string } & Record<string, number>;
    };
    const now = new Date();
    expect(usageSummary.usageDateFrom).toBe(
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString(),
    );
  });

  it('refuses an inverted period, a foreign depot, an unknown charger and a foreign scope', async () => {
    const q = `siteId=${depot.site_id}&chargePointId=${depot.charge_point_id}`;
    const inverted = await get(
      'sites/details',
      `${overview}&${q}&usageDateFrom=2025-02-01T00:00:00Z&usageDateTo=2025-01-01T00:00:00Z`,
    );
    expect(inverted.statusCode).toBe(400);
    expect(inverted.body).toContain('charging_date_range_invalid');
    const other = await get(
      'sites/details',
      `${overview}&siteId=${foreign.site_id}&chargePointId=${foreign.charge_point_id}`,
    );
    expect(other.statusCode).toBe(404);
    const unknown = await get('sites/details', `${overview}&siteId=${depot.site_id}&chargePointId=NOPE`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('charging_charger_not_found');
    const scope = await get('sites/details', `accessLevel=A&accessLevelCode=${foreign.authority_id}&${q}`);
    expect(scope.statusCode).toBe(403);
  });

  it('pages charger-level and site-level sessions by 10, newest first (§2, §9)', async () => {
    const charger = await get(
      'sites/details/charge-data',
      `${overview}&siteId=${depot.site_id}&chargePointId=${depot.charge_point_id}&pageSize=10&page=0`,
    );
    expect(charger.statusCode, charger.body.slice(0, 300)).toBe(200);
    const c = charger.json() as Sessions;
    const [n] = await queryRows<{ n: string }>(
      ctx.database.db,
      sql`select count(*) as n from charging_sessions where charge_point_id = ${depot.charge_point_id}
           and cdr_type = 'depot'`,
    );
    expect(c.totalChargeDataRecords).toBe(Number(n?.n));
    expect(c.chargeData.length).toBe(Math.min(10, Number(n?.n)));
    expect(c.chargeData.every((s) => s.chargePointId === depot.charge_point_id)).toBe(true);
    const starts = c.chargeData.map((s) => s.sessionStart);
    expect([...starts].sort().reverse()).toEqual(starts);
    expect(c.chargeData.every((s) => s.totalTime > 0 && s.totalEnergy >= 0)).toBe(true);
    const site = (
      await get('sites/details/charge-data', `${overview}&siteId=${depot.site_id}`)
    ).json() as Sessions;
    expect(site.totalChargeDataRecords).toBeGreaterThanOrEqual(c.totalChargeDataRecords);
    const asc = (
      await get('sites/details/charge-data', `${overview}&siteId=${depot.site_id}&sortOrder=asc`)
    ).json() as Sessions;
    expect(asc.chargeData.map((s) => s.sessionStart)).toEqual(
      asc.chargeData.map((s) => s.sessionStart).sort(),
    );
    const other = await get('sites/details/charge-data', `${overview}&siteId=${foreign.site_id}`);
    expect(other.statusCode).toBe(404);
  });

  it('sets an alias, keeps its own alias, refuses a duplicate without case, and deletes with empty (§4, §5)', async () => {
    const set = await alias(depot.site_id, '  North Yard Fast Charger  ');
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ siteId: depot.site_id, siteAlias: 'North Yard Fast Charger' });
    const [stored] = await queryRows<{ site_alias: string; site_alias_last_update: string | null }>(
      ctx.database.db,
      sql`select site_alias, site_alias_last_update from ev_sites where site_id = ${depot.site_id}`,
    );
    expect(stored?.site_alias).toBe('North Yard Fast Charger');
    expect(stored?.site_alias_last_update).not.toBeNull();
    expect((await alias(depot.site_id, 'North Yard Fast Charger')).statusCode).toBe(200);

    const duplicate = await alias(sibling.site_id, 'north yard FAST charger');
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().messageKey).toBe('cpo_charger_name_unique_err_msg');

    const long = await alias(sibling.site_id, 'x'.repeat(121));
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('cpo_charger_name_form_err_msg');
    expect((await alias(sibling.site_id, 'y'.repeat(120))).statusCode).toBe(200);

    const removed = await alias(depot.site_id, '');
    expect(removed.statusCode).toBe(200);
    expect(removed.json().siteAlias).toBeNull();
    // Deleted, the alias is free again for the sibling.
    expect((await alias(sibling.site_id, 'North Yard Fast Charger')).statusCode).toBe(200);

    const audit = await queryRows<{ action_code: string; is_success: boolean }>(
      ctx.database.db,
      sql`select action_code, is_success from audit_log where action_code = 'EVAL' order by id`,
    );
    expect(audit.filter((r) => r.is_success).length).toBe(5);
    expect(audit.filter((r) => !r.is_success).length).toBe(1);
  });

  it("refuses another tenant's depot (404) and a foreign scope (403) for the alias", async () => {
    expect((await alias(foreign.site_id, 'Mine now')).statusCode).toBe(404);
    const scope = { accessLevel: 'A', accessLevelCode: foreign.authority_id };
    expect((await alias(foreign.site_id, 'Mine now', scope)).statusCode).toBe(403);
  });

  it('downloads the selected sessions of the scope as xlsx with the §9 columns', async () => {
    const page = (await get('charge-data', `${overview}&pageSize=15`)).json() as {
      chargeData: { id: string; rfid: string }[];
    };
    const [foreignSession] = await queryRows<{ session_id: string }>(
      ctx.database.db,
      sql`select session_id::text from charging_sessions where authority_id = ${foreign.authority_id} limit 1`,
    );
    const ids = [...page.chargeData.slice(0, 3).map((r) => r.id), foreignSession?.session_id].join(',');
    const res = await get('charge-data/download', `${overview}&ids=${ids}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/ChargingHistory_ALL_\d{6}\.xlsx/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(1).values).toEqual([
      undefined,
      'RFID',
      'Card title',
      'Card holder name',
      'Card number ending',
      'Start',
      'End',
      'Site name',
      'EVSE id',
      'Total energy (kWh)',
      'CDR type',
    ]);
    // Three own sessions; the foreign one is not in the scope.
    expect(sheet?.rowCount).toBe(4);
    const tooMany = Array.from({ length: 501 }, (_, i) => i + 1).join(',');
    const refused = await get('charge-data/download', `${overview}&ids=${tooMany}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('charging_selection_invalid');
  });
});
