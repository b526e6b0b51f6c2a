import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PieChart, type PieSlice } from './pie-chart';

const label = (slice: PieSlice) => `${slice.name}: ${slice.value}`;
const draw = (slices: PieSlice[]) =>
  render(<PieChart slices={slices} size={100} label={label} />).container.querySelectorAll('[data-slice]');

describe('PieChart', () => {
  it('draws a slice per product in its own fill, titled with its name and amount', () => {
    const slices = draw([
      { name: 'Diesel', value: 75, fill: 'rgb(1, 2, 3)' },
      { name: 'AdBlue', value: 25, fill: 'rgb(4, 5, 6)' },
    ]);
    expect(slices).toHaveLength(2);
    expect([...slices].map((s) => s.getAttribute('fill'))).toEqual(['rgb(1, 2, 3)', 'rgb(4, 5, 6)']);
    expect([...slices].map((s) => s.querySelector('title')?.textContent)).toEqual([
      'Diesel: 75',
      'AdBlue: 25',
    ]);
    // Clockwise from the top: the three-quarter slice takes the long way round (large-arc flag 1)
    // and ends at 9 o'clock; the quarter takes the short way from there back to the top.
    const [first, second] = [...slices].map((s) => s.querySelector('path')?.getAttribute('d'));
    expect(first).toBe('M0 0L0.000 -49.500A49.5 49.5 0 1 1 -49.500 0.000Z');
    expect(second).toBe('M0 0L-49.500 0.000A49.5 49.5 0 0 1 -0.000 -49.500Z');
  });

  it('draws a lone product as the whole circle', () => {
    const slices = draw([{ name: 'Diesel', value: 10, fill: 'blue' }]);
    expect(slices[0]?.querySelector('circle')).not.toBeNull();
    expect(slices[0]?.querySelector('path')).toBeNull();
  });
});
