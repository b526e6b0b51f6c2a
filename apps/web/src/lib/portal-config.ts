import { SESSION_CONSTANTS, type TPortalConfig } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

export type { TPortalConfig };

/** What the screens assume until the configuration arrives (spec 000 §9 timeouts, no banners). */
export const DEFAULT_PORTAL_CONFIG: TPortalConfig = {
  maintenance: false,
  newLoginProviderNotice: false,
  idleTimeoutMs: SESSION_CONSTANTS.idleTimeoutMs,
  autoLogoutMs: SESSION_CONSTANTS.autoLogoutMs,
  isBuiltInIdp: true,
  passwordUrl: null,
  mapTileUrl: null,
};

/**
 * Typed by the contract but not parsed: the sign-in landing reads it and loads no zod (issue 13 Web
 * budgets, docs/decisions.md); the server's answer goes through ZPortalConfig.
 */
export const getPortalConfig = (): Promise<TPortalConfig> =>
  api.get<TPortalConfig>('/api/portal/config', { skipSessionRefresh: true });

export const getPortalConfigQueryOptions = () =>
  queryOptions({ queryKey: ['portal', 'config'], queryFn: getPortalConfig, staleTime: 5 * 60_000 });

export const usePortalConfig = () => useQuery(getPortalConfigQueryOptions());
