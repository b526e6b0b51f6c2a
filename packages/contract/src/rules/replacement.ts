// Spec 002 §4.1, §4.3: the stop reasons and the replacement reason 31 (damaged).
import { REASON_31_BLOCKED_STATUS, REPLACEMENT_REASON_CODE, STOP_REASONS } from '../card-constants';

/** Spec 002 §4.3: a stop reason is one of the three, and reason 31 is refused while the status is 910. */
export const stopReasonAllowed = (reason: number, cardStatusId: number): boolean =>
  (STOP_REASONS as readonly number[]).includes(reason) &&
  !(reason === REPLACEMENT_REASON_CODE && cardStatusId === REASON_31_BLOCKED_STATUS);
