import { ZAccountDetails, ZAccountDetailsUpdate, ZMyAccessQuery, ZMyAccessResponse } from '../account';
import { ZAuditLogsQuery, ZAuditLogsResponse } from '../audit';
import { defineEndpoint } from '../common/endpoint';
import { GROUP_ADMIN_PATH, ZGroupAdminQuery, ZGroupAdminRequest, ZGroupAdminResponse } from '../groups';

/** Spec 000 §7 account page and audit log; spec 002 §7 group list. */
export const ACCOUNT_ENDPOINTS = {
  updateDetails: defineEndpoint({
    method: 'PUT',
    path: '/api/users/users/details',
    body: ZAccountDetailsUpdate,
    response: ZAccountDetails,
    access: 'session',
    tags: ['account'],
  }),
  myAccess: defineEndpoint({
    method: 'GET',
    path: '/api/users/users/access',
    query: ZMyAccessQuery,
    response: ZMyAccessResponse,
    access: 'session',
    tags: ['account'],
  }),
  auditLogs: defineEndpoint({
    method: 'GET',
    path: '/api/audit/audit/logs',
    query: ZAuditLogsQuery,
    response: ZAuditLogsResponse,
    access: 'session',
    tags: ['audit'],
  }),
  groupAdmin: defineEndpoint({
    method: 'POST',
    path: GROUP_ADMIN_PATH,
    query: ZGroupAdminQuery,
    body: ZGroupAdminRequest,
    response: ZGroupAdminResponse,
    access: 'session',
    // A read sent as POST (spec 002 §7).
    whileImpersonating: 'allowed',
    tags: ['groups'],
  }),
} as const;
