import { Badge } from '@mantine/core';
import { chargePointStatusColour } from '@portal/contract';

const COLOURS = { success: 'green', warning: 'yellow', danger: 'red' } as const;

/** Spec 001 §4 charge point and connector status badge. */
export function ChargePointStatus({ status, label }: { status: string; label: string }) {
  return (
    <Badge color={COLOURS[chargePointStatusColour(status)]} variant="dot" size="md">
      {label}
    </Badge>
  );
}
