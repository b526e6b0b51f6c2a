// Spec 002 §2.1: the multi-step variant's steps and the fields each one checks before Next.
import type { FieldPath } from 'react-hook-form';
import type { OrderFormValues } from './order-form';

export const ORDER_STEPS = [
  'carddetails',
  'cardembossing',
  'region',
  'pin',
  'restriction',
  'summary',
] as const;
export type OrderStep = (typeof ORDER_STEPS)[number];

export const isOrderStep = (value: string | undefined): value is OrderStep =>
  (ORDER_STEPS as readonly string[]).includes(value ?? '');

/** The start page checks the delivery address; each step its own fields. */
export const STEP_FIELDS: Record<'start' | OrderStep, FieldPath<OrderFormValues>[]> = {
  start: [
    'address.addressLine1',
    'address.addressLine2',
    'address.addressLine3',
    'address.country',
    'address.postCode',
  ],
  carddetails: ['cardTypeId', 'vehicleregistration', 'drivername'],
  cardembossing: ['line2'],
  region: ['austriantax', 'costcenterName', 'subcostcenter'],
  pin: ['pinActive', 'pin'],
  restriction: ['profileId'],
  summary: [],
};

/** §4.6: the restriction step is shown only when the restriction setting is Yes. */
export function nextStep(step: 'start' | OrderStep, restricted: boolean): OrderStep | null {
  const at = step === 'start' ? -1 : ORDER_STEPS.indexOf(step);
  const next = ORDER_STEPS[at + 1];
  if (next === 'restriction' && !restricted) return 'summary';
  return next ?? null;
}

export function previousStep(step: OrderStep, restricted: boolean): OrderStep | 'start' {
  const at = ORDER_STEPS.indexOf(step);
  const previous = ORDER_STEPS[at - 1];
  if (previous === 'restriction' && !restricted) return 'pin';
  return previous ?? 'start';
}
