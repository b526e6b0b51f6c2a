import { Box, Button, Group, SimpleGrid, Stack } from '@mantine/core';
import type { TChargingRecord } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SiteMap } from '../../../components/lazy-site-map';
import { useFormatters } from '../../../lib/format';
import { useLocalizedPath } from '../../../lib/use-locale';
import { CHARGING_HISTORY_NAMESPACE } from '../utils/namespace';
import { DetailItem } from './detail-item';

/** Spec 001 §2 row detail: map and session details; non-public rows add the charger id and its route. */
export function SessionDetail({ row }: { row: TChargingRecord }) {
  const { t } = useTranslation(CHARGING_HISTORY_NAMESPACE);
  const f = useFormatters();
  const localized = useLocalizedPath();
  const charger = row.cdrType !== 'public' && row.chargePointId && row.siteId;
  return (
    <Group align="flex-start" gap="lg" wrap="wrap" p="sm">
      <Box w={{ base: '100%', sm: 320 }}>
        <SiteMap
          latitude={row.mapCenter.lat}
          longitude={row.mapCenter.lng}
          siteName={row.name}
          place={row.site.city}
          label={t('map_label')}
          noSiteText={t('no_site_details')}
        />
      </Box>
      <Stack gap="sm" style={{ flex: 1, minWidth: 240 }}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <DetailItem label={t('detail_address')} value={row.siteAddress || '-'} />
          <DetailItem label={t('detail_evse')} value={row.evseId} />
          <DetailItem
            label={t('detail_speed')}
            value={t('speed_kw', { kw: f.formatNumber(row.connectorSpeed) })}
          />
          {charger && <DetailItem label={t('detail_charger')} value={row.chargePointId as string} />}
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
