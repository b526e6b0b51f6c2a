import { violationFlags } from '@portal/contract';
import type {
  DayTimeBlock,
  OdometerBlock,
  ProductsBlock,
  SitesBlock,
  SpendingLimitBlock,
} from '../../db/schema/restrictions';
import { DAY, type GenContext, HOUR } from '../context';
import type { Rng } from '../random';
import { FIRST_NAMES, LAST_NAMES } from '../reference/people';
import type { CardPlan } from './cards';
import type { AuthorityPlan, Hierarchy } from './hierarchy';
import type { SiteCatalogue } from './sites';

type Block = 'spending' | 'products' | 'sites' | 'dayB' | 'dayW' | 'dayC' | 'odometer';

/** Profile templates; "Full control" carries all five restriction types. */
const TEMPLATES: readonly (readonly [string, readonly Block[]])[] = [
  ['Standard fleet', ['spending', 'products']],
  ['Diesel only', ['products']],
  ['Weekdays only', ['dayB']],
  ['Weekend cover', ['dayW']],
  ['Night shift', ['dayC']],
  ['Low spend', ['spending']],
  ['Home country sites', ['sites']],
  ['Mileage control', ['odometer']],
  ['Full control', ['spending', 'products', 'sites', 'dayC', 'odometer']],
];

export type ProfilePlan = {
  id: number;
  name: string;
  authority: AuthorityPlan;
  isReadOnly: boolean;
  baseProfileId: number | null;
  createdAt: number;
  updatedAt: number;
  createdBy: string;
  updatedBy: string;
  spending: SpendingLimitBlock | null;
  products: ProductsBlock | null;
  sites: SitesBlock | null;
  dayTime: DayTimeBlock | null;
  odometer: OdometerBlock | null;
};

export type Restrictions = {
  profiles: ProfilePlan[];
  baseProfiles: [authorityId: string, profileId: number][];
};

/** Spec 002 §4.10: option 1 accept, 2 accept and alert, 3 reject and alert (one rule, in the contract). */
export { violationFlags } from '@portal/contract';

export function planRestrictions(
  ctx: GenContext,
  hierarchy: Hierarchy,
  cards: CardPlan[],
  catalogue: SiteCatalogue,
): Restrictions {
  const profiles: ProfilePlan[] = [];
  const baseProfiles: [string, number][] = [];
  const showcase = hierarchy.named.northwind.authorities[0];
  const cardsByAuthority = new Map<string, CardPlan[]>();
  for (const card of cards) {
    const list = cardsByAuthority.get(card.authority.id) ?? [];
    list.push(card);
    cardsByAuthority.set(card.authority.id, list);
  }
  for (const authority of hierarchy.authorities) {
    const r = ctx.rng('profiles', authority.id);
    const templates =
      authority.id === showcase ? TEMPLATES : r.chance(0.3) ? [] : r.sample(TEMPLATES, r.int(1, 4));
    const own: ProfilePlan[] = [];
    const author = `${r.pick(FIRST_NAMES)} ${r.pick(LAST_NAMES)}`;
    for (const [name, blocks] of templates) {
      const createdAt = ctx.asOf - r.int(20, 700) * DAY - r.int(1, 12) * HOUR;
      const updatedAt = r.chance(0.5) ? createdAt + r.int(1, 15) * DAY : createdAt;
      const option = (own.length % 3) + 1;
      const profile: ProfilePlan = {
        id: profiles.length + 1,
        name,
        authority,
        isReadOnly: r.chance(0.08),
        baseProfileId: null,
        createdAt,
        updatedAt: Math.min(updatedAt, ctx.asOf - HOUR),
        createdBy: author,
        updatedBy: r.chance(0.7) ? author : `${r.pick(FIRST_NAMES)} ${r.pick(LAST_NAMES)}`,
        spending: blocks.includes('spending') ? spending(r, option as 1 | 2 | 3) : null,
        products: blocks.includes('products') ? products(r, name === 'Diesel only') : null,
        sites: blocks.includes('sites') ? sites(r, authority, catalogue) : null,
        dayTime: dayTime(r, blocks),
        odometer: blocks.includes('odometer')
          ? { maximumDistance: r.int(3, 20) * 100, distanceUnit: 'KMS', ...violation('Odometer', r) }
          : null,
      };
      profiles.push(profile);
      own.push(profile);
    }
    const base = own.length >= 2 && (authority.id === showcase || r.chance(0.4)) ? own[0] : undefined;
    if (base) {
      baseProfiles.push([authority.id, base.id]);
      for (const profile of own.slice(1)) if (r.chance(0.5)) profile.baseProfileId = base.id;
    }
    if (own.length) {
      for (const card of cardsByAuthority.get(authority.id) ?? []) {
        if (r.chance(0.55)) card.profileId = r.pick(own).id;
      }
    }
  }
  return { profiles, baseProfiles };
}

function violation<K extends string>(kind: K, r: Rng) {
  const { accept, alert } = violationFlags(r.int(1, 3) as 1 | 2 | 3);
  return { [`accept${kind}Violation`]: accept, [`alert${kind}Violation`]: alert } as Record<
    `accept${K}Violation` | `alert${K}Violation`,
    boolean
  >;
}

function spending(r: Rng, option: 1 | 2 | 3): SpendingLimitBlock {
  const daily = r.int(2, 8) * 10_000;
  const { accept, alert } = violationFlags(option);
  return {
    daily: { dailySpendLimit: daily, dailyTxnLimit: r.int(2, 6) },
    weekly: { weeklySpendLimit: daily * 5, weeklyTxnLimit: r.chance(0.5) ? r.int(10, 30) : null },
    monthly: { monthlySpendLimit: daily * 20, monthlyTxnLimit: null },
    rollingLimit: r.chance(0.5)
      ? { rollingDaysCount: r.int(2, 30), rollingDaysSpendLimit: daily * 8 }
      : { rollingDaysCount: null, rollingDaysSpendLimit: null },
    acceptSpendingLimitViolation: accept,
    alertSpendingLimitViolation: alert,
  };
}

function products(r: Rng, dieselOnly: boolean): ProductsBlock {
  const diesel = {
    categoryId: 100,
    applyForAllProductsInCategory: true,
    categoryDetails: {
      categoryLimits: {
        daily: { dailyMaxVolume: r.int(2, 8) * 100, dailyMaxValue: r.int(5, 20) * 10_000 },
        transaction: { txnMaxVolume: null, txnMaxValue: r.int(3, 9) * 10_000 },
      },
      isAllow: 1 as const,
      products: [],
    },
  };
  if (dieselOnly) return { categories: [diesel], isAllowNotListed: false, ...violation('ProductService', r) };
  return {
    categories: [
      diesel,
      {
        categoryId: 300,
        applyForAllProductsInCategory: false,
        categoryDetails: {
          isAllow: 1,
          products: [
            {
              productServiceId: 30002,
              isAllow: 1,
              productDetails: { transaction: { txnMaxVolume: 80, txnMaxValue: 15_000 } },
            },
            { productServiceId: 30001, isAllow: 0 },
          ],
        },
      },
      { categoryId: 600, applyForAllProductsInCategory: true, categoryDetails: { isAllow: 0, products: [] } },
    ],
    isAllowNotListed: r.chance(0.5),
    ...violation('ProductService', r),
  };
}

function sites(r: Rng, authority: AuthorityPlan, catalogue: SiteCatalogue): SitesBlock {
  const local = catalogue.byCountry.get(authority.country.code) ?? [];
  return {
    sites: r.sample(local, 3).map((site, i) => ({
      isAllow: i < 2,
      countryId: site.country.id,
      areaId: site.areaId,
      site: { globalSiteId: site.id, siteTypeId: site.typeId, siteGroupId: site.groupId },
    })),
    allowedSiteGroupIds: [1, 2],
    deniedSiteGroupIds: r.chance(0.5) ? [4] : [],
    isAllowNotListed: false,
    ...violation('Sites', r),
  };
}

function dayTime(r: Rng, blocks: readonly Block[]): DayTimeBlock | null {
  const setupType = blocks.includes('dayB')
    ? 'B'
    : blocks.includes('dayW')
      ? 'W'
      : blocks.includes('dayC')
        ? 'C'
        : null;
  if (!setupType) return null;
  const days = setupType === 'B' ? [1, 2, 3, 4, 5] : setupType === 'W' ? [6, 7] : [1, 2, 3, 4, 5, 6, 7];
  return {
    setupType,
    daysWithTime: days.map((dayOfWeek) =>
      setupType === 'C'
        ? {
            dayOfWeek,
            isAllow: dayOfWeek !== 7,
            startTime: dayOfWeek < 6 ? '20:00' : '00:00',
            endTime: '23:59',
          }
        : { dayOfWeek, isAllow: true, startTime: '06:00', endTime: '20:00' },
    ),
    ...violation('DayTime', r),
  };
}
