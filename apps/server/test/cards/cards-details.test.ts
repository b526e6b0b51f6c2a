import { cardStatusStyle } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { alertLevel } from '../../src/modules/cards/details';
import { admin, ctx, foreign, mine, platformAdmin, reach, useCardsDemo, user } from './demo-fixture';
import { type DbCard, get, reachableAuthorities, setMigration } from './support';

describe('card columns, details, history and recent transactions (spec 002 §3.7-§3.9, §4.1)', () => {
  useCardsDemo();
  const ALL = 'accessLevel=G&accessLevelCode=ALL';

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
