import { rfidStatusColour } from '@portal/contract';
import { ToneBadge } from '../../../components/tone-badge';

/** Spec 001 §4 RFID card status badge: success, warning or danger, dark text on a light ground. */
export function RfidStatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <ToneBadge size="sm" tone={rfidStatusColour(status)}>
      {label}
    </ToneBadge>
  );
}
