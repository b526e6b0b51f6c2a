import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { reachableAuthorities } from '../cards/support';
import { createDemoApp } from '../helpers/demo-app';
import { WRITE_HEADERS } from '../helpers/sign-in';
import { type Authority, type DemoCtx, newKey, order, orderableAuthorities, vehicleOrder } from './support';

type Card = { card_id: string; card_number: string; card_status_id: number };

describe('replacement orders (spec 002 §4.3, §4.4, §4.6, §9; issue 18)', () => {
  let ctx: DemoCtx;
  let admin: string;
  let a: Authority;
  const used = new Set<string>();

  const take = async (statusId = 100): Promise<Card> => {
    const rows = await queryRows<Card>(
      ctx.database.db,
      sql`select card_id::text, card_number, card_status_id from cards
           where authority_id = ${a.authority_id} and card_status_id = ${statusId} and replace_card_ordered_on is null
           order by card_id`,
    );
    const card = rows.find((c) => !used.has(c.card_id));
    if (!card) throw new Error(`no card with status ${statusId}`);
    used.add(card.card_id);
    return card;
  };
  const replace = (card: Card, reasonCode: number, key = newKey()) =>
    order(
      ctx,
      admin,
      {
        authorityId: a.authority_id,
        replacecard: [{ ...vehicleOrder(a), reasonCode, cardnumber: card.card_number }],
      },
      key,
      '/api/cards/replacecardorder',
    );
  const cardRow = async (cardId: string | number) =>
    (
      await queryRows<{ card_status_id: number; replaced: boolean; replaces_card_id: string | null }>(
        ctx.database.db,
        sql`select card_status_id, replace_card_ordered_on is not null as replaced, replaces_card_id::text
              from cards where card_id = ${Number(cardId)}`,
      )
    )[0];

  beforeAll(async () => {
    ctx = await createDemoApp();
    admin = await ctx.signInAs('customerAdmin');
    const reach = await reachableAuthorities(ctx, admin);
    const all = await orderableAuthorities(ctx, reach);
    const de = all.find((x) => x.country_code === 'DE');
    if (!de) throw new Error('no DE authority');
    a = de;
  }, 180_000);
  afterAll(() => ctx.close());

  it('after the stop flow: the old card stays stolen and is marked replaced, the new card replaces it, RCRQ/RCRP', async () => {
    const card = await take();
    const stop = await ctx.app.inject({
      method: 'POST',
      url: '/api/cards/card-action/stop-cards',
      headers: { ...WRITE_HEADERS, cookie: admin },
      payload: {
        authorityId: a.authority_id,
        stopCardsDetails: [{ cardId: Number(card.card_id), cardStatusId: 2, prevCardStatusId: 100 }],
      },
    });
    expect(stop.statusCode, stop.body).toBe(200);
    const res = await replace(card, 2);
    expect(res.statusCode, res.body).toBe(200);
    expect(await cardRow(card.card_id)).toMatchObject({ card_status_id: 2, replaced: true });
    const [created] = await queryRows<{ card_id: string; kind: string; reason_code: number }>(
      ctx.database.db,
      sql`select card_id::text, kind, reason_code from card_orders where correlation_id = ${res.json().correlationId}::uuid`,
    );
    expect(created).toMatchObject({ kind: 'replacement', reason_code: 2 });
    expect((await cardRow(created?.card_id ?? 0))?.replaces_card_id).toBe(card.card_id);
    const audit = await queryRows<{ action_code: string }>(
      ctx.database.db,
      sql`select action_code from audit_log where action_code in ('RCRQ', 'RCRP') and body->>'cardnumber' = ${card.card_number} order by id`,
    );
    expect(audit.map((x) => x.action_code)).toEqual(['RCRQ', 'RCRP']);
    // A card replaced once is not replaced again.
    expect((await replace(card, 2)).statusCode).toBe(409);
  });

  it('from edit details: an active card takes reason 31 (damaged) with a history row', async () => {
    const card = await take();
    const res = await replace(card, 31);
    expect(res.statusCode, res.body).toBe(200);
    expect(await cardRow(card.card_id)).toMatchObject({ card_status_id: 31, replaced: true });
  });

  it('refuses reason 31 for a card in status 910, an unknown reason, and a card of another authority', async () => {
    const card = await take();
    await ctx.database.db.execute(
      sql`update cards set card_status_id = 910 where card_id = ${Number(card.card_id)}`,
    );
    const refused = await replace(card, 31);
    expect([refused.statusCode, refused.json().messageKey]).toEqual([400, 'stop_card_reason_not_allowed']);
    expect((await cardRow(card.card_id))?.card_status_id).toBe(910);
    expect((await replace(card, 3)).statusCode).toBe(200);
    expect((await replace(await take(), 7)).statusCode).toBe(400);
    const [foreign] = await queryRows<{ card_number: string }>(
      ctx.database.db,
      sql`select card_number from cards where authority_id <> ${a.authority_id} limit 1`,
    );
    const other = await replace(
      { card_id: '0', card_number: foreign?.card_number ?? '', card_status_id: 100 },
      2,
    );
    expect(other.statusCode).toBe(404);
  });
});
