import { Badge } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

/** Light backgrounds with dark text: a contrast of at least 7:1 at badge size. */
export const TONES = {
  success: { bg: '#d3f9d8', fg: '#0f4a1f' },
  danger: { bg: '#ffe3e3', fg: '#7a1616' },
  warning: { bg: '#fff3bf', fg: '#5c3a00' },
} as const;

/** A badge in one of the three tones. */
export function ToneBadge({
  tone,
  children,
  size,
}: {
  tone: keyof typeof TONES;
  children: ReactNode;
  size?: 'xs' | 'sm';
}) {
  return (
    <Badge
      size={size}
      radius="sm"
      data-status-style={tone}
      style={{ '--badge-bg': TONES[tone].bg, '--badge-color': TONES[tone].fg } as CSSProperties}
      styles={{ label: { textTransform: 'none', overflow: 'visible' }, root: { maxWidth: 'none' } }}
    >
      {children}
    </Badge>
  );
}
