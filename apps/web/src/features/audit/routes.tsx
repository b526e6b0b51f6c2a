import type { RouteObject } from 'react-router';
import { AuditPage } from './pages/audit-page';

/** Pages of the audit area inside the shell (spec 000 §2 route table). */
export const auditRoutes: RouteObject[] = [{ path: 'audit', element: <AuditPage /> }];
