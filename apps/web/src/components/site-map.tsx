import 'leaflet/dist/leaflet.css';
import { Box, Text } from '@mantine/core';
import { CircleMarker, MapContainer, Tooltip } from 'react-leaflet';
import { MAP_SEA, MapBaseLayer, OFFLINE_MAX_ZOOM } from './map-base-layer';

/** Spec 001 §9 map default zoom 12 (on tiles); the centre used when a site has no coordinates (ours: Frankfurt). */
export const MAP_ZOOM = 12;
export const DEFAULT_CENTRE: [number, number] = [50.1109, 8.6821];

export type SiteMapProps = {
  latitude: number | null;
  longitude: number | null;
  siteName: string | null;
  /** The site's town: the place label under the site's name. */
  place?: string | null;
  label: string;
  noSiteText: string;
  /** MAP_TILE_URL: tiles from that server; null draws the offline country shapes. */
  tileUrl?: string | null;
};

/** The site of a transaction or a charging session (shared); without coordinates 'No site details found' over the default centre. */
export function SiteMap({ latitude, longitude, siteName, place, label, noSiteText, tileUrl }: SiteMapProps) {
  const hasSite = latitude !== null && longitude !== null;
  const centre: [number, number] = hasSite ? [latitude, longitude] : DEFAULT_CENTRE;
  const where = [siteName, place].filter(Boolean).join(', ');
  return (
    // isolation: Leaflet's panes and controls (z-index 400+) stay below modals and menus.
    <Box pos="relative" style={{ isolation: 'isolate' }}>
      <Box
        component="figure"
        m={0}
        aria-label={hasSite ? `${label}: ${where}` : noSiteText}
        h={220}
        style={{ borderRadius: 8, overflow: 'hidden', border: '1px solid var(--mantine-color-gray-3)' }}
      >
        <MapContainer
          center={centre}
          zoom={tileUrl ? MAP_ZOOM : OFFLINE_MAX_ZOOM}
          style={{ height: '100%', width: '100%', background: MAP_SEA }}
          scrollWheelZoom={false}
          attributionControl={false}
          keyboard={false}
        >
          <MapBaseLayer tileUrl={tileUrl} />
          {hasSite && (
            <CircleMarker center={centre} radius={9} pathOptions={{ color: '#0b6b3a', fillOpacity: 0.8 }}>
              {where && (
                <Tooltip permanent direction="top" offset={[0, -8]} className="site-map-label">
                  {siteName && <strong>{siteName}</strong>}
                  {siteName && place && <br />}
                  {place}
                </Tooltip>
              )}
            </CircleMarker>
          )}
        </MapContainer>
      </Box>
      {!hasSite && (
        <Text pos="absolute" top="45%" left={0} right={0} ta="center" fw={600} style={{ zIndex: 500 }}>
          {noSiteText}
        </Text>
      )}
    </Box>
  );
}
