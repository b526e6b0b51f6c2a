import { defineEndpoint } from '../common/endpoint';
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
    ...limits,
    method: 'GET',
    path: '/api/cards/profile/overrides',
    query: ZOverridesQuery,
    response: ZOverridesResponse,
  }),
  setOverride: defineEndpoint({
    ...limits,
    method: 'POST',
    path: '/api/cards/profile/overrides',
    body: ZOverrideBody,
    response: ZOverridesResponse,
    permission: PERMISSION_KEYS.setProfileOverride,
  }),
  accountLimits: defineEndpoint({
    ...limits,
    method: 'GET',
    path: '/api/users/hierarchy/authorities/accountlimits',
    query: ZAccountLimitsQuery,
    response: ZAccountLimitsResponse,
  }),
  saveAccountLimit: defineEndpoint({
    ...limits,
    method: 'POST',
    path: '/api/users/hierarchy/authorities/accountlimits',
    query: ZAccountLimitsWriteQuery,
    body: ZAccountLimitBody,
    response: ZAccountLimitRow,
    permission: PERMISSION_KEYS.editCardLimits,
  }),
  // Machine and internal callers (the partner ingestion API, OCPI authorize): platform admins until a
  // partner authenticator exists (docs/decisions.md).
  authorize: defineEndpoint({
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
