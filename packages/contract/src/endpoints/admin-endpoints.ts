import {
  ZAdminRawUser,
  ZAdminUserParams,
  ZAdminUsersQuery,
  ZAdminUsersResponse,
  ZImpersonationResponse,
  ZScenarioFacts,
  ZStartImpersonationBody,
} from '../admin';
import { defineEndpoint } from '../common/endpoint';

const tags = ['admin'];

/** Spec 000 §2 admin panel and scenario guide, §6 impersonation (paths ours, docs/decisions.md). */
export const ADMIN_ENDPOINTS = {
  users: defineEndpoint({
    method: 'GET',
    path: '/api/admin/users',
    query: ZAdminUsersQuery,
    response: ZAdminUsersResponse,
    access: 'admin',
    tags,
  }),
  rawUser: defineEndpoint({
    method: 'GET',
    path: '/api/admin/users/:uId/raw',
    params: ZAdminUserParams,
    response: ZAdminRawUser,
    access: 'admin',
    tags,
  }),
  scenario: defineEndpoint({
    method: 'GET',
    path: '/api/admin/users/:uId/scenario',
    params: ZAdminUserParams,
    response: ZScenarioFacts,
    access: 'admin',
    tags,
  }),
  startImpersonation: defineEndpoint({
    method: 'POST',
    path: '/api/admin/impersonation',
    body: ZStartImpersonationBody,
    response: ZImpersonationResponse,
    access: 'admin',
    tags,
  }),
  // Ending works from the impersonating session, where the effective user is no admin.
  endImpersonation: defineEndpoint({
    method: 'DELETE',
    path: '/api/admin/impersonation',
    response: ZImpersonationResponse,
    access: 'session',
    whileImpersonating: 'allowed',
    tags,
  }),
} as const;
