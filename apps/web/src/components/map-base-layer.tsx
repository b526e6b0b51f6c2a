import { useEffect, useState } from 'react';
import { GeoJSON, Pane, TileLayer } from 'react-leaflet';
import type { feature } from 'topojson-client';

export type CountryShapes = GeoJSON.FeatureCollection<GeoJSON.Geometry, { name: string }>;

/** Country shapes say little at street level: maps on the offline base layer show the country and its neighbours. */
export const OFFLINE_MAX_ZOOM = 5;
/** The sea under the offline base layer; the maps' container background. */
export const MAP_SEA = '#cfe3ee';
const LAND = { color: '#8a9aa6', weight: 1, fillColor: '#f4f1ea', fillOpacity: 1 };

let shapes: Promise<CountryShapes> | undefined;

/**
 * Issue 15 maps: the offline base layer, country and coastline shapes from Natural Earth (world-atlas
 * 1:50m). Its own chunk, fetched from our server when the first map is shown, once per page load.
 */
export function loadCountryShapes(): Promise<CountryShapes> {
  // The converter comes with the data: neither weighs on a page until its first map is drawn.
  shapes ??= Promise.all([import('world-atlas/countries-50m.json'), import('topojson-client')]).then(
    ([{ default: atlas }, topojson]) => {
      const topology = atlas as unknown as Parameters<typeof feature>[0];
      return topojson.feature(topology, 'countries') as unknown as CountryShapes;
    },
  );
  return shapes;
}

function CountryLayer() {
  const [loaded, setLoaded] = useState<CountryShapes | null>(null);
  useEffect(() => {
    let isMounted = true;
    loadCountryShapes().then(
      (result) => isMounted && setLoaded(result),
      (error) => console.warn('Map base layer failed to load', error),
    );
    return () => {
      isMounted = false;
    };
  }, []);
  // Its own pane below the pins' (overlay, 400): shapes that arrive late never cover a pin.
  return (
    <Pane name="base-layer" style={{ zIndex: 250 }}>
      {loaded && <GeoJSON data={loaded} style={LAND} interactive={false} />}
    </Pane>
  );
}

/** Under a map's pins: tiles from MAP_TILE_URL when set, otherwise the offline country shapes. */
export function MapBaseLayer({ tileUrl }: { tileUrl: string | null | undefined }) {
  return tileUrl ? <TileLayer url={tileUrl} /> : <CountryLayer />;
}
