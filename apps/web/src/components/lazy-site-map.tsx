import { Suspense } from 'react';
import { lazyPage } from '../lib/lazy-page';
import { usePortalConfig } from '../lib/portal-config';
import type { SiteMapProps } from './site-map';
import { Skeleton } from './skeleton';

const SiteMapChunk = lazyPage(() => import('./site-map'), 'SiteMap');

/**
 * The site map, with Leaflet loaded when a map is first shown, not with the pages that may show
 * one (issue 13 Web budgets: maps only where used). MAP_TILE_URL comes with the portal config.
 */
export function SiteMap(props: Omit<SiteMapProps, 'tileUrl'>) {
  const config = usePortalConfig();
  // The base layer is chosen once, when the map opens: wait for the answer (usually cached).
  if (config.isPending) return <Skeleton height={220} radius={8} />;
  return (
    <Suspense fallback={<Skeleton height={220} radius={8} />}>
      <SiteMapChunk {...props} tileUrl={config.data?.mapTileUrl ?? null} />
    </Suspense>
  );
}
