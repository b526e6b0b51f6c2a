import { cardStatusStyle } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { alertLevel } from '../../src/modules/cards/details';
import { normaliseCardSearch } from '../../src/modules/cards/list';
import { createDemoApp } from '../helpers/demo-app';
import {
  cardsOf,
  type DbCard,
  type DemoCtx,
  foreignCards,
  get,
  reachableAuthorities,
  setMigration,
} from './support';

describe('manage cards: list, columns, details, history, transactions (spec 002 §2.3, §3.6-§3.9, §5.3, §7)', () => {
  let ctx: DemoCtx;
  let admin: string;
  let user: string;
  let platformAdmin: string;
  let reach: string[];
  let mine: DbCard[];
  let foreign: DbCard[];
  const ALL = 'accessLevel=G&accessLevelCode=ALL';

  beforeAll(async () => {
    ctx = await createDemoApp();
    admin = await ctx.signInAs('customerAdmin');
    user = await ctx.signInAs('user');
    platformAdmin = await ctx.signInAs('platformAdmin');
    reach = await reachableAuthorities(ctx, admin);
    mine = await cardsOf(ctx, reach);
    foreign = await foreignCards(ctx, reach);
  }, 180_000);
  afterAll(() => ctx.close());

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

  it('offers the column choices; status is fixed; a migrated user loses the profile column (§4.9)', async () => {
    const view = (await get(ctx, '/api/cards/cards/viewcols', admin)).json();
    expect(view.columns.find((c: { columnName: string }) => c.columnName === 'cardStatus').isFixed).toBe(
      true,
    );
    expect(view.columns.map((c: { columnName: string }) => c.columnName)).toContain('profileName');
    const profile = (await get(ctx, '/api/cards/cards/profilecols', admin)).json();
    expect(profile.columns.length).toBeGreaterThan(3);
    await setMigration(ctx, 'claire.admin@northwind.example', 1);
    try {
      const migrated = (await get(ctx, '/api/cards/cards/viewcols', admin)).json();
      expect(migrated.columns.map((c: { columnName: string }) => c.columnName)).not.toContain('profileName');
    } finally {
      await setMigration(ctx, 'claire.admin@northwind.example', 0);
    }
    expect((await get(ctx, '/api/cards/cards/viewcols', platformAdmin)).statusCode).toBe(403);
  });

  it('answers the card details sections by {first letter of authority}{card number}; foreign cards are 404', async () => {
    const card = mine[0] as DbCard;
    const key = `${card.authority_id.charAt(0)}${card.card_number}`;
    const res = await get(ctx, `/api/cards/cards/${key}/details`, admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body)).toEqual(
      expect.arrayContaining([
        'accountDetails',
        'general',
        'restrictions',
        'offers',
        'embossingDetails',
        'virtualCard',
      ]),
    );
    expect(body.accountDetails.authorityId).toBe(card.authority_id);
    expect(body.embossingDetails.cardSerialNumber).toBe(card.card_serial_number);
    const wrongLetter = key.charAt(0) === 'Z' ? 'Y' : 'Z';
    expect(
      (await get(ctx, `/api/cards/cards/${wrongLetter}${card.card_number}/details`, admin)).statusCode,
    ).toBe(404);
    const other = foreign[0] as DbCard;
    const foreignKey = `${other.authority_id.charAt(0)}${other.card_number}`;
    expect((await get(ctx, `/api/cards/cards/${foreignKey}/details`, admin)).statusCode).toBe(404);
    expect((await get(ctx, `/api/cards/cards/${key}/details`, user)).statusCode).toBe(
      (await reachableAuthorities(ctx, user)).includes(card.authority_id) ? 200 : 404,
    );
  });

  it('answers the status history newest first; foreign cards and cards outside the asked scope are 404', async () => {
    const card = mine.find((c) => c.card_status_id !== 1) as DbCard;
    const res = await get(ctx, `/api/cards/cards/${card.card_id}/history?${ALL}`, admin);
    expect(res.statusCode).toBe(200);
    const [entry] = res.json().cardStatus;
    expect(entry.cardSerialNumber).toBe(card.card_serial_number);
    expect(entry.statusHistory.length).toBeGreaterThan(1);
    expect(entry.statusHistory[0].cardStatusId).toBe(card.card_status_id);
    const times = entry.statusHistory.map((h: { dateTime: string }) => h.dateTime);
    expect(times).toEqual([...times].sort().reverse());
    expect((await get(ctx, `/api/cards/cards/${foreign[0]?.card_id}/history`, admin)).statusCode).toBe(404);
    const otherAuthority = reach.find((a) => a !== card.authority_id) as string;
    const narrowed = await get(
      ctx,
      `/api/cards/cards/${card.card_id}/history?accessLevel=A&accessLevelCode=${otherAuthority}`,
      admin,
    );
    expect(narrowed.statusCode).toBe(404);
  });

  it('answers at most `count` recent and alerted transactions with their alert levels (spec 002 §3.8, §9)', async () => {
    const [busy] = await queryRows<{ card_id: string }>(
      ctx.database.db,
      sql`select card_id::text from transactions where authority_id in (${sql.join(
        reach.map((a) => sql`${a}`),
        sql`, `,
      )}) group by card_id order by count(distinct transaction_id) desc limit 1`,
    );
    const res = await get(ctx, `/api/transactions/transactions/card/${busy?.card_id}?count=3`, admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.transactions.length).toBe(3);
    expect(body.alertedTransactions.length).toBeLessThanOrEqual(3);
    expect(body.cardImage).toBeTruthy();
    for (const t of [...body.transactions, ...body.alertedTransactions]) {
      const expected =
        t.transactionStatus === 'Declined'
          ? 'critical'
          : t.suspiciousIndicator === 'Y' || t.alertIndicator === 'Y'
            ? 'alert'
            : 'cleared';
      expect(t.alertLevel).toBe(expected);
    }
    for (const t of body.alertedTransactions) expect(t.alertLevel).not.toBe('cleared');
    const times = body.transactions.map((t: { transactionDateTime: string }) => t.transactionDateTime);
    expect(times).toEqual([...times].sort().reverse());
    expect(alertLevel({ status: 'Authorised', suspicious: false, alert: false })).toBe('cleared');
    expect(
      (await get(ctx, `/api/transactions/transactions/card/${foreign[0]?.card_id}?count=3`, admin))
        .statusCode,
    ).toBe(404);
    const foreignScope = await get(
      ctx,
      `/api/transactions/transactions/card/${busy?.card_id}?count=3&AuthorityIds=${foreign[0]?.authority_id}`,
      admin,
    );
    expect(foreignScope.statusCode).toBe(403);
  });

  it('styles statuses as the spec says (spec 002 §4.1)', () => {
    expect(cardStatusStyle(100)).toBe('success');
    expect(cardStatusStyle(31)).toBe('danger');
    expect(cardStatusStyle(910)).toBe('warning');
  });
});
