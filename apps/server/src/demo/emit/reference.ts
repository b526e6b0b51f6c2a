import * as db from '../../db/schema';
import type { SiteCatalogue } from '../plan/sites';
import { BRANDS, CARD_STATUSES, CARD_TYPES, OPERATORS, ROLES } from '../reference/access';
import { PRODUCT_CATEGORIES, PRODUCTS, SITE_TYPE_GROUPS, SITE_TYPES } from '../reference/catalogue';
import { COUNTRIES, countryByCode } from '../reference/geo';
import { type CopySpec, spec } from './copy-spec';

/** Catalogues and code tables: the same rows in every preset. */
export function referenceSpecs(catalogue: SiteCatalogue): CopySpec[] {
  return [
    spec(db.brands, [db.brands.brandCode, db.brands.name, db.brands.hostKeyword], BRANDS),
    spec(
      db.operators,
      [
        db.operators.letter,
        db.operators.countryCode,
        db.operators.countryName,
        db.operators.currency,
        db.operators.issuerCountry,
        db.operators.evPriceCountry,
      ],
      OPERATORS.map((o) => {
        const country = countryByCode(o.country);
        return [o.letter, o.country, country.name, country.currency, o.issuer, o.evCountry];
      }),
    ),
    spec(
      db.countries,
      [
        db.countries.countryId,
        db.countries.countryCode,
        db.countries.countryName,
        db.countries.currency,
        db.countries.vatRateBp,
        db.countries.isdCode,
      ],
      COUNTRIES.map((c) => [c.id, c.code, c.name, c.currency, c.vatRateBp, c.isdCode]),
    ),
    spec(
      db.regions,
      [db.regions.areaId, db.regions.countryId, db.regions.regionName],
      catalogue.regions.map((r) => [r.areaId, r.countryId, r.name]),
    ),
    spec(db.siteTypeGroups, [db.siteTypeGroups.siteGroupId, db.siteTypeGroups.groupName], SITE_TYPE_GROUPS),
    spec(
      db.siteTypes,
      [db.siteTypes.siteTypeId, db.siteTypes.code, db.siteTypes.description, db.siteTypes.siteGroupId],
      SITE_TYPES.map(([id, code, description, group]) => [id, code, description, group]),
    ),
    spec(
      db.productCategories,
      [db.productCategories.categoryId, db.productCategories.categoryName],
      PRODUCT_CATEGORIES,
    ),
    spec(
      db.products,
      [
        db.products.productId,
        db.products.categoryId,
        db.products.productName,
        db.products.productServiceType,
        db.products.unit,
      ],
      PRODUCTS.map((p) => [p.id, p.category, p.name, p.type, p.unit]),
    ),
    spec(db.cardTypes, [db.cardTypes.cardTypeId, db.cardTypes.code, db.cardTypes.name], CARD_TYPES),
    spec(
      db.cardStatuses,
      [
        db.cardStatuses.statusId,
        db.cardStatuses.name,
        db.cardStatuses.code,
        db.cardStatuses.style,
        db.cardStatuses.isStopped,
      ],
      CARD_STATUSES,
    ),
    spec(
      db.roles,
      [db.roles.roleId, db.roles.roleName, db.roles.offerType, db.roles.isSingleRole, db.roles.description],
      ROLES.map((r) => [r.id, r.name, r.offerType, r.isSingleRole, r.description]),
    ),
    spec(
      db.rolePermissions,
      [db.rolePermissions.roleId, db.rolePermissions.permissionKey],
      ROLES.flatMap((r) => r.permissions.map((key) => [r.id, key])),
    ),
    // audit_action_types: seeded by migration 0003, not here.
    spec(
      db.sites,
      [
        db.sites.globalSiteId,
        db.sites.siteName,
        db.sites.siteTypeId,
        db.sites.countryId,
        db.sites.areaId,
        db.sites.addressLine1,
        db.sites.town,
        db.sites.postCode,
        db.sites.telephoneNumber,
        db.sites.latitude,
        db.sites.longitude,
        db.sites.fepIds,
      ],
      catalogue.sites.map((s) => [
        s.id,
        s.name,
        s.typeId,
        s.country.id,
        s.areaId,
        s.addressLine1,
        s.town,
        s.postCode,
        s.phone,
        s.lat,
        s.lng,
        s.fepIds,
      ]),
    ),
  ];
}
