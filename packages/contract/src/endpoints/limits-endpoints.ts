import { ADMIN_AREA, defineEndpoint, needsKey, needsNoKey } from '../common/endpoint';
import {
  ZAccountLimitBody,
  ZAccountLimitRow,
  ZAccountLimitsQuery,
  ZAccountLimitsResponse,
  ZAccountLimitsWriteQuery,
  ZAuthorizeBody,
  ZAuthorizeResponse,
  ZOverrideBody,
  ZOverridesQuery,
  ZOverridesResponse,
} from '../limits';
import { PERMISSION_KEYS } from '../permissions';

const limits = { access: 'customer', tags: ['limits'] } as const;

/** Spec 002 §7 overrides and accountlimits; the authorization check (issue 19). */
export const LIMITS_ENDPOINTS = {
  overrides: defineEndpoint({
    permission: needsKey(PERMISSION_KEYS.readCard),
    ...limits,
    method: 'GET',
    path: '/api/cards/profile/overrides',
    query: ZOverridesQuery,
    response: ZOverridesResponse,
  }),
  setOverride: defineEndpoint({
    permission: needsKey(PERMISSION_KEYS.setProfileOverride),
    ...limits,
    method: 'POST',
    path: '/api/cards/profile/overrides',
    body: ZOverrideBody,
    response: ZOverridesResponse,
  }),
  accountLimits: defineEndpoint({
    permission: needsKey(PERMISSION_KEYS.readCard),
    ...limits,
    method: 'GET',
    path: '/api/users/hierarchy/authorities/accountlimits',
    query: ZAccountLimitsQuery,
    response: ZAccountLimitsResponse,
  }),
  saveAccountLimit: defineEndpoint({
    permission: needsKey(PERMISSION_KEYS.editCardLimits),
    ...limits,
    method: 'POST',
    path: '/api/users/hierarchy/authorities/accountlimits',
    query: ZAccountLimitsWriteQuery,
    body: ZAccountLimitBody,
    response: ZAccountLimitRow,
  }),
  // Machine and internal callers (the partner ingestion API, OCPI authorize): platform admins until a
  // partner authenticator exists (docs/decisions.md).
  authorize: defineEndpoint({
    permission: needsNoKey(ADMIN_AREA),
    access: 'admin',
    tags: ['limits'],
    method: 'POST',
    path: '/api/cards/authorize',
    body: ZAuthorizeBody,
    response: ZAuthorizeResponse,
    description:
      'Authorizes a transaction of a card: status, expiry, restriction profile, override, account limits.',
  }),
} as const;
