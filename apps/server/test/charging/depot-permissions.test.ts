import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { ROLE } from '../../src/demo/reference/access';
import { createDemoApp } from '../helpers/demo-app';
import { signIn, WRITE_HEADERS } from '../helpers/sign-in';

type Card = {
  id: string;
  rfId: string;
  authorityId: string;
  cardNumberEnding: string;
  cardEnabled: boolean;
  allowedSiteIds: string[];
  depotsAllowed: number;
};
type Cards = { cards: Card[]; totalRecords: number };
type Depot = {
  siteId: string;
  authorityId: string;
  chargePoints: { chargePointId: string; connectorIds: number[] }[];
};

const overview = 'accessLevel=G&accessLevelCode=ALL';

describe('depot permissions: tokens/rfid-list, sites/admin, tokens/restrictions/save (spec 001 §2-§7)', () => {
  let ctx: Awaited<ReturnType<typeof createDemoApp>>;
  let cookie: string;
  let own: string[];
  let depots: Depot[];

  beforeAll(async () => {
    ctx = await createDemoApp();
    cookie = await ctx.signInAs('evUser');
    const h = (
      await ctx.app.inject({ method: 'GET', url: '/api/users/users/hierarchy', headers: { cookie } })
    ).json() as { authorities: { authorityId: string }[] };
    own = h.authorities.map((a) => a.authorityId);
    depots = (
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/evis/v1/sites/admin?${overview}`,
          headers: { cookie },
        })
      ).json() as { depots: Depot[] }
    ).depots;
  }, 180_000);
  afterAll(() => ctx.close());

  const list = async (query = '', as = cookie) => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/evis/v1/tokens/rfid-list?${overview}&${query}`,
      headers: { cookie: as },
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return res.json() as Cards;
  };
  const save = (payload: object, as = cookie, scope = overview) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/evis/v1/tokens/restrictions/save?${scope}`,
      headers: { ...WRITE_HEADERS, cookie: as },
      payload,
    });
  const body = (cards: Card[], permissions: object[], canUsePublicNetwork = true) => ({
    canUsePublicNetwork,
    publishedDate: new Date().toISOString(),
    issuer: 'portal',
    cards: cards.map((c) => ({
      rfId: c.rfId,
      authorityID: c.authorityId,
      cardNumber: c.cardNumberEnding,
      isActive: true,
    })),
    permissions,
  });
  const enabledCard = async () => {
    const { cards } = await list('pageSize=120');
    const card =
      cards.find((c) => c.cardEnabled && c.depotsAllowed === 0) ?? cards.find((c) => c.cardEnabled);
    if (!card) throw new Error('no enabled card');
    return card;
  };

  it("lists the scope's depots with charge points and connectors (sites/admin)", async () => {
    const [n] = await queryRows<{ n: string }>(
      ctx.database.db,
      sql`select count(*) as n from ev_sites where kind = 'depot'
           and authority_id = any(string_to_array(${own.join(',')}, ','))`,
    );
    expect(depots.length).toBe(Number(n?.n));
    expect(depots.length).toBeGreaterThan(1);
    expect(depots.some((d) => d.chargePoints.some((c) => c.connectorIds.length > 0))).toBe(true);
  });

  it('pages the cards sorted by rfid with the depots each may use (§3, §9)', async () => {
    const first = await list('pageSize=15&page=0');
    const [n] = await queryRows<{ n: string }>(
      ctx.database.db,
      sql`select count(*) as n from rfid_tokens where authority_id = any(string_to_array(${own.join(',')}, ','))`,
    );
    expect(first.totalRecords).toBe(Number(n?.n));
    const ids = first.cards.map((c) => c.rfId);
    expect([...ids].sort()).toEqual(ids);
    const second = await list('pageSize=15&page=1');
    expect(second.cards[0]?.rfId && second.cards[0].rfId > (ids.at(-1) as string)).toBe(true);
    const card = first.cards.find((c) => c.depotsAllowed > 0) as Card;
    const stored = await queryRows<{ site_id: string }>(
      ctx.database.db,
      sql`select distinct site_id from depot_permissions where token_id = ${card.id} order by 1`,
    );
    expect(card.allowedSiteIds).toEqual(stored.map((r) => r.site_id));
    const desc = await list('sortOrder=desc');
    expect(desc.cards.map((c) => c.rfId)).toEqual(
      desc.cards
        .map((c) => c.rfId)
        .sort()
        .reverse(),
    );
  });

  it('a few authorities read one by one and merged give the same pages as the database order (db/id-list)', async () => {
    expect(own.length).toBeGreaterThan(1); // the scope takes the per-authority read
    for (const [order, dir] of [
      ['asc', sql`asc`],
      ['desc', sql`desc`],
    ] as const) {
      const expected = await queryRows<{ rf_id: string }>(
        ctx.database.db,
        sql`select rf_id from rfid_tokens where authority_id = any(string_to_array(${own.join(',')}, ','))
             order by rf_id ${dir} limit 45`,
      );
      const pages = [];
      for (const n of [0, 1, 2]) pages.push(...(await list(`sortOrder=${order}&page=${n}`)).cards);
      expect(pages.map((c) => c.rfId)).toEqual(expected.map((r) => r.rf_id));
    }
  });

  it('searches cards with 3+ characters and refuses shorter terms (§5)', async () => {
    const sample = (await list()).cards[2] as Card;
    const found = await list(`SearchBy=${sample.rfId.slice(-5)}`);
    expect(found.cards.map((c) => c.rfId)).toContain(sample.rfId);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/evis/v1/tokens/rfid-list?${overview}&SearchBy=ab`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('charging_search_too_short');
  });

  it('grants a card exactly one depot, then a charger and a connector, with an EVDP audit row (§7)', async () => {
    const card = await enabledCard();
    const depot = depots[0] as Depot;
    const res = await save(
      body([card], [{ siteId: depot.siteId, chargerId: 'ALL', connectorId: 'ALL' }], false),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'success', savedCards: 1 });
    const after = (await list(`SearchBy=${card.rfId}`)).cards[0] as Card;
    expect(after.allowedSiteIds).toEqual([depot.siteId]);
    const [token] = await queryRows<{ can_use_public_network: boolean; permissions_issuer: string }>(
      ctx.database.db,
      sql`select can_use_public_network, permissions_issuer from rfid_tokens where token_id = ${card.id}`,
    );
    expect(token).toEqual({ can_use_public_network: false, permissions_issuer: 'portal' });

    const cp = depot.chargePoints.find((c) => c.connectorIds.length > 0) as Depot['chargePoints'][number];
    const narrow = await save(
      body([card], [{ siteId: depot.siteId, chargerId: cp.chargePointId, connectorId: cp.connectorIds[0] }]),
    );
    expect(narrow.statusCode, narrow.body).toBe(200);
    const rows = await queryRows<{
      site_id: string;
      charge_point_id: string | null;
      connector_id: number | null;
    }>(
      ctx.database.db,
      sql`select site_id, charge_point_id, connector_id from depot_permissions where token_id = ${card.id}`,
    );
    expect(rows).toEqual([
      { site_id: depot.siteId, charge_point_id: cp.chargePointId, connector_id: cp.connectorIds[0] },
    ]);

    const none = await save(body([card], []));
    expect(none.statusCode).toBe(200);
    expect(((await list(`SearchBy=${card.rfId}`)).cards[0] as Card).allowedSiteIds).toEqual([]);
    const audit = await queryRows<{ is_success: boolean; authority_ids: string[] }>(
      ctx.database.db,
      sql`select is_success, authority_ids from audit_log where action_code = 'EVDP' order by id`,
    );
    expect(audit.length).toBeGreaterThanOrEqual(3);
    expect(audit.every((r) => r.is_success && r.authority_ids.includes(card.authorityId))).toBe(true);
  });

  it('refuses a disabled card, an unknown or foreign card, and permissions outside the depots (§4)', async () => {
    const { cards } = await list('pageSize=120');
    const disabled = cards.find((c) => !c.cardEnabled) as Card;
    const ok = await enabledCard();
    const depot = depots[0] as Depot;
    const all = { siteId: depot.siteId, chargerId: 'ALL', connectorId: 'ALL' };
    const refused = await save(body([disabled], [all]));
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('depot_card_not_enabled');
    const [foreignToken] = await queryRows<{ rf_id: string; authority_id: string }>(
      ctx.database.db,
      sql`select rf_id, authority_id from rfid_tokens
           where not (authority_id = any(string_to_array(${own.join(',')}, ','))) and card_enabled limit 1`,
    );
    const foreignCard = {
      ...ok,
      rfId: foreignToken?.rf_id as string,
      authorityId: foreignToken?.authority_id as string,
    };
    const foreign = await save(body([foreignCard], [all]));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toContain('depot_card_not_found');
    for (const permission of [
      { siteId: 'NO-SUCH-SITE', chargerId: 'ALL', connectorId: 'ALL' },
      { siteId: depot.siteId, chargerId: 'NO-SUCH-CHARGER', connectorId: 'ALL' },
      { siteId: depot.siteId, chargerId: 'ALL', connectorId: 1 },
      { siteId: depot.siteId, chargerId: depot.chargePoints[0]?.chargePointId, connectorId: 99 },
    ]) {
      const res = await save(body([ok], [permission]));
      expect(res.statusCode, JSON.stringify(permission)).toBe(400);
      expect(res.body).toContain('depot_permission_invalid');
    }
    const scope = `accessLevel=A&accessLevelCode=${foreignToken?.authority_id}`;
    expect((await save(body([ok], [all]), cookie, scope)).statusCode).toBe(403);
  });

  it('the EV viewer and the read-only role get 403 on both EV writes, and nothing changes', async () => {
    const card = await enabledCard();
    const before = card.allowedSiteIds;
    const depot = depots.find((d) => d.authorityId === card.authorityId) as Depot;
    const [viewer] = await queryRows<{ email: string; authority_id: string }>(
      ctx.database.db,
      sql`select u.email, uaa.authority_id from users u
            join user_authority_access uaa on uaa.user_id = u.id and uaa.role_id = ${ROLE.evViewer}
           where u.status = 'Active' and uaa.authority_id = ${card.authorityId} limit 1`,
    );
    const readers: string[] = [(await ctx.signInAs('internal')) as string];
    if (viewer) readers.push((await signIn(ctx.app, viewer.email, 'demo-password')).jar.header());
    for (const reader of readers) {
      const scope = `accessLevel=A&accessLevelCode=${card.authorityId}`;
      const res = await save(
        body([card], [{ siteId: depot.siteId, chargerId: 'ALL', connectorId: 'ALL' }]),
        reader,
        scope,
      );
      expect(res.statusCode, res.body.slice(0, 200)).toBe(403);
      const named = await ctx.app.inject({
        method: 'POST',
        url: '/api/evis/v1/sites/details/alias',
        headers: { ...WRITE_HEADERS, cookie: reader },
        payload: {
          accessLevel: 'A',
          accessLevelCode: card.authorityId,
          siteId: depot.siteId,
          siteAlias: 'Read only',
        },
      });
      expect(named.statusCode, named.body.slice(0, 200)).toBe(403);
    }
    expect(((await list(`SearchBy=${card.rfId}`)).cards[0] as Card).allowedSiteIds).toEqual(before);
    expect(viewer, 'the demo data has an EV viewer on that authority').toBeDefined();
  });
});
