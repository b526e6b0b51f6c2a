import { Badge } from '@mantine/core';
import { userStatusStyle } from '@portal/contract';
import { useUserStatusLabel } from '../hooks/use-user-status-label';

/** Background and text per style, at least 4.5:1 apart (axe colour contrast). */
const COLOR = {
  success: { bg: '#1e6b31', fg: '#ffffff' },
  danger: { bg: '#c92a2a', fg: '#ffffff' },
  warning: { bg: '#ffd43b', fg: '#212529' },
} as const;

/** Spec 000 §4: Active success, Inactive and Link Expired danger, anything else warning. */
export function UserStatusBadge({ status }: { status: string }) {
  const label = useUserStatusLabel();
  const style = userStatusStyle(status);
  return (
    <Badge color={COLOR[style].bg} c={COLOR[style].fg} variant="filled" radius="sm">
      {label(status)}
    </Badge>
  );
}
