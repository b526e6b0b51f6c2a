import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { normaliseCardSearch } from '../../src/modules/cards/list';
import { sentStatements } from '../helpers/sent-statements';
import { admin, ctx, foreign, mine, platformAdmin, reach, useCardsDemo } from './demo-fixture';
import { type DbCard, get } from './support';

describe('manage cards: the list, its search, filters and download (spec 002 §2.3, §3.6, §5.3, §7)', () => {
  useCardsDemo();
  const ALL = 'accessLevel=G&accessLevelCode=ALL';

  it('lists the scope cards by serial number ascending by default, with the total', async () => {
    const res = await get(ctx, `/api/cards/cards?${ALL}&pageSize=15`, admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.totalCards).toBe(mine.length);
    expect(body.cards).toHaveLength(15);
    const serials = body.cards.map((c: { cardSerialNumber: string }) => c.cardSerialNumber);
    expect(serials).toEqual([...serials].sort());
    for (const c of body.cards) expect(reach).toContain(c.authorityId);
    const page2 = (await get(ctx, `/api/cards/cards?${ALL}&pageSize=15&page=2`, admin)).json();
    const ids = new Set(body.cards.map((c: { cardId: number }) => c.cardId));
    for (const c of page2.cards) expect(ids.has(c.cardId)).toBe(false);
  });

  it('reads the page and the stamp of its cached total in one statement after the session look-up', async () => {
    const url = `/api/cards/cards?${ALL}&pageSize=15`;
    await get(ctx, url, admin); // the scope's customers are known and its total cached
    const statements = await sentStatements(ctx.app.database, () => get(ctx, url, admin));
    // Besides the session look-up (and a connection's scope, when it changes).
    const reading = statements.filter((s) => !s.includes('id_hash') && !s.includes('set_config'));
    expect(reading).toHaveLength(1);
    expect(reading[0]).toContain('customer_stamp');
  });

  it('sorts by a listed column and refuses an unknown one', async () => {
    const res = await get(ctx, `/api/cards/cards?${ALL}&sortBy=cardNumber&sortOrder=desc&pageSize=30`, admin);
    const numbers = res.json().cards.map((c: { cardNumber: string }) => c.cardNumber);
    expect(numbers).toEqual([...numbers].sort().reverse());
    const bad = await get(ctx, `/api/cards/cards?${ALL}&sortBy=card_number;drop`, admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().messageKey).toBe('sort_column_unknown');
  });

  it('narrows to an authority of the scope and refuses one outside it (403) and the non-impersonating admin', async () => {
    const authority = reach[0] as string;
    const res = await get(
      ctx,
      `/api/cards/cards?accessLevel=A&accessLevelCode=${authority}&pageSize=500`,
      admin,
    );
    expect(res.json().totalCards).toBe(mine.filter((c) => c.authority_id === authority).length);
    const outside = await get(
      ctx,
      `/api/cards/cards?accessLevel=A&accessLevelCode=${foreign[0]?.authority_id}`,
      admin,
    );
    expect(outside.statusCode).toBe(403);
    expect((await get(ctx, `/api/cards/cards?${ALL}`, platformAdmin)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/cards/cards?${ALL}` })).statusCode).toBe(401);
  });

  it('strips leading and trailing zeros of a search term that is not a date (spec 002 §5.3)', async () => {
    expect(normaliseCardSearch('000123400')).toBe('1234');
    expect(normaliseCardSearch('01/02/2026')).toBe('01/02/2026');
    expect(normaliseCardSearch('ABC')).toBe('ABC');
    expect(normaliseCardSearch('000')).toBe('000');
    const card = mine.find((c) => !c.card_number.endsWith('0')) as DbCard;
    const tail = card.card_number.slice(-9);
    const res = await get(ctx, `/api/cards/cards?${ALL}&searchBy=000${tail}000`, admin);
    const body = res.json();
    expect(body.cards.map((c: { cardNumber: string }) => c.cardNumber)).toContain(card.card_number);
    const stripped = normaliseCardSearch(`000${tail}000`);
    expect(stripped.startsWith('0') || stripped.endsWith('0')).toBe(false);
    for (const c of body.cards) expect(JSON.stringify(c)).toContain(stripped);
  });

  it('searches only the asked searchColumns and refuses unknown ones', async () => {
    const card = mine.find((c) => c.card_holder_name && c.card_holder_name.length > 4) as DbCard;
    const name = (card.card_holder_name as string).slice(0, 5);
    const byName = await get(
      ctx,
      `/api/cards/cards?${ALL}&searchBy=${encodeURIComponent(name)}&searchColumns=cardHolderName`,
      admin,
    );
    expect(byName.json().totalCards).toBeGreaterThan(0);
    const byNumber = await get(
      ctx,
      `/api/cards/cards?${ALL}&searchBy=${encodeURIComponent(name)}&searchColumns=cardNumber`,
      admin,
    );
    expect(byNumber.json().totalCards).toBe(0);
    const bad = await get(ctx, `/api/cards/cards?${ALL}&searchBy=x&searchColumns=password`, admin);
    expect(bad.statusCode).toBe(400);
  });

  it('finds a term across embossing lines, in the cost centre and any case, like a plain per-column search', async () => {
    const mineIds = sql.join(
      mine.map((c) => sql`${Number(c.card_id)}`),
      sql`, `,
    );
    const [row] = await queryRows<{ card_id: string; line1: string; line2: string }>(
      ctx.database.db,
      sql`select card_id::text, embossing_line1 as line1, embossing_line2 as line2 from cards
           where card_id in (${mineIds})
             and length(embossing_line1) > 1 and length(embossing_line2) > 1
           order by card_id limit 1`,
    );
    const card = { card_id: row?.card_id };
    // The last letters of line 1, the space the search puts between lines, the first of line 2.
    const spanning = `${row?.line1.slice(-2)} ${row?.line2.slice(0, 2)}`.toLowerCase();
    const found = await get(
      ctx,
      `/api/cards/cards?${ALL}&searchBy=${encodeURIComponent(spanning)}&pageSize=500`,
      admin,
    );
    expect(found.json().cards.map((c: { cardId: number }) => c.cardId)).toContain(Number(card.card_id));
    // The same search written plainly, column by column, over the cards in scope.
    const pattern = `%${spanning}%`;
    const [plain] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from cards
           where card_id in (${mineIds})
             and (card_number ilike ${pattern} or card_serial_number ilike ${pattern}
                  or card_holder_name ilike ${pattern} or vehicle_registration ilike ${pattern}
                  or cost_center_name ilike ${pattern}
                  or concat_ws(' ', embossing_line1, embossing_line2, embossing_line3) ilike ${pattern})`,
    );
    expect(found.json().totalCards).toBe(plain?.n);
  });

  it('a page served again from the cache shows a renamed restriction profile at once (DESIGN §6 generations)', async () => {
    const url = `/api/cards/cards?${ALL}&sortBy=profileName&sortOrder=desc`;
    const first = (await get(ctx, url, admin)).json();
    expect((await get(ctx, url, admin)).json()).toEqual(first);
    const card = first.cards.find((c: { profileId: number | null }) => c.profileId) as {
      profileId: number;
      profileName: string;
    };
    expect(card).toBeDefined();
    await queryRows(
      ctx.database.db,
      sql`update restriction_profiles set profile_name = 'ZZ CACHE TEST' where profile_id = ${card.profileId}`,
    );
    try {
      const again = (await get(ctx, url, admin)).json();
      expect(again.cards[0].profileName).toBe('ZZ CACHE TEST');
    } finally {
      await queryRows(
        ctx.database.db,
        sql`update restriction_profiles set profile_name = ${card.profileName} where profile_id = ${card.profileId}`,
      );
    }
  });

  it('filters by status group: the re-issue list sides, stopped cards; unknown groups are refused', async () => {
    const awaiting = (
      await get(ctx, `/api/cards/cards?${ALL}&statusGroupTypes=awaitReissue&pageSize=500`, admin)
    ).json();
    expect(awaiting.totalCards).toBeGreaterThan(0);
    for (const c of awaiting.cards) expect(c.cardStatusId).toBe(930);
    const not = (
      await get(ctx, `/api/cards/cards?${ALL}&statusGroupTypes=notForReissue&pageSize=500`, admin)
    ).json();
    expect(not.totalCards).toBeGreaterThan(0);
    for (const c of not.cards) expect(c.cardStatusId).toBe(940);
    const stopped = (
      await get(ctx, `/api/cards/cards?${ALL}&statusGroupTypes=stopped&pageSize=500`, admin)
    ).json();
    for (const c of stopped.cards) expect(c.isStopped).toBe(true);
    expect((await get(ctx, `/api/cards/cards?${ALL}&statusGroupTypes=bogus`, admin)).statusCode).toBe(400);
  });

  it('shapes a card row with Y/N flags, expiry month and year and the details key', async () => {
    const row = (await get(ctx, `/api/cards/cards?${ALL}&pageSize=1`, admin)).json().cards[0];
    expect(row.cardKey).toBe(`${row.authorityId.charAt(0)}${row.cardNumber}`);
    expect(['Y', 'N']).toContain(row.fuelAndCharge);
    expect(row.expiryDate.month).toBeGreaterThanOrEqual(1);
    expect(row.currentCardStatusId).toBe(row.cardStatusId);
  });

  it('downloads the list as Card_{authority}_{ddMMyy}.xlsx', async () => {
    const authority = reach[0] as string;
    const res = await get(ctx, `/api/cards/cards/download?accessLevel=A&accessLevelCode=${authority}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(String(res.headers['content-disposition'])).toMatch(new RegExp(`Card_${authority}_\\d{6}\\.xlsx`));
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
    // Issue 15: card types and statuses by name, not codes like POOL_CARD.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const header = (sheet?.getRow(1).values ?? []) as unknown[];
    const typeColumn = header.indexOf('Card type');
    const statusColumn = header.indexOf('Card status');
    const types = new Set<string>();
    const statuses = new Set<string>();
    sheet?.eachRow((row, n) => {
      if (n === 1) return;
      types.add(String(row.getCell(typeColumn).value));
      statuses.add(String(row.getCell(statusColumn).value));
    });
    expect(types.size).toBeGreaterThan(0);
    for (const type of types) expect(type).toMatch(/^[A-Z][a-z]+( [a-zA-Z]+)*$/);
    for (const status of statuses) expect(status).not.toMatch(/^status_|^[A-Z_]+$/);
    const foreignRes = await get(
      ctx,
      `/api/cards/cards/download?accessLevel=A&accessLevelCode=${foreign[0]?.authority_id}`,
      admin,
    );
    expect(foreignRes.statusCode).toBe(403);
    const badSort = await get(
      ctx,
      `/api/cards/cards/download?accessLevel=A&accessLevelCode=${authority}&sortBy=x`,
      admin,
    );
    expect(badSort.statusCode).toBe(400);
  });
});
