import { Badge } from '@mantine/core';
import { useUserStatusLabel } from '../../access';
import { statusColor } from '../utils/user-status';

/** Spec 000 §4 user status styles: the colour is the dot, the text stays dark enough to read (WCAG AA). */
export function StatusBadge({ status }: { status: string }) {
  const label = useUserStatusLabel();
  const color = statusColor(status);
  return (
    <Badge color={color} variant="dot" radius="sm" c="dark.7">
      {label(status)}
    </Badge>
  );
}
