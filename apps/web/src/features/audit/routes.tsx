import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page';

const AuditPage = lazyPage(() => import('./pages/audit-page'), 'AuditPage');

/** Pages of the audit area inside the shell (spec 000 §2 route table). */
export const auditRoutes: RouteObject[] = [{ path: 'audit', element: <AuditPage /> }];
