import '@mantine/dates/styles.css';
import { Alert, Group, SegmentedControl, Stack, TextInput, Tooltip } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import {
  CHARGING_HISTORY_FIRST_DAY,
  CHARGING_SEARCH_MIN,
  chargingSearchOf,
  TABLE_PAGE_SIZES,
  type TCdrFilter,
  type TChargingRecord,
} from '@portal/contract';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type SortState } from '../../../components/data-table';
import { Hero } from '../../../components/hero';
import { PageContainer } from '../../../components/page-container';
import { useFeatureFlag } from '../../../lib/feature-flags';
import { useFormatters } from '../../../lib/format';
import { PageDates } from '../../../lib/page-dates';
import { levelQuery } from '../../../lib/session/scope-query';
import { useSessionScope } from '../../../lib/session/use-session-scope';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { useDownloadChargeData } from '../api/download-charge-data';
import { useChargeData } from '../api/get-charge-data';
import { DownloadSelected } from '../components/download-selected';
import { SessionDetail } from '../components/session-detail';
import { CHARGING_HISTORY_NAMESPACE } from '../utils/namespace';
import { chargingRange } from '../utils/range';

/** Spec 001 §9 search debounce. */
const SEARCH_DEBOUNCE_MS = 100;
type Range = [string | null, string | null];
const dayOf = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** Spec 001 §2 Charging history: filter, search, date range, page size and row details. */
export function ChargingHistoryPage() {
  const { t } = useTranslation(CHARGING_HISTORY_NAMESPACE);
  const f = useFormatters();
  const session = useSessionScope();
  const showDate = useFeatureFlag('cdrDateColumn');
  const canDownload = useFeatureFlag('cdrDownload');
  // At 390 px the three filter labels do not fit in one row (German): they stack.
  const isNarrow = useMediaQuery('(max-width: 36em)');
  const download = useDownloadChargeData();
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const [cdrType, setCdrType] = useState<TCdrFilter>('all');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [range, setRange] = useState<Range>([null, null]);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(TABLE_PAGE_SIZES[0]);
  const [sort, setSort] = useState<SortState>({ sortBy: 'endDate', sortOrder: 'desc' });
  const [expandedId, setExpandedId] = useState<string | null>(null);

  // Spec 001 §5: a term is sent only once it is a valid search (3+ characters, alphanumeric or a date).
  const searchState = debounced ? chargingSearchOf(debounced) : undefined;
  const searchError = search.trim() && searchState && 'error' in searchState ? t('search_hint') : undefined;
  const searchBy = searchState && !('error' in searchState) ? debounced : undefined;
  const selection = session.selection;
  const { dateFrom, dateTo } = chargingRange(range[0], range[1]);
  const list = useChargeData(
    selection
      ? {
          ...levelQuery(selection),
          cdrType,
          searchBy,
          dateFrom,
          dateTo,
          sortBy: sort.sortBy,
          sortOrder: sort.sortOrder,
          pageSize,
          page: page - 1,
        }
      : undefined,
  );
  const failure = useQueryFailure(list);
  const rows = list.data?.chargeData ?? [];
  const total = list.data?.totalChargeDataRecords ?? 0;
  const resetPage = () => {
    setPage(1);
    setExpandedId(null);
  };

  // Spec 001 §2, §9: the date column is shown by the SHOW_CDR_DATE_COLUMN flag.
  const dateColumn: ColumnDef<TChargingRecord> = {
    id: 'endDate',
    header: t('column_date'),
    cell: ({ row }) => f.formatDate(row.original.endDate),
  };
  const columns: ColumnDef<TChargingRecord>[] = [
    ...(showDate ? [dateColumn] : []),
    { id: 'rfid', header: t('column_rfid'), accessorKey: 'rfid' },
    {
      id: 'cardTitle',
      header: t('column_card'),
      enableSorting: false,
      cell: ({ row }) => `${row.original.cardTitle} •${row.original.cardNumberEnding}`,
    },
    { id: 'name', header: t('column_site'), cell: ({ row }) => row.original.name },
    {
      id: 'startDate',
      header: t('column_start'),
      cell: ({ row }) => f.formatDateTime(row.original.sessionStart),
    },
    {
      id: 'cdrType',
      header: t('column_type'),
      enableSorting: false,
      cell: ({ row }) => t(`type_${row.original.cdrType}`),
    },
    {
      id: 'totalEnergy',
      header: t('column_energy'),
      cell: ({ row }) =>
        t('energy_kwh', {
          kwh: f.formatNumber(row.original.totalEnergy, {
            minimumFractionDigits: 2,
            maximumFractionDigits: 2,
          }),
        }),
    },
  ] as ColumnDef<TChargingRecord>[];

  return (
    <PageContainer wide>
      <Hero
        title={t('title')}
        breadcrumbs={[{ label: t('breadcrumb_home'), to: '/charge-points' }, { label: t('title') }]}
        subtitle={list.data ? t('subtitle', { total }) : ' '}
        actions={
          canDownload && selection ? (
            <DownloadSelected
              count={selectedIds.length}
              loading={download.isPending}
              onDownload={() =>
                download.mutate({
                  ...levelQuery(selection),
                  ids: selectedIds,
                })
              }
            />
          ) : undefined
        }
      />
      {download.isError && (
        <Alert color="red" role="alert" mb="sm">
          {t('download_failed')}
        </Alert>
      )}
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          <SegmentedControl
            aria-label={t('filter_label')}
            orientation={isNarrow ? 'vertical' : 'horizontal'}
            fullWidth={isNarrow}
            w={isNarrow ? '100%' : undefined}
            value={cdrType}
            onChange={(value) => {
              setCdrType(value as TCdrFilter);
              resetPage();
            }}
            data={[
              { value: 'all', label: t('filter_all') },
              { value: 'depot', label: t('filter_depot') },
              { value: 'public', label: t('filter_public') },
            ]}
          />
          <Group gap="sm" align="flex-end" wrap="wrap">
            <Tooltip label={t('search_tooltip')} multiline w={260}>
              <TextInput
                label={t('search_label')}
                placeholder={t('search_placeholder', { min: CHARGING_SEARCH_MIN })}
                value={search}
                error={searchError}
                onChange={(e) => {
                  setSearch(e.currentTarget.value);
                  resetPage();
                }}
                w={{ base: '100%', sm: 280 }}
              />
            </Tooltip>
            <PageDates>
              <DatePickerInput
                type="range"
                label={t('range_label')}
                placeholder={t('range_placeholder')}
                clearable
                value={range}
                minDate={CHARGING_HISTORY_FIRST_DAY}
                maxDate={dayOf(new Date())}
                valueFormat={f.dayFormat}
                onChange={(value) => {
                  setRange(value as Range);
                  resetPage();
                }}
                w={{ base: '100%', sm: 260 }}
              />
            </PageDates>
          </Group>
        </Group>
        {list.isError && (
          <Alert color="red" role="alert">
            {t('request_failure')}
          </Alert>
        )}
        <DataTable<TChargingRecord>
          label={t('table_label')}
          data={rows}
          columns={columns}
          getRowId={(row) => row.id}
          loading={list.isLoading || !selection}
          failure={failure}
          emptyText={t('no_results')}
          sort={sort}
          onSortChange={(next) => {
            setSort(next);
            resetPage();
          }}
          paging={{
            page,
            pageSize,
            total,
            onPageChange: (next) => {
              setPage(next);
              setExpandedId(null);
            },
            pageSizes: TABLE_PAGE_SIZES,
            onPageSizeChange: (size) => {
              setPageSize(size);
              resetPage();
            },
          }}
          expandedId={expandedId}
          onExpandedChange={setExpandedId}
          renderExpanded={(row) => <SessionDetail row={row} />}
          selection={canDownload ? { selectedIds, onChange: setSelectedIds } : undefined}
        />
      </Stack>
    </PageContainer>
  );
}
