import { SESSION_CONSTANTS, type TPortalConfig, ZPortalConfig } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type { TPortalConfig };

/** What the screens assume until the configuration arrives (spec 000 §9 timeouts, no banners). */
export const DEFAULT_PORTAL_CONFIG: TPortalConfig = {
  maintenance: false,
  newLoginProviderNotice: false,
  idleTimeoutMs: SESSION_CONSTANTS.idleTimeoutMs,
  autoLogoutMs: SESSION_CONSTANTS.autoLogoutMs,
  isBuiltInIdp: true,
  passwordUrl: null,
};

export const getPortalConfig = (): Promise<TPortalConfig> =>
  api.get('/api/portal/config', { schema: ZPortalConfig, skipSessionRefresh: true });

export const getPortalConfigQueryOptions = () =>
  queryOptions({ queryKey: ['portal', 'config'], queryFn: getPortalConfig, staleTime: 5 * 60_000 });

export const usePortalConfig = () => useQuery(getPortalConfigQueryOptions());
