import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TChargingRecord } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatters } from '../../../lib/format';
import { useLocalizedPath } from '../../../lib/use-locale';
import { CHARGING_HISTORY_NAMESPACE } from '../utils/namespace';
import { SiteLocation } from './site-location';

/** Spec 001 §2 row detail: map and session details; non-public rows add the charger id and its route. */
export function SessionDetail({ row }: { row: TChargingRecord }) {
  const { t } = useTranslation(CHARGING_HISTORY_NAMESPACE);
  const f = useFormatters();
  const localized = useLocalizedPath();
  const item = (label: string, value: string) => (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </Stack>
  );
  const charger = row.cdrType !== 'public' && row.chargePointId && row.siteId;
  return (
    <Group align="flex-start" gap="lg" wrap="wrap" p="sm">
      <SiteLocation
        name={row.name}
        label={t('map_label')}
        coordinates={t('coordinates', {
          lat: row.mapCenter.lat.toFixed(5),
          lng: row.mapCenter.lng.toFixed(5),
        })}
      />
      <Stack gap="sm" style={{ flex: 1, minWidth: 240 }}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {item(t('detail_address'), row.siteAddress || '-')}
          {item(t('detail_evse'), row.evseId)}
          {item(t('detail_speed'), t('speed_kw', { kw: f.formatNumber(row.connectorSpeed) }))}
          {charger && item(t('detail_charger'), row.chargePointId as string)}
        </SimpleGrid>
        {charger && (
          <Group>
            <Button
              component={Link}
              to={localized(
                `/charge-points/charger?siteId=${encodeURIComponent(row.siteId as string)}&chargerId=${encodeURIComponent(row.chargePointId as string)}`,
              )}
              variant="default"
            >
              {t('view_charger')}
            </Button>
          </Group>
        )}
      </Stack>
    </Group>
  );
}
