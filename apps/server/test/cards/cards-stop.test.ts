import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { active, admin, CLAIRE, ctx, foreign, platformAdmin, take, useCardsDemo } from './demo-fixture';
import { type DbCard, get, historyCount, send, setMigration, setStatus, statusOf } from './support';

describe('stop card (spec 002 §4.3, §5.2)', () => {
  useCardsDemo();

  const stop = (card: DbCard, reason: unknown, extra: Record<string, unknown> = {}, cookie = admin) =>
    send(ctx, 'POST', '/api/cards/card-action/stop-cards', cookie, {
      authorityId: card.authority_id,
      stopCardsDetails: [
        {
          cardId: Number(card.card_id),
          countryCode: 'DE',
          cardStatusId: reason,
          prevCardStatusId: 100,
          ...extra,
        },
      ],
    });
  const auditRows = async (cardId: string) =>
    queryRows<{ action_code: string; is_success: boolean; body: Record<string, unknown> }>(
      ctx.database.db,
      sql`select action_code, is_success, body from audit_log
           where body->>'cardId' = ${cardId} and action_code in ('SCRQ', 'SCRP') order by id`,
    );

  it('stops with reason stolen and a police reference: status, history and SCRQ/SCRP audit in one change', async () => {
    const card = take(active);
    const before = await historyCount(ctx, card.card_id);
    const res = await stop(card, 2, { policeRefNumber: 'POL-1234' });
    expect(res.statusCode).toBe(200);
    expect(res.json().cardResponses[0]).toMatchObject({ transStatus: true, cardStatusId: 2 });
    expect((await statusOf(ctx, card.card_id))?.card_status_id).toBe(2);
    expect(await historyCount(ctx, card.card_id)).toBe(before + 1);
    const history = (await get(ctx, `/api/cards/cards/${card.card_id}/history`, admin)).json();
    expect(history.cardStatus[0].statusHistory[0]).toMatchObject({
      cardStatusId: 2,
      policeRefNumber: 'POL-1234',
    });
    const audit = await auditRows(card.card_id);
    expect(audit.map((a) => [a.action_code, a.is_success])).toEqual([
      ['SCRQ', true],
      ['SCRP', true],
    ]);
    const listed = (
      await get(
        ctx,
        `/api/cards/cards?accessLevel=G&accessLevelCode=ALL&statusGroupTypes=stopped&pageSize=500`,
        admin,
      )
    ).json();
    expect(listed.cards.map((c: { cardId: number }) => c.cardId)).toContain(Number(card.card_id));
  });

  it('stops with reason lost without a police reference (optional), and damaged (31)', async () => {
    const lost = take(active);
    expect((await stop(lost, 3)).statusCode).toBe(200);
    expect((await statusOf(ctx, lost.card_id))?.card_status_id).toBe(3);
    const damaged = take(active);
    expect((await stop(damaged, 31)).statusCode).toBe(200);
    expect((await statusOf(ctx, damaged.card_id))?.card_status_id).toBe(31);
  });

  it('requires one of the three reasons', async () => {
    const card = take(active);
    const none = await stop(card, undefined);
    expect(none.statusCode).toBe(400);
    expect(none.json().messageKey).toBe('stop_card_reason_required');
    const other = await stop(card, 11);
    expect(other.statusCode).toBe(400);
    expect(other.json().messageKey).toBe('stop_card_reason_required');
    expect((await statusOf(ctx, card.card_id))?.card_status_id).toBe(100);
  });

  it('refuses reason 31 for a card in status 910, and allows the other reasons for it (§4.3, §9)', async () => {
    const card = take(active);
    await setStatus(ctx, card.card_id, 910);
    const res = await stop(card, 31, { prevCardStatusId: 910 });
    expect(res.statusCode).toBe(400);
    expect(res.json().messageKey).toBe('stop_card_reason_not_allowed');
    expect((await statusOf(ctx, card.card_id))?.card_status_id).toBe(910);
    const failed = await auditRows(card.card_id);
    expect(failed.at(-1)).toMatchObject({ action_code: 'SCRP', is_success: false });
    expect((await stop(card, 2, { prevCardStatusId: 910 })).statusCode).toBe(200);
  });

  it('refuses to stop a stopped card and a card whose status changed meanwhile (409)', async () => {
    const card = take(active);
    expect((await stop(card, 2)).statusCode).toBe(200);
    const again = await stop(card, 3, { prevCardStatusId: 2 });
    expect(again.statusCode).toBe(409);
    expect(again.json().messageKey).toBe('card_stopped');
    const other = take(active);
    const stale = await stop(other, 2, { prevCardStatusId: 940 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().messageKey).toBe('card_status_changed');
  });

  it('leaves one history row and a consistent status when the same card is stopped twice at once', async () => {
    const card = take(active);
    const before = await historyCount(ctx, card.card_id);
    const [a, b] = await Promise.all([stop(card, 2), stop(card, 3)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const winner = a.statusCode === 200 ? 2 : 3;
    expect((await statusOf(ctx, card.card_id))?.card_status_id).toBe(winner);
    expect(await historyCount(ctx, card.card_id)).toBe(before + 1);
  });

  it('is blocked above migration status 1 (§4.9)', async () => {
    const card = take(active);
    await setMigration(ctx, CLAIRE, 2);
    try {
      const res = await stop(card, 2);
      expect(res.statusCode).toBe(403);
      expect(res.json().messageKey).toBe('migration_blocked');
    } finally {
      await setMigration(ctx, CLAIRE, 0);
    }
  });

  it("refuses another tenant's authority (403) and card (404), and the non-impersonating admin (403)", async () => {
    const other = foreign[0] as DbCard;
    expect((await stop(other, 2)).statusCode).toBe(403);
    const card = take(active);
    const smuggled = await send(ctx, 'POST', '/api/cards/card-action/stop-cards', admin, {
      authorityId: card.authority_id,
      stopCardsDetails: [
        { cardId: Number(other.card_id), cardStatusId: 2, prevCardStatusId: other.card_status_id },
      ],
    });
    expect(smuggled.statusCode).toBe(404);
    expect((await statusOf(ctx, other.card_id))?.card_status_id).toBe(other.card_status_id);
    expect((await stop(card, 2, {}, platformAdmin)).statusCode).toBe(403);
  });
});
