import { Badge } from '@mantine/core';
import type { TAuthorityDetails } from '@portal/contract';

/** The authority the order is for (spec 002 §2.1 authority name badge); wraps on narrow screens. */
export function AuthorityBadge({ authority }: { authority: TAuthorityDetails }) {
  return (
    <Badge
      variant="light"
      size="lg"
      radius="sm"
      maw="100%"
      styles={{ root: { height: 'auto', paddingBlock: 4 }, label: { whiteSpace: 'normal' } }}
    >
      {authority.authorityName} · {authority.authorityId}
    </Badge>
  );
}
