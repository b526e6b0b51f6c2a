import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { active, admin, ctx, foreign, platformAdmin, take, useCardsDemo } from './demo-fixture';
import { type DbCard, get, historyCount, send, setStatus, statusOf } from './support';

describe('re-issue toggle (spec 002 §4.2)', () => {
  useCardsDemo();

  const reissue = (card: DbCard, prev: number, to: number, cookie = admin) =>
    send(ctx, 'POST', '/api/cards/card-action/card-status', cookie, {
      cardStatuses: [{ cardId: Number(card.card_id), prevCardStatusId: prev, setCardStatusId: to }],
    });

  it('sets an active card not for re-issue, then for re-issue, each with a history row and the success shape', async () => {
    const card = take((c) => active(c) && c.has_reissue_feature);
    const before = await historyCount(ctx, card.card_id);
    const off = await reissue(card, 100, 940);
    expect(off.statusCode).toBe(200);
    expect(off.json().cardResponses[0].transStatus).toBe(true);
    expect(off.json().message).toBe('Card status updated successfully');
    expect((await statusOf(ctx, card.card_id))?.card_status_id).toBe(940);
    const listed = (
      await get(
        ctx,
        '/api/cards/cards?accessLevel=G&accessLevelCode=ALL&statusGroupTypes=notForReissue&pageSize=500',
        admin,
      )
    ).json();
    expect(listed.cards.map((c: { cardId: number }) => c.cardId)).toContain(Number(card.card_id));
    const on = await reissue(card, 940, 930);
    expect(on.json().cardResponses[0].transStatus).toBe(true);
    expect((await statusOf(ctx, card.card_id))?.card_status_id).toBe(930);
    expect(await historyCount(ctx, card.card_id)).toBe(before + 2);
  });

  it('answers transStatus false (nothing changes) for a stale status, a stopped card, no re-issue feature', async () => {
    const card = take((c) => active(c) && c.has_reissue_feature);
    const stale = await reissue(card, 940, 930);
    expect(stale.json().cardResponses[0]).toMatchObject({
      transStatus: false,
      message: 'card_status_changed',
    });
    await setStatus(ctx, card.card_id, 2);
    expect((await reissue(card, 2, 930)).json().cardResponses[0].message).toBe('card_stopped');
    const plain = take(active);
    await ctx.database.db.execute(
      sql`update cards set has_reissue_feature = false where card_id = ${Number(plain.card_id)}`,
    );
    expect((await reissue(plain, 100, 940)).json().cardResponses[0].message).toBe('card_no_reissue_feature');
    expect((await statusOf(ctx, plain.card_id))?.card_status_id).toBe(100);
    const bad = await reissue(plain, 100, 2);
    expect(bad.statusCode).toBe(400);
  });

  it("refuses another tenant's card (404) and the non-impersonating admin (403)", async () => {
    const other = foreign[0] as DbCard;
    expect((await reissue(other, other.card_status_id, 940)).statusCode).toBe(404);
    expect((await reissue(take(active), 100, 940, platformAdmin)).statusCode).toBe(403);
  });
});
