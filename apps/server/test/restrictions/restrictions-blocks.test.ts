import { RESTRICTION_KEYS } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { create, ctx, details, refusedWith, site, useProfileWriter } from './profile-writer';
import { dayTime, odometer, sitesBlock } from './restrictions-support';

describe('restriction profiles: sites, day and time, odometer and the name (spec 002 §2.7, §5.4)', () => {
  useProfileWriter();

  it('sites: country, region and site required and known, no duplicate, at most 100 terminal ids (§5.4)', async () => {
    const entry = {
      isAllow: true,
      countryId: site.countryId,
      areaId: site.areaId,
      site: { globalSiteId: site.globalSiteId },
    };
    const block = (sites: unknown[], over: Record<string, unknown> = {}) => ({
      sitelocationRestrictions: { ...sitesBlock(site), sites, ...over },
    });
    await refusedWith(block([entry, entry]), RESTRICTION_KEYS.siteDuplicate);
    await refusedWith(block([{ ...entry, countryId: 0 }]), RESTRICTION_KEYS.siteRequired);
    await refusedWith(block([{ ...entry, areaId: 999_999 }]), RESTRICTION_KEYS.siteUnknown);
    await refusedWith(
      block([entry], { allowedSiteGroupIds: [], deniedSiteGroupIds: [] }),
      RESTRICTION_KEYS.siteTypeRequired,
    );
    const missing = await create({
      sitelocationRestrictions: {
        ...sitesBlock(site),
        sites: [{ isAllow: true, countryId: site.countryId }],
      },
    });
    expect(missing.statusCode).toBe(400);
    // Sites of the country until their terminal ids pass 100.
    const many = await queryRows<{ global_site_id: string; country_id: number; area_id: number; n: number }>(
      ctx.database.db,
      sql`select global_site_id::text, country_id, area_id, cardinality(fep_ids) as n from sites order by global_site_id limit 80`,
    );
    let total = 0;
    const chosen = [];
    for (const s of many) {
      chosen.push({
        isAllow: true,
        countryId: s.country_id,
        areaId: s.area_id,
        site: { globalSiteId: Number(s.global_site_id) },
      });
      total += s.n;
      if (total > 100) break;
    }
    expect(total).toBeGreaterThan(100);
    await refusedWith(block(chosen), RESTRICTION_KEYS.siteFepLimit);
    // Without the last site the ids are 100 or fewer: accepted.
    expect((await create(block(chosen.slice(0, -1)))).statusCode).toBe(200);
  });

  it('day and time: setup types B, W and C with their days; removed days are not stored (§2.7, §5.4)', async () => {
    const days = (setupType: string, list: number[]) => ({
      dayTimeRestriction: {
        ...dayTime(),
        setupType,
        daysWithTime: list.map((d) => ({
          dayOfWeek: d,
          isAllow: true,
          startTime: '00:00',
          endTime: '23:59',
        })),
      },
    });
    expect((await create(days('B', [1, 2, 3, 4, 5]))).statusCode).toBe(200);
    expect((await create(days('W', [6, 7]))).statusCode).toBe(200);
    await refusedWith(days('B', [6]), RESTRICTION_KEYS.dayInvalid);
    await refusedWith(days('W', [1]), RESTRICTION_KEYS.dayInvalid);
    await refusedWith(days('C', [0]), RESTRICTION_KEYS.dayInvalid);
    await refusedWith(days('C', [8]), RESTRICTION_KEYS.dayInvalid);
    await refusedWith(days('C', [2, 2]), RESTRICTION_KEYS.dayInvalid);
    await refusedWith(days('X', [1]), RESTRICTION_KEYS.dayInvalid);
    const custom = await create(days('C', [7, 2]));
    const stored = (await details(custom.json().profileId)).dayTimeRestriction.daysWithTime;
    expect(stored.map((d: { dayOfWeek: number }) => d.dayOfWeek)).toEqual([2, 7]);
  });

  it('odometer: 1 to 999999, numbers only (§5.4)', async () => {
    expect((await create({ odometerAndDistanceRestriction: odometer(1) })).statusCode).toBe(200);
    expect((await create({ odometerAndDistanceRestriction: odometer(999_999) })).statusCode).toBe(200);
    await refusedWith({ odometerAndDistanceRestriction: odometer(0) }, RESTRICTION_KEYS.odometerRequired);
    await refusedWith(
      { odometerAndDistanceRestriction: odometer(1_000_000) },
      RESTRICTION_KEYS.odometerRequired,
    );
    await refusedWith({ odometerAndDistanceRestriction: odometer(-3) }, RESTRICTION_KEYS.odometerRequired);
    await refusedWith({ odometerAndDistanceRestriction: odometer(12.5) }, RESTRICTION_KEYS.odometerNoLetters);
    const text = await create({ odometerAndDistanceRestriction: odometer('12a') });
    expect(text.statusCode).toBe(400);
  });

  it('a profile needs a type and a free name (§2.7, §5.4)', async () => {
    await refusedWith({}, RESTRICTION_KEYS.typeRequired);
    const blank = await create({ odometerAndDistanceRestriction: odometer() }, '   ');
    expect(blank.json().messageKey).toBe(RESTRICTION_KEYS.profileNameRequired);
    await create({ odometerAndDistanceRestriction: odometer() }, 'Twice');
    const twice = await create({ odometerAndDistanceRestriction: odometer() }, 'Twice');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().messageKey).toBe(RESTRICTION_KEYS.profileNameExists);
  });
});
