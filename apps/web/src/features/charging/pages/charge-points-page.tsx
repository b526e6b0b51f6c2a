import { Alert, Box, Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { PERMISSION_KEYS, type TChargePoint, type TSite } from '@portal/contract';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { DataTable } from '../../../components/data-table';
import { Hero } from '../../../components/hero';
import { SiteMap } from '../../../components/lazy-site-map';
import { PageContainer } from '../../../components/page-container';
import { ReadOnlyNotice } from '../../../components/read-only-notice';
import { useFormatters } from '../../../lib/format';
import { levelQuery } from '../../../lib/session/scope-query';
import { useSessionScope } from '../../../lib/session/use-session-scope';
import { useLocalizedPath } from '../../../lib/use-locale';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { useSites } from '../api/get-sites';
import { ChargePointStatus } from '../components/charge-point-status';
import { DetailItem } from '../components/detail-item';
import { CHARGE_POINTS_NAMESPACE } from '../utils/namespace';

type Row = TChargePoint & { site: TSite };
const siteAddress = (s: TSite) => [s.siteAddress, s.sitePostCode, s.siteCity].filter(Boolean).join(', ');

/**
 * Spec 001 §2 Charge points: a row per charge point with its status badge; the row detail shows the
 * location, power range, address, total vehicles allowed and View details. Admins who are not
 * impersonating never get here (access rules); users without the view permission go to the history.
 */
export function ChargePointsPage() {
  const { t } = useTranslation(CHARGE_POINTS_NAMESPACE);
  const f = useFormatters();
  const localized = useLocalizedPath();
  const session = useSessionScope();
  const [expandedId, setExpandedId] = useState<string | null>(null);
  const selection = session.selection;
  const sites = useSites(selection ? levelQuery(selection) : undefined);
  const failure = useQueryFailure(sites);
  if (session.status === 'ready' && !session.permissions.has(PERMISSION_KEYS.viewChargePoints))
    return <Navigate to={localized('/charging-history')} replace />;

  const rows: Row[] = (sites.data?.sites ?? []).flatMap((site) =>
    site.chargePoints.map((cp) => ({ ...cp, site })),
  );
  const kw = (n: number | null) => (n === null ? '-' : t('power_kw', { kw: f.formatNumber(n) }));
  const columns: ColumnDef<Row>[] = [
    { id: 'name', header: t('column_name'), cell: ({ row }) => row.original.chargePointName },
    {
      id: 'site',
      header: t('column_site'),
      cell: ({ row }) => row.original.site.siteAlias ?? row.original.site.siteName,
    },
    { id: 'city', header: t('column_city'), cell: ({ row }) => row.original.site.siteCity },
    {
      id: 'status',
      header: t('column_status'),
      cell: ({ row }) => (
        <ChargePointStatus
          status={row.original.chargePointStatus}
          label={t(`status_${row.original.chargePointStatus.toLowerCase()}`)}
        />
      ),
    },
  ];

  return (
    <PageContainer wide>
      <Hero title={t('title')} subtitle={sites.data ? t('subtitle', { count: rows.length }) : ' '} />
      <ReadOnlyNotice />
      {sites.isError && (
        <Alert color="red" role="alert">
          {t('request_failure')}
        </Alert>
      )}
      <DataTable<Row>
        label={t('table_label')}
        data={rows}
        columns={columns}
        getRowId={(row) => row.chargePointId}
        loading={sites.isLoading || !selection}
        failure={failure}
        emptyText={t('no_results')}
        expandedId={expandedId}
        onExpandedChange={setExpandedId}
        renderExpanded={(row) => (
          <Group align="flex-start" gap="lg" wrap="wrap" p="sm">
            <Box w={{ base: '100%', sm: 320 }}>
              <SiteMap
                latitude={row.coordinates.lat}
                longitude={row.coordinates.lng}
                siteName={row.chargePointName}
                place={row.site.siteCity}
                label={t('map_label')}
                noSiteText={t('no_site_details')}
              />
            </Box>
            <Stack gap="sm" style={{ flex: 1, minWidth: 240 }}>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <DetailItem
                  label={t('detail_power')}
                  value={`${kw(row.lowestConnectorPower)} – ${kw(row.highestConnectorPower)}`}
                />
                <DetailItem label={t('detail_address')} value={siteAddress(row.site)} />
                <DetailItem label={t('detail_vehicles')} value={f.formatNumber(row.totalVehiclesAllowed)} />
              </SimpleGrid>
              <Group>
                <Button
                  component={Link}
                  variant="default"
                  to={localized(
                    `/charge-points/charger?siteId=${encodeURIComponent(row.site.siteId)}&chargerId=${encodeURIComponent(row.chargePointId)}`,
                  )}
                >
                  {t('view_details')}
                </Button>
              </Group>
            </Stack>
          </Group>
        )}
      />
    </PageContainer>
  );
}
