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
  PUT,
  reach,
  SAVE,
  save,
  useProfileWriter,
} from './profile-writer';
import { foreignProfile, get, odometer, scopeOf, send } from './restrictions-support';

describe('restriction profiles: other tenants, the acknowledgement flag and the read-only role (spec 002 §2.5, §6)', () => {
  useProfileWriter();

  it('refuses another tenant: its profiles are not found, its authority is outside the scope', async () => {
    const foreign = await foreignProfile(ctx, reach);
    expect((await get(ctx, `${SAVE}/${foreign.profile_id}`, admin)).statusCode).toBe(404);
    const edit = await save({ profileId: foreign.profile_id, odometerAndDistanceRestriction: odometer() });
    expect(edit.statusCode).toBe(404);
    const created = await save(
      {
        profileId: '',
        profileName: 'Foreign',
        authorityId: foreign.authority_id,
        odometerAndDistanceRestriction: odometer(),
      },
      admin,
      '',
    );
    expect(created.statusCode).toBe(403);
    const del = await send(ctx, 'PUT', PUT, admin, {
      cardRestrictionDetails: [
        { authorityId: foreign.authority_id, profileId: foreign.profile_id, isDelete: true },
      ],
    });
    expect(del.statusCode).toBe(403);
    const [still] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from restriction_profiles where profile_id = ${foreign.profile_id}`,
    );
    expect(still?.n).toBe(1);
  });

  it('creating is refused while the acknowledgement flag is Y, every write while it is N (§2.5, §6)', async () => {
    const flagged = await queryRows<{ authority_id: string; restriction_ack_flag: string }>(
      ctx.database.db,
      sql`select authority_id, restriction_ack_flag from authorities where restriction_ack_flag in ('Y', 'N')
           and authority_id in (${sql.join(
             reach.map((a) => sql`${a}`),
             sql`, `,
           )}) order by authority_id`,
    );
    const yes = flagged.find((f) => f.restriction_ack_flag === 'Y');
    if (!yes) throw new Error('no authority with flag Y');
    const res = await save(
      {
        profileId: '',
        profileName: 'Ack',
        authorityId: yes.authority_id,
        odometerAndDistanceRestriction: odometer(),
      },
      admin,
      scopeOf(yes.authority_id),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().messageKey).toBe(RESTRICTION_KEYS.createNotAllowed);
  });

  it('the read-only role (1504) gets 403 on every restriction write and changes nothing', async () => {
    const internal = await ctx.signInAs('internal');
    const profileId = (await create({ odometerAndDistanceRestriction: odometer() }, 'Untouchable')).json()
      .profileId;
    const writes = [
      save({ profileId, odometerAndDistanceRestriction: odometer(7) }, internal),
      save(
        { profileId: '', profileName: 'RO', authorityId, odometerAndDistanceRestriction: odometer() },
        internal,
      ),
      act({ profileId, isProfileNameChanged: true, profileName: 'RO' }, internal),
      act({ profileId, isUnlink: true }, internal),
      act({ profileId, isDelete: true }, internal),
      act({ profileId }, internal),
    ];
    for (const res of await Promise.all(writes)) expect(res.statusCode, res.body).toBe(403);
    const d = await details(profileId);
    expect(d.profile.profileName).toBe('Untouchable');
    expect(d.odometerAndDistanceRestriction.maximumDistance).toBe(1500);
  });
});
