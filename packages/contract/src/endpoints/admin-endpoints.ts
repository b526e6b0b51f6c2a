import {
  ZAdminRawUser,
  ZAdminUserParams,
  ZAdminUsersQuery,
  ZAdminUsersResponse,
  ZImpersonationResponse,
  ZScenarioFacts,
  ZStartImpersonationBody,
} from '../admin';
import { ADMIN_AREA, defineEndpoint, needsNoKey } from '../common/endpoint';

const tags = ['admin'];

/** Spec 000 §2 admin panel and scenario guide, §6 impersonation (paths ours, docs/decisions.md). */
export const ADMIN_ENDPOINTS = {
  users: defineEndpoint({
    permission: needsNoKey(ADMIN_AREA),
    method: 'GET',
    path: '/api/admin/users',
    query: ZAdminUsersQuery,
    response: ZAdminUsersResponse,
    access: 'admin',
    tags,
  }),
  rawUser: defineEndpoint({
    permission: needsNoKey(ADMIN_AREA),
    method: 'GET',
    path: '/api/admin/users/:uId/raw',
    params: ZAdminUserParams,
    response: ZAdminRawUser,
    access: 'admin',
    tags,
  }),
  scenario: defineEndpoint({
    permission: needsNoKey(ADMIN_AREA),
    method: 'GET',
    path: '/api/admin/users/:uId/scenario',
    params: ZAdminUserParams,
    response: ZScenarioFacts,
    access: 'admin',
    tags,
  }),
  startImpersonation: defineEndpoint({
    permission: needsNoKey(ADMIN_AREA),
    method: 'POST',
    path: '/api/admin/impersonation',
    body: ZStartImpersonationBody,
    response: ZImpersonationResponse,
    access: 'admin',
    tags,
  }),
  // Ending works from the impersonating session, where the effective user is no admin.
  endImpersonation: defineEndpoint({
    permission: needsNoKey("ends the session's own impersonation"),
    method: 'DELETE',
    path: '/api/admin/impersonation',
    response: ZImpersonationResponse,
    access: 'session',
    whileImpersonating: 'allowed',
    tags,
  }),
} as const;
