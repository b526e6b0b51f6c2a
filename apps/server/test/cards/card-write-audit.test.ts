import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { createDemoApp } from '../helpers/demo-app';
import {
  cardsOf,
  type DbCard,
  type DemoCtx,
  insertProfile,
  reachableAuthorities,
  send,
  setMigration,
  statusOf,
} from './support';

const CLAIRE = 'claire.admin@northwind.example';

type AuditRow = {
  action_code: string;
  is_success: boolean;
  authority_ids: string[];
  body: Record<string, unknown>;
};

/** DESIGN §3, issue 13 §4: every card write leaves its audit row, a refused one a failed row and no change. */
describe('card write audit rows (CPIN, PRLK, PRUL, CDUP, RISC, SCRQ/SCRP)', () => {
  let ctx: DemoCtx;
  let admin: string;
  let cards: DbCard[];
  const used = new Set<string>();
  const fresh = (where: (c: DbCard) => boolean) => {
    const card = cards.find(
      (c) => !used.has(c.card_id) && c.card_status_id === 100 && !c.authority_stopped && where(c),
    );
    if (!card) throw new Error('no card left');
    used.add(card.card_id);
    return card;
  };
  const rowsOf = (card: DbCard, code: string) =>
    queryRows<AuditRow>(
      ctx.database.db,
      sql`select action_code, is_success, authority_ids, body from audit_log
           where body->>'cardId' = ${card.card_id} and action_code = ${code} order by id`,
    );
  const expectRows = async (card: DbCard, code: string, success: boolean[]) => {
    const rows = await rowsOf(card, code);
    expect(rows.map((r) => r.is_success)).toEqual(success);
    for (const r of rows) expect(r.authority_ids).toEqual([card.authority_id]);
    return rows;
  };

  beforeAll(async () => {
    ctx = await createDemoApp();
    admin = await ctx.signInAs('customerAdmin');
    cards = await cardsOf(ctx, await reachableAuthorities(ctx, admin));
  }, 180_000);
  afterAll(() => ctx.close());

  it('PIN change: CPIN with the authority and no PIN; above migration 2 a failed CPIN and no change', async () => {
    const card = fresh((c) => c.pin_method === 1);
    const body = { pinDetails: [{ cardId: Number(card.card_id), pin: '4826', pinReq: card.pin_req }] };
    expect((await send(ctx, 'PATCH', '/api/cards/cardpin/updatepin', admin, body)).statusCode).toBe(200);
    const [ok] = await expectRows(card, 'CPIN', [true]);
    expect(JSON.stringify(ok?.body)).not.toContain('4826');

    const other = fresh((c) => c.pin_method === 1);
    await setMigration(ctx, CLAIRE, 3);
    const refused = await send(ctx, 'PATCH', '/api/cards/cardpin/updatepin', admin, {
      pinDetails: [{ cardId: Number(other.card_id), pin: '4826', pinReq: other.pin_req }],
    });
    await setMigration(ctx, CLAIRE, 0);
    expect(refused.statusCode).toBe(403);
    const [failed] = await rowsOf(other, 'CPIN');
    expect(failed).toMatchObject({ is_success: false, body: { outcome: 'migration_blocked' } });
    expect((await statusOf(ctx, other.card_id))?.card_status_id).toBe(100);
  });

  it('profile link and unlink: PRLK and PRUL; a profile of another authority leaves a failed PRLK', async () => {
    const card = fresh(() => true);
    const profileOf = (authorityId: string) =>
      insertProfile(ctx, authorityId, `Audit profile ${authorityId}`);
    const link = (profileId: number | null, extra: Record<string, unknown> = {}) =>
      send(ctx, 'PUT', '/api/cards/restrictions/profile', admin, {
        cardRestrictionDetails: [
          { authorityId: card.authority_id, cardId: Number(card.card_id), profileId, ...extra },
        ],
      });
    const profileId = await profileOf(card.authority_id);
    expect((await link(profileId)).statusCode).toBe(200);
    expect((await link(null, { isUnlink: true })).statusCode).toBe(200);
    const [linked] = await expectRows(card, 'PRLK', [true]);
    expect(linked?.body).toMatchObject({ profileId });
    await expectRows(card, 'PRUL', [true]);

    const otherAuthority = cards.find((c) => c.authority_id !== card.authority_id)?.authority_id as string;
    expect((await link(await profileOf(otherAuthority))).statusCode).toBe(404);
    await expectRows(card, 'PRLK', [true, false]);
    expect((await statusOf(ctx, card.card_id))?.profile_id).toBeNull();
  });

  it('details update: CDUP naming the fields; a stopped card leaves a failed CDUP and its details', async () => {
    const update = (c: DbCard, request: Record<string, unknown>) =>
      send(ctx, 'PATCH', '/api/cards/card-action/update-cards', admin, {
        authorityId: c.authority_id,
        countryCode: 'DE',
        cardUpdates: [{ cardId: Number(c.card_id), cardUpdateRequest: request }],
      });
    const card = fresh(() => true);
    expect((await update(card, { SubCostCentre: 'AUD1', TargetNeutral: 'Y' })).statusCode).toBe(200);
    const [ok] = await expectRows(card, 'CDUP', [true]);
    expect(ok?.body).toMatchObject({ fields: ['SubCostCentre', 'TargetNeutral'] });

    const stopped = fresh(() => true);
    await ctx.database.db.execute(
      sql`update cards set card_status_id = 2 where card_id = ${Number(stopped.card_id)}`,
    );
    const refused = await update(stopped, { SubCostCentre: 'AUD2' });
    expect(refused.statusCode).toBe(409);
    const [failed] = await expectRows(stopped, 'CDUP', [false]);
    expect(failed?.body).toMatchObject({ outcome: 'card_stopped' });
    const [row] = await queryRows<{ sub_cost_center: string | null }>(
      ctx.database.db,
      sql`select sub_cost_center from cards where card_id = ${Number(stopped.card_id)}`,
    );
    expect(row?.sub_cost_center).not.toBe('AUD2');
  });

  it('re-issue status: RISC; a stale status answers transStatus false, a failed RISC and no change', async () => {
    const card = fresh((c) => c.has_reissue_feature);
    const toggle = (prev: number, to: number) =>
      send(ctx, 'POST', '/api/cards/card-action/card-status', admin, {
        cardStatuses: [{ cardId: Number(card.card_id), prevCardStatusId: prev, setCardStatusId: to }],
      });
    expect((await toggle(100, 940)).json().cardResponses[0].transStatus).toBe(true);
    const stale = await toggle(100, 930);
    expect(stale.json().cardResponses[0].transStatus).toBe(false);
    const rows = await expectRows(card, 'RISC', [true, false]);
    expect(rows[1]?.body).toMatchObject({ outcome: 'card_status_changed' });
    expect((await statusOf(ctx, card.card_id))?.card_status_id).toBe(940);
  });

  it('a refused stop leaves SCRQ and SCRP with isSuccess false and the card unchanged', async () => {
    const card = fresh(() => true);
    await setMigration(ctx, CLAIRE, 2);
    const res = await send(ctx, 'POST', '/api/cards/card-action/stop-cards', admin, {
      authorityId: card.authority_id,
      stopCardsDetails: [
        { cardId: Number(card.card_id), countryCode: 'DE', cardStatusId: 2, prevCardStatusId: 100 },
      ],
    });
    await setMigration(ctx, CLAIRE, 0);
    expect(res.statusCode).toBe(403);
    await expectRows(card, 'SCRQ', [false]);
    await expectRows(card, 'SCRP', [false]);
    expect((await statusOf(ctx, card.card_id))?.card_status_id).toBe(100);
  });
});
