import { Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CHARGING_HISTORY_NAMESPACE } from '../utils/namespace';

/**
 * The map place of spec 001 §2 row detail, offline: the coordinates and the site name instead of map
 * tiles (no internet tiles in this deployment; decisions.md).
 */
export function SiteLocation({ name, lat, lng }: { name: string; lat: number; lng: number }) {
  const { t } = useTranslation(CHARGING_HISTORY_NAMESPACE);
  return (
    <Paper withBorder p="md" bg="gray.0" miw={220} aria-label={t('map_label')}>
      <Stack gap={4}>
        <Text fw={600}>{name}</Text>
        <Text size="sm" c="dimmed">
          {t('coordinates', { lat: lat.toFixed(5), lng: lng.toFixed(5) })}
        </Text>
      </Stack>
    </Paper>
  );
}
