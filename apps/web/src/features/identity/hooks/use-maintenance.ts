import { usePortalConfig } from '../../../lib/portal-config';
import { isCookieFlagOn } from '../utils/cookies';

/** Name of the cookie that, together with the server's flag, shows the maintenance page. */
export const MAINTENANCE_COOKIE = 'maintenance';

/**
 * Spec 000 §2: the maintenance page replaces the landing only when the maintenance cookie AND the
 * maintenance flag are on. Without the cookie there is nothing to wait for.
 */
export function useMaintenance(): 'checking' | 'on' | 'off' {
  const hasCookie = isCookieFlagOn(MAINTENANCE_COOKIE);
  const { data: config, isPending } = usePortalConfig();
  if (!hasCookie) return 'off';
  if (isPending) return 'checking';
  return config?.maintenance ? 'on' : 'off';
}
