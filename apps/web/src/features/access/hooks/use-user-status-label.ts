import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { USERS_NAMESPACE } from '../utils/namespace';

const STATUS_KEY: Record<string, string> = {
  Active: 'status_active',
  Invited: 'status_invited',
  'Link Expired': 'status_link_expired',
  Inactive: 'status_inactive',
};

/**
 * A user status (spec 000 §3: Active, Invited, Link Expired, Inactive) in the page's language, for every
 * screen that shows one (access users, the admin panel, the scenario guide); an unknown one as sent.
 */
export function useUserStatusLabel() {
  const { t } = useTranslation(USERS_NAMESPACE);
  return useCallback((status: string) => (STATUS_KEY[status] ? t(STATUS_KEY[status]) : status), [t]);
}
