import { Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { chargerTypeOf, type TChargePoint, type TChargerType } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/format';
import { CHARGE_POINTS_NAMESPACE, CHARGER_DETAILS_NAMESPACE } from '../utils/namespace';
import { ChargePointStatus } from './charge-point-status';
import { DetailItem } from './detail-item';

/** Content keys of the charger types (content keys are snake_case). */
const TYPE_KEYS: Record<TChargerType, string> = {
  standard: 'type_standard',
  fast: 'type_fast',
  rapid: 'type_rapid',
  ultraFast: 'type_ultra_fast',
};

/**
 * Spec 001 §2 charge point information: status, charger type by highest power (§4), power range,
 * vehicles allowed and each connector with its status. The charger the page is about is marked.
 */
export function ChargePointCard({ point, isCurrent }: { point: TChargePoint; isCurrent: boolean }) {
  const { t } = useTranslation([CHARGER_DETAILS_NAMESPACE, CHARGE_POINTS_NAMESPACE]);
  const f = useFormatters();
  const status = (s: string) => t(`status_${s.toLowerCase()}`, { ns: CHARGE_POINTS_NAMESPACE });
  const kw = (n: number | null) => (n === null ? '-' : t('power_kw', { kw: f.formatNumber(n) }));
  const type = chargerTypeOf(point.highestConnectorPower);
  const connectors = point.evses.flatMap((e) => e.connectors.map((c) => ({ ...c, evseId: e.evseId })));
  return (
    <Paper withBorder p="md" radius="md" aria-current={isCurrent || undefined}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h5">
            {point.chargePointName}
          </Title>
          <Group gap="xs">
            {isCurrent && <Badge variant="light">{t('this_charger')}</Badge>}
            <ChargePointStatus status={point.chargePointStatus} label={status(point.chargePointStatus)} />
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <DetailItem label={t('charger_id')} value={point.chargePointId} />
          <DetailItem label={t('charger_type')} value={type ? t(TYPE_KEYS[type]) : '-'} />
          <DetailItem
            label={t('power_range')}
            value={`${kw(point.lowestConnectorPower)} – ${kw(point.highestConnectorPower)}`}
          />
          <DetailItem label={t('vehicles_allowed')} value={f.formatNumber(point.totalVehiclesAllowed)} />
        </SimpleGrid>
        {connectors.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('no_connectors')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={420}>
            <Table
              fz="sm"
              verticalSpacing={4}
              aria-label={t('connectors_label', { name: point.chargePointName })}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('connector_evse')}</Table.Th>
                  <Table.Th>{t('connector_id')}</Table.Th>
                  <Table.Th>{t('connector_standard')}</Table.Th>
                  <Table.Th>{t('connector_power')}</Table.Th>
                  <Table.Th>{t('connector_status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {connectors.map((c) => (
                  <Table.Tr key={`${c.evseId}-${c.id}`}>
                    <Table.Td>{c.evseId}</Table.Td>
                    <Table.Td>{c.id}</Table.Td>
                    <Table.Td>{c.standard}</Table.Td>
                    <Table.Td>{kw(c.power)}</Table.Td>
                    <Table.Td>
                      <ChargePointStatus status={c.status} label={status(c.status)} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
