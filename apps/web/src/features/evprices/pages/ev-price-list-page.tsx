import { Alert, Select, Stack, Text } from '@mantine/core';
import {
  EV_PRICE_COUNTRIES,
  evPriceCountryOf,
  type TEvPriceCountry,
  type TEvPriceItem,
} from '@portal/contract';
import type { ColumnDef } from '@tanstack/react-table';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { Hero } from '../../../components/hero';
import { PageContainer } from '../../../components/page-container';
import { useDataValues } from '../../../lib/data-values';
import { useFormatters } from '../../../lib/format';
import { selectedAuthorityId } from '../../../lib/session/selected-authority';
import { useSessionScope } from '../../../lib/session/use-session-scope';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { useEvPriceList } from '../api/ev-price-list';
import { EV_PRICES_NAMESPACE } from '../utils/namespace';

/** Spec 001 §9: the UK note uses the English key; every other country its own. */
const noteKey = (country: TEvPriceCountry) =>
  country === 'UK' ? 'note_en' : `note_${country.toLowerCase()}`;

/**
 * Spec 001 §2 EV price list: title, breadcrumb, a country menu (default from the selected authority's
 * first letter, else DE, §5), the first price row only, the country's note, or 'No prices available'.
 */
export function EvPriceListPage() {
  const { t } = useTranslation(EV_PRICES_NAMESPACE);
  const f = useFormatters();
  const values = useDataValues();
  const session = useSessionScope();
  const authorityId = selectedAuthorityId(session.hierarchy, session.selection);
  const [country, setCountry] = useState<TEvPriceCountry>(() => evPriceCountryOf(authorityId));
  useEffect(() => setCountry(evPriceCountryOf(authorityId)), [authorityId]);
  const prices = useEvPriceList(country, authorityId);
  const failure = useQueryFailure(prices);
  const first = prices.data?.evpricelistdata.slice(0, 1) ?? [];

  const columns: ColumnDef<TEvPriceItem>[] = [
    {
      id: 'productName',
      header: t('column_product'),
      cell: ({ row }) => values.value(row.original.productName),
    },
    {
      id: 'price',
      header: t('column_price'),
      cell: ({ row }) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          {`${f.formatMoney(row.original.price, row.original.currency)} ${t('per_unit', { unit: row.original.unit })}`}
        </span>
      ),
    },
    { id: 'unit', header: t('column_unit'), cell: ({ row }) => row.original.unit },
    { id: 'date', header: t('column_date'), cell: ({ row }) => f.formatDate(row.original.date) },
  ];

  return (
    <PageContainer>
      <Hero
        title={t('title')}
        breadcrumbs={[{ label: t('breadcrumb_home'), to: '/dashboard' }, { label: t('title') }]}
      />
      <Stack gap="md">
        <Select
          label={t('country_label')}
          data={EV_PRICE_COUNTRIES.map((code) => ({
            value: code,
            label: t(`country_${code.toLowerCase()}`),
          }))}
          value={country}
          onChange={(value) => value && setCountry(value as TEvPriceCountry)}
          allowDeselect={false}
          w={{ base: '100%', sm: 320 }}
        />
        {prices.isError && (
          <Alert color="red" role="alert">
            {t('request_failure')}
          </Alert>
        )}
        <DataTable<TEvPriceItem>
          label={t('table_label')}
          data={first}
          columns={columns}
          getRowId={(row) => `${row.productName}/${row.date}`}
          loading={prices.isLoading || !authorityId}
          failure={failure}
          skeletonRows={1}
          emptyText={t('no_prices')}
        />
        <Text size="sm" c="dimmed">
          {t(noteKey(country))}
        </Text>
      </Stack>
    </PageContainer>
  );
}
