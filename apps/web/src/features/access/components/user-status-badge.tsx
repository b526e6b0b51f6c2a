import { Badge } from '@mantine/core';
import { userStatusStyle } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { USERS_NAMESPACE } from '../utils/namespace';

/** Background and text per style, at least 4.5:1 apart (axe colour contrast). */
const COLOR = {
  success: { bg: '#1e6b31', fg: '#ffffff' },
  danger: { bg: '#c92a2a', fg: '#ffffff' },
  warning: { bg: '#ffd43b', fg: '#212529' },
} as const;
const STATUS_KEY: Record<string, string> = {
  Active: 'status_active',
  Invited: 'status_invited',
  'Link Expired': 'status_link_expired',
  Inactive: 'status_inactive',
};

/** Spec 000 §4: Active success, Inactive and Link Expired danger, anything else warning. */
export function UserStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation(USERS_NAMESPACE);
  const style = userStatusStyle(status);
  return (
    <Badge color={COLOR[style].bg} c={COLOR[style].fg} variant="filled" radius="sm">
      {STATUS_KEY[status] ? t(STATUS_KEY[status]) : status}
    </Badge>
  );
}
