import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { createDemoApp } from '../helpers/demo-app';
import {
  cardsOf,
  type DbCard,
  type DemoCtx,
  foreignCards,
  get,
  historyCount,
  insertProfile,
  reachableAuthorities,
  send,
  setMigration,
  setStatus,
  statusOf,
} from './support';

const CLAIRE = 'claire.admin@northwind.example';

describe('card actions: update, stop, PIN, restriction link, re-issue (spec 002 §4.2-§4.5, §4.9, §5.2, §7)', () => {
  let ctx: DemoCtx;
  let admin: string;
  let platformAdmin: string;
  let reach: string[];
  let pool: DbCard[];
  let foreign: DbCard[];
  const used = new Set<string>();

  /** A fresh active card (status 100) of a running authority that no other test touched. */
  const take = (where: (c: DbCard) => boolean = () => true): DbCard => {
    const card = pool.find((c) => !used.has(c.card_id) && where(c));
    if (!card) throw new Error('no card left for this test');
    used.add(card.card_id);
    return card;
  };
  const active = (c: DbCard) => c.card_status_id === 100 && !c.authority_stopped;

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
  const pin = (card: DbCard, value: string, cookie = admin) =>
    send(ctx, 'PATCH', '/api/cards/cardpin/updatepin', cookie, {
      pinDetails: [{ cardId: Number(card.card_id), pin: value, pinReq: card.pin_req }],
    });
  const update = (card: DbCard, request: Record<string, unknown>, authorityId = card.authority_id) =>
    send(ctx, 'PATCH', '/api/cards/card-action/update-cards', admin, {
      authorityId,
      countryCode: 'DE',
      cardUpdates: [{ cardId: Number(card.card_id), cardUpdateRequest: request }],
    });
  const reissue = (card: DbCard, prev: number, to: number, cookie = admin) =>
    send(ctx, 'POST', '/api/cards/card-action/card-status', cookie, {
      cardStatuses: [{ cardId: Number(card.card_id), prevCardStatusId: prev, setCardStatusId: to }],
    });
  const link = (card: DbCard, profileId: number | null, extra: Record<string, unknown> = {}) =>
    send(ctx, 'PUT', '/api/cards/restrictions/profile', admin, {
      cardRestrictionDetails: [
        { authorityId: card.authority_id, cardId: Number(card.card_id), profileId, ...extra },
      ],
    });
  const auditRows = async (cardId: string) =>
    queryRows<{ action_code: string; is_success: boolean; body: Record<string, unknown> }>(
      ctx.database.db,
      sql`select action_code, is_success, body from audit_log
           where body->>'cardId' = ${cardId} and action_code in ('SCRQ', 'SCRP') order by id`,
    );

  beforeAll(async () => {
    ctx = await createDemoApp();
    admin = await ctx.signInAs('customerAdmin');
    platformAdmin = await ctx.signInAs('platformAdmin');
    reach = await reachableAuthorities(ctx, admin);
    pool = await cardsOf(ctx, reach);
    foreign = await foreignCards(ctx, reach);
  }, 180_000);
  afterAll(() => ctx.close());

  describe('stop card (§4.3, §5.2)', () => {
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

  describe('edit PIN (§4.5, §5.2)', () => {
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

  describe('edit details (§4.4, §5.2)', () => {
    it('saves changed details and answers 200', async () => {
      const card = take(active);
      const res = await update(card, {
        SecondSortLabel: 'C'.repeat(36),
        SubCostCentre: 'SUB1',
        TargetNeutral: 'Y',
      });
      expect(res.statusCode).toBe(200);
      const [row] = await queryRows<{
        cost_center_name: string;
        sub_cost_center: string;
        target_neutral: boolean;
      }>(
        ctx.database.db,
        sql`select cost_center_name, sub_cost_center, target_neutral from cards where card_id = ${Number(card.card_id)}`,
      );
      expect(row).toEqual({
        cost_center_name: 'C'.repeat(36),
        sub_cost_center: 'SUB1',
        target_neutral: true,
      });
    });

    it('refuses a cost centre over 36 and a sub cost centre over 20, and an empty change', async () => {
      const card = take(active);
      expect((await update(card, { SecondSortLabel: 'C'.repeat(37) })).json().messageKey).toBe(
        'cost_centre_max_length',
      );
      expect((await update(card, { SubCostCentre: 'S'.repeat(21) })).json().messageKey).toBe(
        'sub_cost_centre_max_length',
      );
      expect((await update(card, {})).json().messageKey).toBe('card_no_changes');
    });

    it('refuses stopped cards (409), migration above 1 (403), foreign authorities (403) and cards (404)', async () => {
      const card = take(active);
      await setStatus(ctx, card.card_id, 2);
      expect((await update(card, { SubCostCentre: 'X' })).statusCode).toBe(409);
      const other = take(active);
      await setMigration(ctx, CLAIRE, 2);
      try {
        expect((await update(other, { SubCostCentre: 'X' })).json().messageKey).toBe('migration_blocked');
      } finally {
        await setMigration(ctx, CLAIRE, 0);
      }
      expect((await update(other, { SubCostCentre: 'X' }, foreign[0]?.authority_id)).statusCode).toBe(403);
      expect(
        (await update(foreign[0] as DbCard, { SubCostCentre: 'X' }, other.authority_id)).statusCode,
      ).toBe(404);
    });
  });

  describe('restriction profile link (§4.5, §5.2)', () => {
    let profiles = 0;
    const profileFor = (authorityId: string) => {
      profiles += 1;
      return insertProfile(ctx, authorityId, `Test profile ${profiles}`);
    };

    it('links a profile of the same authority, unlinks it, and refuses a profile of another authority', async () => {
      const card = take(active);
      const profileId = await profileFor(card.authority_id);
      const res = await link(card, profileId);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ successCardCount: 1, successProfileCount: 1 });
      expect((await statusOf(ctx, card.card_id))?.profile_id).toBe(profileId);
      expect((await link(card, null, { isUnlink: true })).statusCode).toBe(200);
      expect((await statusOf(ctx, card.card_id))?.profile_id).toBeNull();
      const otherAuthority = reach.find((a) => a !== card.authority_id) as string;
      const elsewhere = await profileFor(otherAuthority);
      expect((await link(card, elsewhere)).statusCode).toBe(404);
      expect((await link(card, null)).json().messageKey).toBe('restriction_profile_not_found');
    });

    it('refuses when the acknowledgement flag is N, when stopped, above migration 2 and for other tenants', async () => {
      const card = take(active);
      const profileId = await profileFor(card.authority_id);
      await ctx.database.db.execute(
        sql`update authorities set restriction_ack_flag = 'N' where authority_id = ${card.authority_id}`,
      );
      try {
        expect((await link(card, profileId)).json().messageKey).toBe('restriction_not_allowed');
      } finally {
        await ctx.database.db.execute(
          sql`update authorities set restriction_ack_flag = null where authority_id = ${card.authority_id}`,
        );
      }
      await setMigration(ctx, CLAIRE, 3);
      try {
        expect((await link(card, profileId)).json().messageKey).toBe('migration_blocked');
      } finally {
        await setMigration(ctx, CLAIRE, 0);
      }
      await setStatus(ctx, card.card_id, 31);
      expect((await link(card, profileId)).statusCode).toBe(409);
      const other = foreign[0] as DbCard;
      expect((await link(other, profileId)).statusCode).toBe(403);
    });
  });

  describe('re-issue toggle (§4.2)', () => {
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
      expect((await reissue(plain, 100, 940)).json().cardResponses[0].message).toBe(
        'card_no_reissue_feature',
      );
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
