import { RESTRICTION_KEYS } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import {
  act,
  admin,
  authorityId,
  create,
  ctx,
  details,
  SAVE,
  save,
  useProfileWriter,
} from './profile-writer';
import { get, odometer, scopeOf, spending } from './restrictions-support';

describe('restriction profiles: edit, rename, link, unlink, base profile, delete (spec 002 §2.5, §2.6, §2.8, §4.12, §6)', () => {
  useProfileWriter();

  it('edits one type, removes another (null) and leaves the rest (§2.8, §4.12)', async () => {
    const created = await create({
      spendingLimitRestriction: spending(),
      odometerAndDistanceRestriction: odometer(),
    });
    const profileId = created.json().profileId;
    const edit = await save({ profileId, odometerAndDistanceRestriction: odometer(2500) });
    expect(edit.statusCode, edit.body).toBe(200);
    let d = await details(profileId);
    expect(d.odometerAndDistanceRestriction.maximumDistance).toBe(2500);
    expect(d.spendingLimitRestriction).toEqual(spending());
    const remove = await save({ profileId, spendingLimitRestriction: null });
    expect(remove.statusCode).toBe(200);
    d = await details(profileId);
    expect(d.spendingLimitRestriction).toBeNull();
    expect(d.profile.restrictionTypes).toEqual(['odometer']);
  });

  it('renames: blank is required, the same name already exists (§5.4)', async () => {
    const profileId = (await create({ odometerAndDistanceRestriction: odometer() }, 'Rename me')).json()
      .profileId;
    const blank = await act({ profileId, isProfileNameChanged: true, profileName: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().messageKey).toBe(RESTRICTION_KEYS.profileNameRequired);
    const same = await act({ profileId, isProfileNameChanged: true, profileName: 'Rename me' });
    expect(same.statusCode).toBe(409);
    expect(same.json().messageKey).toBe(RESTRICTION_KEYS.profileNameExists);
    const ok = await act({ profileId, isProfileNameChanged: true, profileName: 'Renamed' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await details(profileId)).profile.profileName).toBe('Renamed');
  });

  it('links to a card, unlinks from every card, sets the base profile and deletes (§2.5, §2.6, §4.12)', async () => {
    const profileId = (await create({ odometerAndDistanceRestriction: odometer() }, 'Lifecycle')).json()
      .profileId;
    const [card] = await queryRows<{ card_id: string }>(
      ctx.database.db,
      sql`select card_id::text from cards where authority_id = ${authorityId} and card_status_id = 100 order by card_id limit 1`,
    );
    const link = await act({ cardId: Number(card?.card_id), profileId });
    expect(link.statusCode, link.body).toBe(200);
    expect((await details(profileId)).profile.noOfCards).toBe(1);
    const unlink = await act({ profileId, isUnlink: true });
    expect(unlink.json()).toEqual({ successCardCount: 1, successProfileCount: 1 });
    expect((await details(profileId)).profile.noOfCards).toBe(0);
    const base = await act({ profileId });
    expect(base.statusCode).toBe(200);
    expect((await details(profileId)).profile.isBaseProfile).toBe(true);
    const bases = (await get(ctx, `/api/cards/profile/baseprofiles?${scopeOf(authorityId)}`, admin)).json();
    expect(
      bases.baseProfiles.find((b: { profileId: number }) => b.profileId === profileId).isBaseProfile,
    ).toBe(true);
    const removed = await act({ profileId, isDelete: true });
    expect(removed.statusCode).toBe(200);
    expect((await get(ctx, `${SAVE}/${profileId}`, admin)).statusCode).toBe(404);
    const codes = await queryRows<{ action_code: string }>(
      ctx.database.db,
      sql`select distinct action_code from audit_log where action_code in ('PRUL', 'PRBS', 'PRDL') and is_success`,
    );
    expect(codes.map((c) => c.action_code).sort()).toEqual(['PRBS', 'PRDL', 'PRUL']);
  });

  it('read-only profiles refuse edit, rename and delete (§6)', async () => {
    const profileId = (await create({ odometerAndDistanceRestriction: odometer() })).json().profileId;
    await ctx.database.db.execute(
      sql`update restriction_profiles set is_read_only = true where profile_id = ${profileId}`,
    );
    const edit = await save({ profileId, odometerAndDistanceRestriction: odometer(10) });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().messageKey).toBe(RESTRICTION_KEYS.profileReadOnly);
    expect((await act({ profileId, isProfileNameChanged: true, profileName: 'X' })).statusCode).toBe(409);
    expect((await act({ profileId, isDelete: true })).statusCode).toBe(409);
    expect((await details(profileId)).odometerAndDistanceRestriction.maximumDistance).toBe(1500);
  });
});
