import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { active, admin, CLAIRE, ctx, foreign, take, useCardsDemo } from './demo-fixture';
import { type DbCard, historyCount, send, setMigration, setStatus, statusOf } from './support';

describe('edit PIN (spec 002 §4.5, §5.2)', () => {
  useCardsDemo();

  const pin = (card: DbCard, value: string, cookie = admin) =>
    send(ctx, 'PATCH', '/api/cards/cardpin/updatepin', cookie, {
      pinDetails: [{ cardId: Number(card.card_id), pin: value, pinReq: card.pin_req }],
    });

  const editable = (c: DbCard) => active(c) && c.pin_method === 1;

  it('refuses the weak PINs with pin_pin_week, non-digits and short PINs', async () => {
    const card = take(editable);
    for (const weak of ['1234', '0000', '8520', '0258']) {
      const res = await pin(card, weak);
      expect(res.statusCode).toBe(400);
      expect(res.json().messageKey).toBe('pin_pin_week');
    }
    expect((await pin(card, '12a4')).json().messageKey).toBe('pin_numeric_only');
    expect((await pin(card, '123')).json().messageKey).toBe('pin_pin_required');
    expect((await pin(card, '12345')).json().messageKey).toBe('pin_pin_required');
    expect((await statusOf(ctx, card.card_id))?.card_status_id).toBe(100);
  });

  it('changes the PIN of an active card: status 350 with a history row', async () => {
    const card = take(editable);
    const before = await historyCount(ctx, card.card_id);
    const res = await pin(card, '4826');
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    expect((await statusOf(ctx, card.card_id))?.card_status_id).toBe(350);
    expect(await historyCount(ctx, card.card_id)).toBe(before + 1);
  });

  it('refuses the PIN methods §4.5 names (2 or 3, 0 with pinReq 4) and stopped cards', async () => {
    const card = take(editable);
    for (const [method, req] of [
      [2, 1],
      [3, 1],
      [0, 4],
      [9, 1],
    ] as const) {
      await ctx.database.db.execute(
        sql`update cards set pin_method = ${method}, pin_req = ${req} where card_id = ${Number(card.card_id)}`,
      );
      const res = await pin(card, '4826');
      expect(res.statusCode, `${method}/${req}`).toBe(400);
      expect(res.json().messageKey).toBe('pin_not_editable');
    }
    await ctx.database.db.execute(
      sql`update cards set pin_method = 0, pin_req = 1 where card_id = ${Number(card.card_id)}`,
    );
    expect((await pin(card, '4826')).statusCode).toBe(200);
    const stopped = take(editable);
    await setStatus(ctx, stopped.card_id, 3);
    expect((await pin(stopped, '4826')).json().messageKey).toBe('card_stopped');
  });

  it('is allowed at migration status 2 and blocked above 2 (§4.9); foreign cards are 404', async () => {
    const card = take(editable);
    await setMigration(ctx, CLAIRE, 2);
    try {
      expect((await pin(card, '4826')).statusCode).toBe(200);
      await setMigration(ctx, CLAIRE, 3);
      expect((await pin(take(editable), '4826')).json().messageKey).toBe('migration_blocked');
    } finally {
      await setMigration(ctx, CLAIRE, 0);
    }
    expect((await pin(foreign[0] as DbCard, '4826')).statusCode).toBe(404);
    const scoped = await send(
      ctx,
      'PATCH',
      `/api/cards/cardpin/updatepin?accessLevel=A&accessLevelCode=${foreign[0]?.authority_id}`,
      admin,
      { pinDetails: [{ cardId: Number(card.card_id), pin: '4826' }] },
    );
    expect(scoped.statusCode).toBe(403);
  });
});
