import 'leaflet/dist/leaflet.css';
import { Box, Text } from '@mantine/core';
import { CircleMarker, MapContainer, Polyline, Tooltip } from 'react-leaflet';

/** Spec 001 §9 map default zoom 12; the centre used when a site has no coordinates (ours: Frankfurt). */
export const MAP_ZOOM = 12;
export const DEFAULT_CENTRE: [number, number] = [50.1109, 8.6821];

/** A light grid every 0.05° around the centre: the offline base layer (no tiles from the internet). */
function gridLines([lat, lng]: [number, number]) {
  const lines: [number, number][][] = [];
  const step = 0.05;
  for (let i = -10; i <= 10; i++) {
    lines.push([
      [lat + i * step, lng - 0.5],
      [lat + i * step, lng + 0.5],
    ]);
    lines.push([
      [lat - 0.5, lng + i * step],
      [lat + 0.5, lng + i * step],
    ]);
  }
  return lines;
}

export type SiteMapProps = {
  latitude: number | null;
  longitude: number | null;
  siteName: string | null;
  label: string;
  noSiteText: string;
};

/** The site of a transaction or a charging session (shared); without coordinates 'No site details found' over the default centre. */
export function SiteMap({ latitude, longitude, siteName, label, noSiteText }: SiteMapProps) {
  const hasSite = latitude !== null && longitude !== null;
  const centre: [number, number] = hasSite ? [latitude, longitude] : DEFAULT_CENTRE;
  return (
    // isolation: Leaflet's panes and controls (z-index 400+) stay below modals and menus.
    <Box pos="relative" style={{ isolation: 'isolate' }}>
      <Box
        component="figure"
        m={0}
        aria-label={hasSite ? `${label}: ${siteName ?? ''}` : noSiteText}
        h={220}
        style={{ borderRadius: 8, overflow: 'hidden', border: '1px solid var(--mantine-color-gray-3)' }}
      >
        <MapContainer
          center={centre}
          zoom={MAP_ZOOM}
          style={{ height: '100%', width: '100%', background: '#eef3f6' }}
          scrollWheelZoom={false}
          attributionControl={false}
          keyboard={false}
        >
          <Polyline positions={gridLines(centre)} pathOptions={{ color: '#c9d6de', weight: 1 }} />
          {hasSite && (
            <CircleMarker center={centre} radius={9} pathOptions={{ color: '#0b6b3a', fillOpacity: 0.8 }}>
              {siteName && <Tooltip permanent>{siteName}</Tooltip>}
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
