import { RESTRICTION_KEYS, violationFlags, violationOption } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { createDemoApp } from '../helpers/demo-app';
import {
  type DemoCtx,
  dayTime,
  foreignProfile,
  get,
  odometer,
  products,
  reachableAuthorities,
  scopeOf,
  send,
  siteOf,
  sitesBlock,
  spending,
} from './restrictions-support';

const SAVE = '/api/cards/profile/restrictions';
const PUT = '/api/cards/restrictions/profile';

describe('restriction profiles: create, edit, rename, unlink, delete (spec 002 §2.5-§2.8, §4.10, §4.12, §5.4)', () => {
  let ctx: DemoCtx;
  let admin: string;
  let authorityId: string;
  let reach: string[];
  let site: Awaited<ReturnType<typeof siteOf>>;
  let seq = 0;

  beforeAll(async () => {
    ctx = await createDemoApp();
    admin = await ctx.signInAs('customerAdmin');
    reach = await reachableAuthorities(ctx, admin);
    const [row] = await queryRows<{ authority_id: string }>(
      ctx.database.db,
      sql`select authority_id from authorities where restriction_ack_flag is null and authority_id in (${sql.join(
        reach.map((a) => sql`${a}`),
        sql`, `,
      )}) order by authority_id limit 1`,
    );
    authorityId = row?.authority_id as string;
    site = await siteOf(ctx, authorityId);
  }, 180_000);
  afterAll(() => ctx.close());

  const save = (detail: Record<string, unknown>, cookie = admin, scope = scopeOf(authorityId)) =>
    send(ctx, 'POST', `${SAVE}?${scope}`, cookie, { restrictionDetail: detail });
  const create = (blocks: Record<string, unknown>, name = `Test profile ${++seq}`) =>
    save({ profileId: '', profileName: name, profileLevel: 'A', authorityId, parentId: null, ...blocks });
  const details = async (profileId: number) =>
    (await get(ctx, `${SAVE}/${profileId}`, admin)).json().restrictiondetails;
  const act = (detail: Record<string, unknown>, cookie = admin) =>
    send(ctx, 'PUT', `${PUT}?${scopeOf(authorityId)}`, cookie, {
      cardRestrictionDetails: [{ authorityId, ...detail }],
    });
  const refusedWith = async (blocks: Record<string, unknown>, key: string) => {
    const res = await create(blocks);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().messageKey).toBe(key);
  };

  it('creates a profile with all five types and reads every block back (§3.11, §4.13)', async () => {
    const res = await create({
      spendingLimitRestriction: spending(),
      productAndServicesRestriction: products(),
      sitelocationRestrictions: sitesBlock(site),
      dayTimeRestriction: dayTime(),
      odometerAndDistanceRestriction: odometer(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const d = await details(res.json().profileId);
    expect(d.profile).toMatchObject({ authorityId, isReadOnly: false, noOfCards: 0 });
    expect(d.profile.restrictionTypes).toEqual([
      'spending-limits',
      'products-and-services',
      'sites',
      'day-and-time',
      'odometer',
    ]);
    expect(d.spendingLimitRestriction).toEqual(spending());
    expect(d.productAndServicesRestriction.categories[1].categoryDetails.products[0]).toMatchObject({
      productServiceId: 30002,
      productServiceName: 'AdBlue',
      productServiceType: 'N',
      productDetails: { transaction: { txnMaxVolume: 80, txnMaxValue: 150 } },
    });
    expect(
      d.productAndServicesRestriction.categories[0].categoryDetails.categoryLimits.daily.dailyMaxValue,
    ).toBe(650.25);
    expect(d.sitelocationRestrictions.sites[0]).toMatchObject({
      countryId: site.countryId,
      areaId: site.areaId,
    });
    expect(d.sitelocationRestrictions.sites[0].siteLocation.globalSiteId).toBe(site.globalSiteId);
    expect(d.sitelocationRestrictions.sites[1]).toMatchObject({
      areaId: 0,
      areaName: null,
      siteLocation: null,
    });
    expect(d.dayTimeRestriction.daysWithTime.map((x: { dayOfWeek: number }) => x.dayOfWeek)).toEqual([1, 3]);
    expect(d.odometerAndDistanceRestriction.maximumDistance).toBe(1500);
    const [audit] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from audit_log where action_code = 'PRCR' and is_success`,
    );
    expect(audit?.n).toBeGreaterThan(0);
  });

  it('violation options 1 to 3 round-trip through the saved accept and alert flags (§4.10)', async () => {
    for (const option of [1, 2, 3] as const) {
      const { accept, alert } = violationFlags(option);
      expect({ accept, alert }).toEqual({ accept: option !== 3, alert: option !== 1 });
      const res = await create({
        spendingLimitRestriction: spending({
          acceptSpendingLimitViolation: accept,
          alertSpendingLimitViolation: alert,
        }),
        odometerAndDistanceRestriction: odometer(),
      });
      expect(res.statusCode, res.body).toBe(200);
      const s = (await details(res.json().profileId)).spendingLimitRestriction;
      expect(violationOption(s.acceptSpendingLimitViolation, s.alertSpendingLimitViolation)).toBe(option);
    }
    await refusedWith(
      {
        odometerAndDistanceRestriction: {
          ...odometer(),
          acceptOdometerViolation: false,
          alertOdometerViolation: false,
        },
      },
      RESTRICTION_KEYS.violationInvalid,
    );
  });

  it('spending limits: positive, at most 999999, 2 decimals, daily ≤ weekly ≤ monthly, rolling 2-30 (§5.4)', async () => {
    const limit = (daily: unknown, weekly: unknown = null, monthly: unknown = null) =>
      spending({
        daily: { dailySpendLimit: daily, dailyTxnLimit: null },
        weekly: { weeklySpendLimit: weekly, weeklyTxnLimit: null },
        monthly: { monthlySpendLimit: monthly, monthlyTxnLimit: null },
        rollingLimit: { rollingDaysCount: null, rollingDaysSpendLimit: null },
      });
    await refusedWith({ spendingLimitRestriction: limit(-5) }, RESTRICTION_KEYS.positiveNumber);
    await refusedWith({ spendingLimitRestriction: limit(1_000_000) }, RESTRICTION_KEYS.max);
    await refusedWith({ spendingLimitRestriction: limit(10.123) }, RESTRICTION_KEYS.decimalPlace);
    await refusedWith({ spendingLimitRestriction: limit(600, 500) }, RESTRICTION_KEYS.max);
    await refusedWith({ spendingLimitRestriction: limit(100, 900, 800) }, RESTRICTION_KEYS.max);
    await refusedWith({ spendingLimitRestriction: limit(null, null, null) }, RESTRICTION_KEYS.required);
    const rolling = (days: number | null, amount: number | null) =>
      spending({ rollingLimit: { rollingDaysCount: days, rollingDaysSpendLimit: amount } });
    await refusedWith({ spendingLimitRestriction: rolling(1, 100) }, RESTRICTION_KEYS.min);
    await refusedWith({ spendingLimitRestriction: rolling(31, 100) }, RESTRICTION_KEYS.max);
    await refusedWith({ spendingLimitRestriction: rolling(5, null) }, RESTRICTION_KEYS.required);
    await refusedWith(
      { spendingLimitRestriction: spending({ daily: { dailySpendLimit: 100, dailyTxnLimit: 2.5 } }) },
      RESTRICTION_KEYS.numeric,
    );
    // Limits at their bounds and empty values (null) are accepted; only the daily one set is fine.
    const ok = await create({ spendingLimitRestriction: limit(999_999, null, 999_999) });
    expect(ok.statusCode, ok.body).toBe(200);
    const saved = (await details(ok.json().profileId)).spendingLimitRestriction;
    expect(saved.weekly.weeklySpendLimit).toBeNull();
    expect((await create({ spendingLimitRestriction: rolling(2, 50) })).statusCode).toBe(200);
    expect((await create({ spendingLimitRestriction: rolling(30, 50) })).statusCode).toBe(200);
  });

  it('product limits: volume caps by fuel or not, value caps, decimals, at most 10 items (§5.4)', async () => {
    const category = (categoryId: number, limits: Record<string, unknown>) => ({
      ...products(),
      categories: [
        {
          categoryId,
          applyForAllProductsInCategory: true,
          categoryDetails: { categoryLimits: limits, isAllow: 1, products: [] },
        },
      ],
    });
    const volume = (v: number) => ({ daily: { dailyMaxVolume: v, dailyMaxValue: null } });
    expect((await create({ productAndServicesRestriction: category(100, volume(99_999)) })).statusCode).toBe(
      200,
    );
    await refusedWith(
      { productAndServicesRestriction: category(100, volume(100_000)) },
      RESTRICTION_KEYS.max,
    );
    expect((await create({ productAndServicesRestriction: category(300, volume(9_999)) })).statusCode).toBe(
      200,
    );
    await refusedWith({ productAndServicesRestriction: category(300, volume(10_000)) }, RESTRICTION_KEYS.max);
    await refusedWith(
      { productAndServicesRestriction: category(300, volume(12.5)) },
      RESTRICTION_KEYS.numeric,
    );
    const value = (v: number) => ({ daily: { dailyMaxVolume: null, dailyMaxValue: v } });
    await refusedWith(
      { productAndServicesRestriction: category(100, value(10_000_000)) },
      RESTRICTION_KEYS.max,
    );
    await refusedWith(
      { productAndServicesRestriction: category(100, value(12.345)) },
      RESTRICTION_KEYS.decimalPlace,
    );
    const txn = (volume: number, amount: number | null = null) => ({
      transaction: { txnMaxVolume: volume, txnMaxValue: amount },
    });
    expect((await create({ productAndServicesRestriction: category(100, txn(5_000)) })).statusCode).toBe(200);
    await refusedWith({ productAndServicesRestriction: category(300, txn(1_000)) }, RESTRICTION_KEYS.max);
    await refusedWith(
      { productAndServicesRestriction: category(300, txn(10, 100_000)) },
      RESTRICTION_KEYS.max,
    );
    // 11 restricted items: 6 whole categories and 5 single products of the other categories.
    const eleven = {
      ...products(),
      categories: [
        ...[100, 200, 400, 600, 800].map((id) => ({
          categoryId: id,
          applyForAllProductsInCategory: true,
          categoryDetails: { isAllow: 1, products: [] },
        })),
        {
          categoryId: 300,
          applyForAllProductsInCategory: false,
          categoryDetails: {
            isAllow: 1,
            products: [30001, 30002].map((id) => ({ productServiceId: id, isAllow: 1 })),
          },
        },
      ],
    };
    expect((await create({ productAndServicesRestriction: eleven })).statusCode).toBe(200);
    eleven.categories[0] = {
      categoryId: 100,
      applyForAllProductsInCategory: false,
      categoryDetails: {
        isAllow: 1,
        products: [10001, 10002, 10003].map((id) => ({ productServiceId: id, isAllow: 1 })),
      },
    } as never;
    expect(eleven.categories).toHaveLength(6);
    eleven.categories.push({
      categoryId: 200,
      applyForAllProductsInCategory: false,
      categoryDetails: {
        isAllow: 1,
        products: [20001, 20002, 20003, 20004].map((id) => ({ productServiceId: id, isAllow: 1 })),
      },
    } as never);
    eleven.categories.splice(1, 1);
    await refusedWith({ productAndServicesRestriction: eleven }, RESTRICTION_KEYS.productsMaxSelection);
    await refusedWith(
      {
        productAndServicesRestriction: {
          ...products(),
          categories: [
            {
              categoryId: 100,
              applyForAllProductsInCategory: false,
              categoryDetails: { isAllow: 1, products: [{ productServiceId: 30001, isAllow: 1 }] },
            },
          ],
        },
      },
      RESTRICTION_KEYS.productUnknown,
    );
  });

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
