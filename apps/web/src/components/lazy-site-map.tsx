import { Skeleton } from '@mantine/core';
import { Suspense } from 'react';
import { lazyPage } from '../lib/lazy-page';
import type { SiteMapProps } from './site-map';

const SiteMapChunk = lazyPage(() => import('./site-map'), 'SiteMap');

/**
 * The site map, with Leaflet loaded when a map is first shown, not with the pages that may show
 * one (issue 13 Web budgets: maps only where used).
 */
export function SiteMap(props: SiteMapProps) {
  return (
    <Suspense fallback={<Skeleton h={220} radius={8} />}>
      <SiteMapChunk {...props} />
    </Suspense>
  );
}
