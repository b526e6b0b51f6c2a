import type { ReactNode } from 'react';
import { Icon } from '../../../components/icons';

export type LegendName = 'vehicle' | 'vehicles' | 'driver' | 'drivers' | 'card' | 'pin';

const car = (x = 0) => (
  <g transform={`translate(${x} 0)`}>
    <path d="M3 15v-3l2-4h8l2 4v3z" />
    <circle cx="6" cy="16" r="1.5" />
    <circle cx="12" cy="16" r="1.5" />
  </g>
);
const person = (x = 0) => (
  <g transform={`translate(${x} 0)`}>
    <circle cx="9" cy="7" r="3" />
    <path d="M3 20a6 6 0 0 1 12 0" />
  </g>
);

const SHAPES: Record<LegendName, ReactNode> = {
  vehicle: car(3),
  vehicles: (
    <>
      {car(-1)}
      {car(7)}
    </>
  ),
  driver: person(3),
  drivers: (
    <>
      {person(-2)}
      {person(7)}
    </>
  ),
  card: (
    <>
      <rect x="2" y="5" width="20" height="14" rx="2" />
      <path d="M2 10h20" />
    </>
  ),
  pin: (
    <>
      <rect x="3" y="7" width="18" height="10" rx="2" />
      <path d="M7 12h.01M11 12h.01M15 12h.01" />
    </>
  ),
};

/** The help modal's legend icons (spec 002 §2.1); named when a label is given, decorative otherwise. */
export function LegendIcon({ name, label }: { name: LegendName; label?: string }) {
  return (
    <Icon
      size={20}
      role={label ? 'img' : undefined}
      aria-hidden={label ? undefined : true}
      aria-label={label}
    >
      {SHAPES[name]}
    </Icon>
  );
}
