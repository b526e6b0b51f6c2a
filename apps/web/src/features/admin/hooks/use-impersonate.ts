import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { endImpersonation, startImpersonation, syncImpersonation } from '../../../lib/session/impersonation';
import { useBrand } from '../../../lib/use-brand';
import { useLocalizedPath } from '../../../lib/use-locale';

/**
 * Spec 000 §6: impersonate an Active user by userUniqueId, then the entry redirect takes the admin to
 * that user's home. An impersonation already running ends first (the server keeps one per session).
 */
export function useImpersonate(): (
  userUniqueId: string,
  options?: { endCurrent?: boolean },
) => Promise<void> {
  const queryClient = useQueryClient();
  const brand = useBrand();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  return useCallback(
    async (userUniqueId, options) => {
      if (options?.endCurrent) await endImpersonation();
      await startImpersonation(userUniqueId);
      await syncImpersonation(queryClient, brand);
      await navigate(to('/redirect'), { replace: true });
    },
    [brand, navigate, queryClient, to],
  );
}
