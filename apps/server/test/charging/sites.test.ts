import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { createDemoApp } from '../helpers/demo-app';

type Site = {
  siteId: string;
  authorityId: string;
  chargePoints: {
    chargePointId: string;
    lowestConnectorPower: number | null;
    highestConnectorPower: number | null;
    evses: { connectors: { power: number; status: string }[] }[];
  }[];
};

describe('charge points GET /api/evis/v1/sites/list (spec 001 §2 Charge points, §3 Site, §7)', () => {
  let ctx: Awaited<ReturnType<typeof createDemoApp>>;
  let cookie: string;
  let own: string[];
  beforeAll(async () => {
    ctx = await createDemoApp();
    cookie = await ctx.signInAs('evUser');
    const h = (
      await ctx.app.inject({ method: 'GET', url: '/api/users/users/hierarchy', headers: { cookie } })
    ).json() as { authorities: { authorityId: string }[] };
    own = h.authorities.map((a) => a.authorityId);
  }, 180_000);
  afterAll(() => ctx.close());

  const get = (query: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/evis/v1/sites/list?${query}`, headers: { cookie } });

  it("lists the scope's depots with their charge points, connectors and power range", async () => {
    const res = await get('accessLevel=G&accessLevelCode=ALL');
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const { sites } = res.json() as { sites: Site[] };
    const [expected] = await queryRows<{ n: string }>(
      ctx.database.db,
      sql`select count(*) as n from ev_sites where kind = 'depot'
           and authority_id = any(string_to_array(${own.join(',')}, ','))`,
    );
    expect(sites.length).toBe(Number(expected?.n));
    expect(sites.length).toBeGreaterThan(0);
    expect(sites.every((s) => own.includes(s.authorityId))).toBe(true);
    const points = sites.flatMap((s) => s.chargePoints);
    expect(points.length).toBeGreaterThan(0);
    for (const cp of points) {
      const powers = cp.evses.flatMap((e) => e.connectors.map((c) => c.power));
      if (powers.length === 0) continue;
      expect(cp.lowestConnectorPower).toBe(Math.min(...powers));
      expect(cp.highestConnectorPower).toBe(Math.max(...powers));
    }
  });

  it('needs a selection and refuses one outside the reach', async () => {
    expect((await get('')).statusCode).toBe(400);
    const [foreign] = await queryRows<{ authority_id: string }>(
      ctx.database.db,
      sql`select authority_id from ev_sites where kind = 'depot'
           and not (authority_id = any(string_to_array(${own.join(',')}, ','))) limit 1`,
    );
    expect((await get(`accessLevel=A&accessLevelCode=${foreign?.authority_id}`)).statusCode).toBe(403);
  });
});
