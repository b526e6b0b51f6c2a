import { Badge } from '@mantine/core';
import { rfidStatusColour } from '@portal/contract';

const COLOURS = { success: 'green', warning: 'yellow', danger: 'red' } as const;

/** Spec 001 §4 RFID card status badge. */
export function RfidStatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <Badge color={COLOURS[rfidStatusColour(status)]} variant="light" size="sm">
      {label}
    </Badge>
  );
}
