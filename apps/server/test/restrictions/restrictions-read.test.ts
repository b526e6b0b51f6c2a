import { PRODUCT_CATEGORY_IDS } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { createDemoApp } from '../helpers/demo-app';
import { type DemoCtx, foreignProfile, get, reachableAuthorities, scopeOf } from './restrictions-support';

describe('restriction profiles and catalogues: reads (spec 002 §2.5, §3.11, §7, §9)', () => {
  let ctx: DemoCtx;
  let admin: string;
  let reach: string[];
  let showcase: string;

  beforeAll(async () => {
    ctx = await createDemoApp();
    admin = await ctx.signInAs('customerAdmin');
    reach = await reachableAuthorities(ctx, admin);
    // The showcase authority holds every profile template (demo plan/restrictions.ts).
    const [row] = await queryRows<{ authority_id: string }>(
      ctx.database.db,
      sql`select authority_id from restriction_profiles group by authority_id having count(*) = 9 order by authority_id`,
    );
    showcase = row?.authority_id ?? '';
    expect(reach).toContain(showcase);
  }, 180_000);
  afterAll(() => ctx.close());

  const list = (query: string, cookie = admin) => get(ctx, `/api/cards/profile/all?${query}`, cookie);

  it('lists the profiles of the scope sorted by profileName, descending by default (§9)', async () => {
    const res = await list('accessLevel=G&accessLevelCode=ALL&pageSize=100');
    expect(res.statusCode, res.body).toBe(200);
    const { profiles, totalProfiles } = res.json();
    expect(totalProfiles).toBeGreaterThan(5);
    expect(profiles.every((p: { authorityId: string }) => reach.includes(p.authorityId))).toBe(true);
    const names = profiles.map((p: { profileName: string }) => p.profileName.toLowerCase());
    expect(names).toEqual([...names].sort().reverse());
    const asc = (
      await list('accessLevel=G&accessLevelCode=ALL&pageSize=100&sortBy=profileName&sortOrder=asc')
    ).json();
    const ascNames = asc.profiles.map((p: { profileName: string }) => p.profileName.toLowerCase());
    expect(ascNames).toEqual([...ascNames].sort());
  });

  it('searches by name and pages', async () => {
    const res = (await list('accessLevel=G&accessLevelCode=ALL&searchText=full control')).json();
    expect(res.profiles.length).toBeGreaterThan(0);
    expect(res.profiles.every((p: { profileName: string }) => p.profileName === 'Full control')).toBe(true);
    const page = (await list('accessLevel=G&accessLevelCode=ALL&pageSize=2&page=2')).json();
    expect(page.profiles).toHaveLength(2);
  });

  it('a showcase profile holds all five types; its details answer by id', async () => {
    const res = (await list(`${scopeOf(showcase)}&searchText=Full control`)).json();
    const full = res.profiles[0];
    expect(full.restrictionTypes).toHaveLength(5);
    const details = await get(ctx, `/api/cards/profile/restrictions/${full.profileId}`, admin);
    expect(details.statusCode).toBe(200);
    const d = details.json().restrictiondetails;
    expect(d.profile.profileId).toBe(full.profileId);
    expect(d.sitelocationRestrictions.sites[0].countryName).not.toBe('');
    expect(d.dayTimeRestriction.setupType).toBe('C');
  });

  it('refuses another tenant: a foreign scope 403, a foreign profile 404', async () => {
    const foreign = await foreignProfile(ctx, reach);
    expect((await list(scopeOf(foreign.authority_id))).statusCode).toBe(403);
    expect((await get(ctx, `/api/cards/profile/restrictions/${foreign.profile_id}`, admin)).statusCode).toBe(
      404,
    );
    expect(
      (await get(ctx, `/api/cards/profile/stats?AuthorityIds=${foreign.authority_id}`, admin)).statusCode,
    ).toBe(403);
    expect(
      (await get(ctx, `/api/cards/profile/baseprofiles?${scopeOf(foreign.authority_id)}`, admin)).statusCode,
    ).toBe(403);
  });

  it('answers base profiles and card profile stats', async () => {
    const bases = (
      await get(ctx, `/api/cards/profile/baseprofiles?${scopeOf(showcase)}&searchText=e`, admin)
    ).json();
    expect(bases.baseProfiles.length).toBeGreaterThan(0);
    expect(
      bases.baseProfiles.filter((b: { isBaseProfile: boolean }) => b.isBaseProfile).length,
    ).toBeLessThanOrEqual(1);
    const stats = (await get(ctx, `/api/cards/profile/stats?AuthorityIds=${showcase}`, admin)).json();
    const [first] = stats.cardProfileStats;
    expect(first.totalProfiles).toBe(9);
    expect(first.cardsWithProfile + first.cardsWithoutProfile).toBe(first.totalCards);
  });

  it('products: categories 100-800 with products 10001-90001 of type F or N (§9); serviceCode required', async () => {
    const res = await get(ctx, `/api/cards/cards/products?${scopeOf(showcase)}&serviceCode=X`, admin);
    expect(res.statusCode).toBe(200);
    const { categories } = res.json();
    expect(categories.map((c: { categoryId: number }) => c.categoryId)).toEqual([...PRODUCT_CATEGORY_IDS]);
    const products = categories.flatMap((c: { products: { productServiceId: number }[] }) => c.products);
    for (const p of products) {
      expect(p.productServiceId).toBeGreaterThanOrEqual(10001);
      expect(p.productServiceId).toBeLessThanOrEqual(90001);
      expect(['F', 'N']).toContain(p.productServiceType);
    }
    expect((await get(ctx, `/api/cards/cards/products?${scopeOf(showcase)}`, admin)).statusCode).toBe(400);
  });

  it('countries, sites with distinct regions, and site type groups (§2.7, §7)', async () => {
    const { countryList } = (await get(ctx, '/api/users/countries', admin)).json();
    expect(countryList.length).toBeGreaterThan(5);
    const country = countryList[0];
    const all = (await get(ctx, `/api/sites/sites?countryId=${country.countryId}&areaIds=0`, admin)).json();
    expect(all.distinctRegions.length).toBeGreaterThan(0);
    const region = all.distinctRegions[0];
    const inRegion = (
      await get(ctx, `/api/sites/sites?countryId=${country.countryId}&areaIds=${region.areaId}`, admin)
    ).json();
    expect(inRegion.sites.length).toBeGreaterThan(0);
    expect(inRegion.sites.length).toBeLessThanOrEqual(all.sites.length);
    const grouped = (
      await get(ctx, `/api/sites/sites?countryId=${country.countryId}&siteTypeGroupIds=2`, admin)
    ).json();
    expect(grouped.sites.every((s: { siteGroupId: number }) => s.siteGroupId === 2)).toBe(true);
    const groups = (await get(ctx, '/api/sites/sites/groups/0', admin)).json();
    expect(groups.siteGroups.map((g: { siteGroupId: number }) => g.siteGroupId)).toEqual([1, 2, 3, 4, 5]);
    expect((await get(ctx, '/api/sites/sites?countryId=abc', admin)).statusCode).toBe(400);
  });
});
