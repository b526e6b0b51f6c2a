import { ZAccountDetails, ZAccountDetailsUpdate, ZMyAccessQuery, ZMyAccessResponse } from '../account';
import { ZAuditLogsQuery, ZAuditLogsResponse } from '../audit';
import { defineEndpoint, needsKey, needsNoKey, OWN_SESSION } from '../common/endpoint';
import { GROUP_ADMIN_PATH, ZGroupAdminQuery, ZGroupAdminRequest, ZGroupAdminResponse } from '../groups';
import { PERMISSION_KEYS } from '../permissions';

/** Spec 000 §7 account page and audit log; spec 002 §7 group list. */
export const ACCOUNT_ENDPOINTS = {
  updateDetails: defineEndpoint({
    permission: needsNoKey(OWN_SESSION),
    method: 'PUT',
    path: '/api/users/users/details',
    body: ZAccountDetailsUpdate,
    response: ZAccountDetails,
    access: 'session',
    tags: ['account'],
  }),
  myAccess: defineEndpoint({
    permission: needsNoKey(OWN_SESSION),
    method: 'GET',
    path: '/api/users/users/access',
    query: ZMyAccessQuery,
    response: ZMyAccessResponse,
    access: 'session',
    tags: ['account'],
  }),
  auditLogs: defineEndpoint({
    permission: needsNoKey(
      'admins while impersonating (the audit module refuses others); the log types offered follow the keys held, spec 000 §6',
    ),
    method: 'GET',
    path: '/api/audit/audit/logs',
    query: ZAuditLogsQuery,
    response: ZAuditLogsResponse,
    access: 'session',
    tags: ['audit'],
  }),
  groupAdmin: defineEndpoint({
    permission: needsKey(PERMISSION_KEYS.viewGroups),
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
