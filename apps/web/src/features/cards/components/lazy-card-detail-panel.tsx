import { Loader } from '@mantine/core';
import { type ComponentProps, Suspense } from 'react';
import { lazyPage } from '../../../lib/lazy-page';

const CardDetailPanel = lazyPage<
  ComponentProps<typeof import('./card-detail-panel').CardDetailPanel>,
  'CardDetailPanel'
>(() => import('./card-detail-panel'), 'CardDetailPanel');

/**
 * A card's expanded detail, loaded when a row is first opened: its actions, modals and their reasons
 * are no part of the list's first visit (issue 13 Web budgets).
 */
export function LazyCardDetailPanel(props: ComponentProps<typeof CardDetailPanel>) {
  return (
    <Suspense fallback={<Loader size="sm" role="status" />}>
      <CardDetailPanel {...props} />
    </Suspense>
  );
}
