import { Suspense } from 'react';
import { lazyPage } from '../../../lib/lazy-page';

const FullDetailsModal = lazyPage(() => import('./full-details-modal'), 'FullDetailsModal');

/**
 * The full-details modal, loaded when a line's full details are first opened: its sections, views,
 * spreadsheet and odometer edit are no part of the list's first visit (issue 13 Web budgets).
 */
export function LazyFullDetailsModal({
  uniqueId,
  onClose,
}: {
  uniqueId: string | null;
  onClose: () => void;
}) {
  if (!uniqueId) return null;
  return (
    <Suspense fallback={null}>
      <FullDetailsModal uniqueId={uniqueId} onClose={onClose} />
    </Suspense>
  );
}
