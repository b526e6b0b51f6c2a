import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { active, admin, CLAIRE, ctx, foreign, reach, take, useCardsDemo } from './demo-fixture';
import { type DbCard, insertProfile, send, setMigration, setStatus, statusOf } from './support';

describe('card edits: details and restriction profile link (spec 002 §4.4, §4.5, §5.2)', () => {
  useCardsDemo();

  const update = (card: DbCard, request: Record<string, unknown>, authorityId = card.authority_id) =>
    send(ctx, 'PATCH', '/api/cards/card-action/update-cards', admin, {
      authorityId,
      countryCode: 'DE',
      cardUpdates: [{ cardId: Number(card.card_id), cardUpdateRequest: request }],
    });
  const link = (card: DbCard, profileId: number | null, extra: Record<string, unknown> = {}) =>
    send(ctx, 'PUT', '/api/cards/restrictions/profile', admin, {
      cardRestrictionDetails: [
        { authorityId: card.authority_id, cardId: Number(card.card_id), profileId, ...extra },
      ],
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
});
