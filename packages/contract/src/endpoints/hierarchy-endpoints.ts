import { z } from 'zod';
import { defineEndpoint, needsNoKey, OWN_SESSION } from '../common/endpoint';
import {
  ZDetailsResponse,
  ZHierarchyResponse,
  ZLoggedInUser,
  ZLoggedInUserResponse,
  ZPermissionsResponse,
  ZPreferenceOptions,
  ZScopeQuery,
  ZUserPreferences,
} from '../hierarchy';

const tags = ['hierarchy'];

/** Spec 000 §7: hierarchy, loggedinuser, permissions, details and preferences of the signed-in user. */
export const HIERARCHY_ENDPOINTS = {
  hierarchy: defineEndpoint({
    permission: needsNoKey(OWN_SESSION),
    method: 'GET',
    path: '/api/users/users/hierarchy',
    response: ZHierarchyResponse,
    access: 'session',
    tags,
  }),
  loggedInUser: defineEndpoint({
    permission: needsNoKey(OWN_SESSION),
    method: 'GET',
    path: '/api/users/users/loggedinuser',
    response: ZLoggedInUserResponse,
    access: 'session',
    tags,
  }),
  selectLoggedInUser: defineEndpoint({
    permission: needsNoKey(OWN_SESSION),
    method: 'PUT',
    path: '/api/users/users/loggedinuser',
    body: ZLoggedInUser,
    response: ZLoggedInUser,
    access: 'session',
    // Choosing a hierarchy entry is how an impersonating admin looks around (DESIGN §5).
    whileImpersonating: 'allowed',
    tags,
  }),
  permissions: defineEndpoint({
    permission: needsNoKey(OWN_SESSION),
    method: 'GET',
    path: '/api/users/users/permissions',
    query: ZScopeQuery,
    response: ZPermissionsResponse,
    access: 'session',
    tags,
  }),
  preferenceOptions: defineEndpoint({
    permission: needsNoKey(OWN_SESSION),
    method: 'GET',
    path: '/api/users/users/preferences',
    query: ZScopeQuery,
    response: ZPreferenceOptions,
    access: 'session',
    tags,
  }),
  details: defineEndpoint({
    permission: needsNoKey(OWN_SESSION),
    method: 'GET',
    path: '/api/users/users/details',
    query: ZScopeQuery,
    response: ZDetailsResponse,
    access: 'session',
    tags,
  }),
  userPreferences: defineEndpoint({
    permission: needsNoKey(OWN_SESSION),
    method: 'GET',
    path: '/api/users/userpreferences',
    response: ZUserPreferences,
    access: 'session',
    tags,
  }),
  saveUserPreferences: defineEndpoint({
    permission: needsNoKey(OWN_SESSION),
    method: 'PUT',
    path: '/api/users/userpreferences/:section',
    params: z.object({ section: z.string().max(40) }),
    body: z.record(z.string(), z.unknown()),
    response: ZUserPreferences,
    access: 'session',
    tags,
  }),
} as const;
