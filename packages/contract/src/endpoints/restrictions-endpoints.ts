import { defineEndpoint, needsKey } from '../common/endpoint';
import { ZScopeQuery } from '../hierarchy';
import { PERMISSION_KEYS } from '../permissions';
import {
  ZBaseProfilesQuery,
  ZBaseProfilesResponse,
  ZProfileIdParams,
  ZProfileStatsQuery,
  ZProfileStatsResponse,
  ZProfilesQuery,
  ZProfilesResponse,
  ZRestrictionDetailsResponse,
  ZSaveRestrictionsBody,
  ZSaveRestrictionsResponse,
} from '../restriction-calls';
import {
  ZCountriesResponse,
  ZProductsQuery,
  ZProductsResponse,
  ZRestrictionSitesQuery,
  ZRestrictionSitesResponse,
  ZSiteGroupsParams,
  ZSiteGroupsResponse,
} from '../restriction-catalogue';

const restrictions = { access: 'customer', tags: ['restrictions'] } as const;

/**
 * Spec 002 §7: restriction profiles and the catalogues their forms choose from. Rename, unlink, delete
 * and set base profile go through PUT /api/cards/restrictions/profile (CARDS_ENDPOINTS.linkProfile).
 */
export const RESTRICTIONS_ENDPOINTS = {
  profiles: defineEndpoint({
    permission: needsKey(PERMISSION_KEYS.readCard),
    ...restrictions,
    method: 'GET',
    path: '/api/cards/profile/all',
    query: ZProfilesQuery,
    response: ZProfilesResponse,
  }),
  baseProfiles: defineEndpoint({
    permission: needsKey(PERMISSION_KEYS.readCard),
    ...restrictions,
    method: 'GET',
    path: '/api/cards/profile/baseprofiles',
    query: ZBaseProfilesQuery,
    response: ZBaseProfilesResponse,
  }),
  details: defineEndpoint({
    permission: needsKey(PERMISSION_KEYS.readCard),
    ...restrictions,
    method: 'GET',
    path: '/api/cards/profile/restrictions/:profileId',
    params: ZProfileIdParams,
    response: ZRestrictionDetailsResponse,
  }),
  save: defineEndpoint({
    permission: needsKey(PERMISSION_KEYS.editCardRestrictions),
    ...restrictions,
    method: 'POST',
    path: '/api/cards/profile/restrictions',
    query: ZScopeQuery,
    body: ZSaveRestrictionsBody,
    response: ZSaveRestrictionsResponse,
  }),
  stats: defineEndpoint({
    permission: needsKey(PERMISSION_KEYS.readCard),
    ...restrictions,
    method: 'GET',
    path: '/api/cards/profile/stats',
    query: ZProfileStatsQuery,
    response: ZProfileStatsResponse,
  }),
  products: defineEndpoint({
    permission: needsKey(PERMISSION_KEYS.readCard),
    ...restrictions,
    method: 'GET',
    path: '/api/cards/cards/products',
    query: ZProductsQuery,
    response: ZProductsResponse,
  }),
  countries: defineEndpoint({
    permission: needsKey(PERMISSION_KEYS.readCard),
    ...restrictions,
    method: 'GET',
    path: '/api/users/countries',
    response: ZCountriesResponse,
  }),
  sites: defineEndpoint({
    permission: needsKey(PERMISSION_KEYS.readCard),
    ...restrictions,
    method: 'GET',
    path: '/api/sites/sites',
    query: ZRestrictionSitesQuery,
    response: ZRestrictionSitesResponse,
  }),
  siteGroups: defineEndpoint({
    permission: needsKey(PERMISSION_KEYS.readCard),
    ...restrictions,
    method: 'GET',
    path: '/api/sites/sites/groups/:id',
    params: ZSiteGroupsParams,
    response: ZSiteGroupsResponse,
  }),
} as const;
