// Spec 002 §5.4 on the server: the contract's rules over each block sent, with what only the database
// knows (fuel or not, the sites' terminal ids, that a site lies in the region and country named).
import {
  dayTimeIssues,
  odometerIssues,
  productIssues,
  productKinds,
  RESTRICTION_KEYS,
  siteIssues,
  spendingLimitIssues,
  type TProductKinds,
  type TRestrictionDetailInput,
  type TRestrictionIssue,
  type TSitesBlockInput,
  withoutLimitsWhereDenied,
} from '@portal/contract';
import type { DbOrTx } from '../../db/client';
import type { SitesBlock } from '../../db/schema/restrictions';
import { AppError } from '../../platform/errors';
import { productsToDb, spendingToDb } from './blocks';
import { productCategories } from './catalogue';
import { placesById, siteGroupIds, sitesById } from './catalogue-repo';

/** The columns a save writes: a block left out of the body stays as it is. */
export type BlockColumns = {
  spendingLimit?: ReturnType<typeof spendingToDb> | null;
  productsAndServices?: ReturnType<typeof productsToDb> | null;
  siteLocations?: SitesBlock | null;
  dayTime?: NonNullable<TRestrictionDetailInput['dayTimeRestriction']> | null;
  odometerAndDistance?: NonNullable<TRestrictionDetailInput['odometerAndDistanceRestriction']> | null;
};

const refuse = (issues: TRestrictionIssue[], block: string) => {
  const listed = issues.map((i) => ({
    path: `body.restrictionDetail.${block}.${i.path}`,
    messageKey: i.key,
  }));
  return new AppError('VALIDATION', issues[0]?.key, 'Restriction is not valid', listed);
};

/** Reject without alert is no option of §4.10. */
function violationIssues(block: Record<string, unknown>, name: string): TRestrictionIssue[] {
  const accept = Object.entries(block).find(([k]) => k.startsWith('accept'))?.[1];
  const alert = Object.entries(block).find(([k]) => k.startsWith('alert'))?.[1];
  return accept === false && alert === false ? [{ path: name, key: RESTRICTION_KEYS.violationInvalid }] : [];
}

async function catalogueKinds(db: DbOrTx): Promise<TProductKinds> {
  return productKinds((await productCategories(db)).categories);
}

async function sitesToDb(db: DbOrTx, block: TSitesBlockInput): Promise<SitesBlock> {
  const ids = [...new Set(block.sites.map((s) => s.site.globalSiteId).filter((id) => id > 0))];
  const [sites, places, groups] = await Promise.all([
    sitesById(db, ids),
    placesById(
      db,
      block.sites.map((s) => s.countryId),
      block.sites.map((s) => s.areaId).filter((id) => id > 0),
    ),
    siteGroupIds(db),
  ]);
  const byId = new Map(sites.map((s) => [Number(s.global_site_id), s]));
  const issues = siteIssues(block, (id) => byId.get(id)?.fep_ids.length ?? 0);
  block.sites.forEach((s, i) => {
    const site = byId.get(s.site.globalSiteId);
    const region = places.regions.get(s.areaId);
    const isKnown =
      places.countries.has(s.countryId) &&
      (s.areaId === 0 || region?.country_id === s.countryId) &&
      (s.site.globalSiteId === 0 ||
        (site !== undefined &&
          site.country_id === s.countryId &&
          (s.areaId === 0 || site.area_id === s.areaId)));
    if (!isKnown) issues.push({ path: `sites.${i}`, key: RESTRICTION_KEYS.siteUnknown });
  });
  const unknownGroup = [...block.allowedSiteGroupIds, ...block.deniedSiteGroupIds].some(
    (g) => !groups.has(g),
  );
  if (unknownGroup) issues.push({ path: 'allowedSiteGroupIds', key: RESTRICTION_KEYS.siteUnknown });
  issues.push(...violationIssues(block, 'acceptSitesViolation'));
  if (issues.length) throw refuse(issues, 'sitelocationRestrictions');
  return {
    sites: block.sites.map((s) => {
      const site = byId.get(s.site.globalSiteId);
      return {
        isAllow: s.isAllow,
        countryId: s.countryId,
        areaId: s.areaId,
        site: {
          globalSiteId: s.site.globalSiteId,
          siteTypeId: site?.site_type_id ?? 0,
          siteGroupId: site?.site_group_id ?? s.site.siteTypeGroupId ?? 0,
        },
      };
    }),
    allowedSiteGroupIds: block.allowedSiteGroupIds,
    deniedSiteGroupIds: block.deniedSiteGroupIds,
    isAllowNotListed: block.isAllowNotListed,
    acceptSitesViolation: block.acceptSitesViolation,
    alertSitesViolation: block.alertSitesViolation,
  };
}

/** Every block of the body checked and converted; the first refusal answers 400 with its key. */
export async function blockColumns(db: DbOrTx, input: TRestrictionDetailInput): Promise<BlockColumns> {
  const out: BlockColumns = {};
  const spending = input.spendingLimitRestriction;
  if (spending !== undefined) {
    if (spending) {
      const issues = [
        ...spendingLimitIssues(spending),
        ...violationIssues(spending, 'acceptSpendingLimitViolation'),
      ];
      if (issues.length) throw refuse(issues, 'spendingLimitRestriction');
    }
    out.spendingLimit = spending && spendingToDb(spending);
  }
  const products = input.productAndServicesRestriction;
  if (products !== undefined) {
    if (products) {
      const issues = [
        ...productIssues(products, await catalogueKinds(db)),
        ...violationIssues(products, 'acceptProductServiceViolation'),
      ];
      if (issues.length) throw refuse(issues, 'productAndServicesRestriction');
    }
    out.productsAndServices = products && productsToDb(withoutLimitsWhereDenied(products));
  }
  const sites = input.sitelocationRestrictions;
  if (sites !== undefined) out.siteLocations = sites && (await sitesToDb(db, sites));
  const dayTime = input.dayTimeRestriction;
  if (dayTime !== undefined) {
    if (dayTime) {
      const issues = [...dayTimeIssues(dayTime), ...violationIssues(dayTime, 'acceptDayTimeViolation')];
      if (issues.length) throw refuse(issues, 'dayTimeRestriction');
    }
    out.dayTime = dayTime && {
      ...dayTime,
      daysWithTime: [...dayTime.daysWithTime].sort((a, b) => a.dayOfWeek - b.dayOfWeek),
    };
  }
  const odometer = input.odometerAndDistanceRestriction;
  if (odometer !== undefined) {
    if (odometer) {
      const issues = [...odometerIssues(odometer), ...violationIssues(odometer, 'acceptOdometerViolation')];
      if (issues.length) throw refuse(issues, 'odometerAndDistanceRestriction');
    }
    out.odometerAndDistance = odometer;
  }
  return out;
}
