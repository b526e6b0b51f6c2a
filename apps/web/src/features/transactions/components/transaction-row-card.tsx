import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SiteMap } from '../../../components/lazy-site-map';
import { Skeleton } from '../../../components/skeleton';
import { contentKey } from '../../../lib/content-key';
import { useDataValues } from '../../../lib/data-values';
import { useFormatters } from '../../../lib/format';
import { useTransactionSummary } from '../api/get-transaction';
import { TRANSACTIONS_NAMESPACE } from '../utils/namespace';
import { PriceBadge, StatusBadge } from './badges';

/** Spec 001 §2 row expansion: a subset of fields, the price state, the site map, manage card and full details. */
export function TransactionRowCard({
  uniqueId,
  onFullDetails,
}: {
  uniqueId: string;
  onFullDetails: () => void;
}) {
  const { t, i18n } = useTranslation(TRANSACTIONS_NAMESPACE);
  const navigate = useNavigate();
  const f = useFormatters();
  const values = useDataValues();
  const { data, isLoading, isError } = useTransactionSummary(uniqueId);
  if (isLoading) return <Skeleton height={220} />;
  if (isError || !data) return <Alert color="red">{t('detail_error')}</Alert>;
  const map = data.mapDetails;
  const fields: [string, string | null][] = [
    ['transactionDateTime', f.formatDateTime(data.transactionDateTime)],
    ['productName', values.value(data.productName)],
    [
      'quantity',
      data.unit
        ? `${f.formatNumber(data.quantity)} ${values.value(data.unit)}`
        : f.formatNumber(data.quantity),
    ],
    ['grossValueInSupplyCurrency', f.formatMoney(data.grossValueInSupplyCurrency, data.supplyCurrency)],
    ['authorisationType', values.value(data.authorisationType)],
    ['authorisationCode', data.authorisationCode],
    ['vehicleRegistrationNumber', data.vehicleRegistrationNumber],
    ['driverName', data.driverName],
    ['cardHolderName', data.cardHolderName],
    ['odometer', f.formatOdometer(data.odometer)],
    ['siteName', map.siteName],
    [
      'siteAddress',
      [map.siteStreetAndNumber, map.sitePostCode, map.siteTown].filter(Boolean).join(', ') || null,
    ],
    // Spec 001 §3 site types: the translated description, otherwise a dash.
    [
      'siteType',
      map.siteType && i18n.exists(contentKey('site_type', map.siteType), { ns: TRANSACTIONS_NAMESPACE })
        ? t(contentKey('site_type', map.siteType))
        : '-',
    ],
  ];
  if (data.isPriced === 'Y') {
    fields.push(['invoiceNumber', data.invoiceNumber ?? null]);
    fields.push(['invoiceDueDate', f.formatDate(data.invoiceDueDate ?? null)]);
  }
  return (
    <Paper p="md" radius="md" withBorder>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <div>
          <Stack gap="sm">
            <Group gap="xs">
              <StatusBadge status={data.transactionStatus} />
              <PriceBadge status={data.transactionStatus} isPriced={data.isPriced} />
            </Group>
            <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing={6} m={0}>
              {fields.map(([key, value]) => (
                <div key={key}>
                  <Text component="dt" size="xs" c="gray.7">
                    {t(contentKey('field', key))}
                  </Text>
                  <Text component="dd" size="sm" m={0}>
                    {value || '-'}
                  </Text>
                </div>
              ))}
            </SimpleGrid>
            <Group gap="sm" mt="xs">
              <Button
                variant="default"
                onClick={() => navigate(`/cards/view?searchTerm=${encodeURIComponent(data.fullCardNumber)}`)}
              >
                {t('manage_card')}
              </Button>
              <Button onClick={onFullDetails}>{t('full_details')}</Button>
            </Group>
          </Stack>
        </div>
        <div>
          <SiteMap
            latitude={map.latitude}
            longitude={map.longitude}
            siteName={map.siteName}
            place={map.siteTown}
            label={t('site_map')}
            noSiteText={t('no_site_details')}
          />
        </div>
      </SimpleGrid>
    </Paper>
  );
}
