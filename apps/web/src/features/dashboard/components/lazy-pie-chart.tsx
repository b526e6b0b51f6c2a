import type { PieChartProps } from '@mantine/charts';
import { Suspense } from 'react';
import { Skeleton } from '../../../components/skeleton';
import { lazyPage } from '../../../lib/lazy-page';

const PieChartChunk = lazyPage<PieChartProps, 'PieChart'>(() => import('./pie-chart'), 'PieChart');

/**
 * Mantine's PieChart, loaded when a widget first draws it rather than with the dashboard page (the
 * chart library is a quarter of the page's JavaScript). A circle of the chart's size holds its
 * place meanwhile, so nothing below moves.
 */
export function PieChart(props: PieChartProps) {
  return (
    <Suspense fallback={<Skeleton height={props.size ?? 160} width={props.size ?? 160} circle />}>
      <PieChartChunk {...props} />
    </Suspense>
  );
}
