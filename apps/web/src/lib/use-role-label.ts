import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMON_NAMESPACE } from './i18n';

/**
 * Role names come from the server's role list (spec 000 §3) in English. The common content page holds
 * them per language as `role_{roleId}`; a role without an entry shows the server's name.
 */
export function useRoleLabel(): (roleId: number, roleName: string) => string {
  const { t } = useTranslation(COMMON_NAMESPACE);
  return useCallback((roleId, roleName) => t(`role_${roleId}`, { defaultValue: roleName }), [t]);
}
