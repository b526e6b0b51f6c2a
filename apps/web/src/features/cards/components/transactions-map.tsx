import 'leaflet/dist/leaflet.css';
import { Box, Group, Paper, ScrollArea, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TCardTransaction } from '@portal/contract';
import type { LatLngBoundsExpression } from 'leaflet';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleMarker, MapContainer, Tooltip } from 'react-leaflet';
import { MAP_SEA, MapBaseLayer, OFFLINE_MAX_ZOOM } from '../../../components/map-base-layer';
import { ToneBadge } from '../../../components/tone-badge';
import { useFormatters } from '../../../lib/format';
import { usePortalConfig } from '../../../lib/portal-config';
import { CARDS_VIEW_NS } from '../utils/namespaces';

/** Spec 002 §9: map zoom 10 (on tiles); the flyout lists scroll at 150 px; an authorised pin is green, else red. */
const MAP_ZOOM = 10;
const FLYOUT_MAX_HEIGHT = 150;
const ALERT_TONES = { critical: 'danger', alert: 'warning', cleared: 'success' } as const;

/** Authorised means not declined: uninvoiced and invoiced lines were authorised too. */
export const pinColour = (t: Pick<TCardTransaction, 'transactionStatus'>) =>
  t.transactionStatus === 'Declined' ? '#c92a2a' : '#2b8a3e';

function FlyoutList({ title, items }: { title: string; items: TCardTransaction[] }) {
  const { t } = useTranslation(CARDS_VIEW_NS);
  const { formatDateTime, formatMoney } = useFormatters();
  return (
    <Stack gap={4}>
      <Title order={4} size="h6">
        {title}
      </Title>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('map_none')}
        </Text>
      ) : (
        <ScrollArea.Autosize
          mah={FLYOUT_MAX_HEIGHT}
          type="auto"
          data-testid="transaction-flyout"
          viewportProps={{ tabIndex: 0, 'aria-label': title }}
        >
          <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {items.map((item) => (
              <Paper key={item.transactionId} component="li" withBorder p={6} radius="sm">
                <Group justify="space-between" gap={4} wrap="nowrap">
                  <Text size="xs" fw={600}>
                    {formatDateTime(item.transactionDateTime)}
                  </Text>
                  <ToneBadge size="xs" tone={ALERT_TONES[item.alertLevel]}>
                    {t(`alert_${item.alertLevel}`)}
                  </ToneBadge>
                </Group>
                <Text size="xs">
                  {item.mapDetails?.siteName ?? t('map_no_site')} ·{' '}
                  {formatMoney(item.amount.amount, item.amount.supplyCurrency)}
                </Text>
                {item.oacResultCodeDescription && (
                  <Text size="xs" c="red.8">
                    {item.oacResultCodeDescription}
                  </Text>
                )}
              </Paper>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}

/** Recent and alerted transactions of a card on a map with their lists (spec 002 §2.3, §3.8). */
export function TransactionsMap({
  recent,
  alerted,
}: {
  recent: TCardTransaction[];
  alerted: TCardTransaction[];
}) {
  const { t } = useTranslation(CARDS_VIEW_NS);
  const tileUrl = usePortalConfig().data?.mapTileUrl;
  const pins = useMemo(() => {
    const seen = new Map<string, TCardTransaction>();
    for (const item of [...recent, ...alerted]) if (item.mapDetails) seen.set(item.transactionId, item);
    return [...seen.values()];
  }, [recent, alerted]);
  const bounds = useMemo((): [[number, number], [number, number]] | undefined => {
    if (pins.length === 0) return undefined;
    const lats = pins.map((p) => p.mapDetails?.lat as number);
    const lngs = pins.map((p) => p.mapDetails?.log as number);
    return [
      [Math.min(...lats), Math.min(...lngs)],
      [Math.max(...lats), Math.max(...lngs)],
    ];
  }, [pins]);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Box
        h={240}
        style={{ borderRadius: 8, overflow: 'hidden', border: '1px solid var(--mantine-color-gray-3)' }}
        aria-label={t('map_title')}
        role="region"
      >
        {bounds ? (
          <MapContainer
            bounds={bounds as LatLngBoundsExpression}
            boundsOptions={{ maxZoom: tileUrl ? MAP_ZOOM : OFFLINE_MAX_ZOOM, padding: [24, 24] }}
            style={{ height: '100%', width: '100%', background: MAP_SEA }}
            scrollWheelZoom={false}
            attributionControl={false}
          >
            <MapBaseLayer tileUrl={tileUrl} />
            {pins.map((p) => (
              <CircleMarker
                key={p.transactionId}
                center={[p.mapDetails?.lat as number, p.mapDetails?.log as number]}
                radius={9}
                pathOptions={{ color: '#ffffff', weight: 2, fillColor: pinColour(p), fillOpacity: 1 }}
              >
                <Tooltip>
                  {p.mapDetails?.brand} {p.mapDetails?.siteName}, {p.mapDetails?.townCity}
                </Tooltip>
              </CircleMarker>
            ))}
          </MapContainer>
        ) : (
          <Group h="100%" justify="center">
            <Text size="sm" c="dimmed">
              {t('map_none')}
            </Text>
          </Group>
        )}
      </Box>
      <Stack gap="sm">
        <FlyoutList title={t('map_recent')} items={recent} />
        <FlyoutList title={t('map_alerted')} items={alerted} />
      </Stack>
    </SimpleGrid>
  );
}
