import { Alert, Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  ALWAYS_INVOICE_COLUMNS,
  archiveRows,
  DEFAULT_INVOICE_COLUMNS,
  TABLE_PAGE_SIZES,
} from '@portal/contract';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Hero } from '../../../components/hero';
import { PageContainer } from '../../../components/page-container';
import { useCountryName } from '../../../lib/data-values';
import { useFormatters } from '../../../lib/format';
import { scopeQuery } from '../../../lib/session/scope-query';
import { useSessionScope } from '../../../lib/session/use-session-scope';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { useArchive, useArchiveFilterValues } from '../api/archive';
import { ArchiveFilterChips } from '../components/archive-filter-chips';
import { ArchiveFiltersModal } from '../components/archive-filters-modal';
import { useInvoiceTableColumns } from '../components/invoice-cells';
import { InvoiceDownload } from '../components/invoice-download';
import { InvoiceTable } from '../components/invoice-table';
import { useInvoiceSelection } from '../hooks/use-invoice-selection';
import { type ArchiveFilterSet, hasArchiveFilters, NO_FILTERS, withoutChip } from '../utils/archive-filters';
import { INVOICES_NAMESPACE } from '../utils/namespace';

/** Spec 001 §8: archive download toasts close after 10 s, a failed load after 5500 ms. */
const ARCHIVE_TOAST_MS = 10_000;
const LOAD_ERROR_TOAST_MS = 5_500;
/** The archive shows the list's default columns and the two always added (spec 001 §9). */
const ARCHIVE_COLUMNS = [...DEFAULT_INVOICE_COLUMNS, ...ALWAYS_INVOICE_COLUMNS];
const NOT_SORTABLE: ReadonlySet<string> = new Set();

/** Spec 001 §2 Invoice archive: back, filter, download with count, summaries with invoice sub-rows. */
export function InvoiceArchivePage() {
  const { t } = useTranslation(INVOICES_NAMESPACE);
  const f = useFormatters();
  const navigate = useNavigate();
  const countryName = useCountryName();
  const selection = useSessionScope().selection;
  const scope = scopeQuery(selection);
  const scopeKey = selection ? `${selection.accessLevel}:${selection.accessLevelCode}` : '';
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(TABLE_PAGE_SIZES[0]);
  const [filters, setFilters] = useState<ArchiveFilterSet>(NO_FILTERS);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [expandedId, setExpandedId] = useState<string | null>(null);

  const archive = useArchive({ scope, page, pageSize, filters });
  const failure = useQueryFailure(archive);
  const values = useArchiveFilterValues(scope);
  const rows = useMemo(() => archiveRows(archive.data?.archive ?? []), [archive.data]);
  const picked = useInvoiceSelection();
  const { clear } = picked;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new scope starts afresh
  useEffect(() => {
    setPage(1);
    setFilters(NO_FILTERS);
    setExpandedId(null);
    clear();
  }, [scopeKey]);
  useEffect(() => {
    if (archive.isError)
      notifications.show({
        color: 'red',
        title: t('archive_error_title'),
        message: t('archive_error_message'),
        autoClose: LOAD_ERROR_TOAST_MS,
      });
  }, [archive.isError, t]);

  const refilter = (next: ArchiveFilterSet) => {
    setFilters(next);
    setPage(1);
    setExpandedId(null);
  };
  const byGroup = values.data?.dataFilters ?? [];
  const countries = (byGroup.find((g) => g.keyGroup === 'supplyCountry')?.values ?? []).map((v) => ({
    countryCode: v.key,
    countryName: v.value,
  }));
  const currencies = (byGroup.find((g) => g.keyGroup === 'currency')?.values ?? []).map((v) => v.key);
  const columns = useInvoiceTableColumns(ARCHIVE_COLUMNS, NOT_SORTABLE);

  return (
    <PageContainer wide>
      <Hero
        title={t('archive_title')}
        breadcrumbs={[
          { label: t('breadcrumb_home'), to: '/dashboard' },
          { label: t('title'), to: '/invoices' },
          { label: t('archive_title') },
        ]}
        subtitle={archive.data ? t('archive_subtitle', { count: f.formatNumber(archive.data.count) }) : ' '}
      />
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm" align="flex-start">
          <Group gap="sm">
            <Button variant="default" onClick={() => navigate('/invoices')}>
              {t('back')}
            </Button>
            <Button variant="light" onClick={() => setFiltersOpen(true)}>
              {t('archive_filter_button')}
            </Button>
          </Group>
          <InvoiceDownload
            scope={selection ?? null}
            documents={picked.documents}
            toastMs={ARCHIVE_TOAST_MS}
          />
        </Group>
        <Group gap="sm" wrap="wrap">
          <ArchiveFilterChips
            filters={filters}
            onRemove={(id) => refilter(withoutChip(filters, id))}
            countryName={countryName}
            label={t('filters_applied_label')}
          />
          {hasArchiveFilters(filters) && (
            <Button variant="subtle" size="xs" color="red" onClick={() => refilter(NO_FILTERS)}>
              {t('filter_clear')}
            </Button>
          )}
        </Group>
        {picked.overLimit && (
          <Alert color="red" role="alert">
            {t('more_than_limit_downloads')}
          </Alert>
        )}
        <InvoiceTable
          label={t('archive_table_label')}
          rows={rows}
          columns={columns}
          loading={archive.isLoading || !selection}
          emptyText={t('no_results')}
          failure={failure}
          errorText={t('request_failure')}
          paging={{
            page,
            pageSize,
            total: archive.data?.count ?? 0,
            onPageChange: (next) => {
              setPage(next);
              setExpandedId(null);
            },
            pageSizes: TABLE_PAGE_SIZES,
            onPageSizeChange: (size) => {
              setPageSize(size);
              setPage(1);
            },
          }}
          picked={picked}
          expandedId={expandedId}
          onExpandedChange={setExpandedId}
        />
      </Stack>
      <ArchiveFiltersModal
        opened={filtersOpen}
        applied={filters}
        countries={countries}
        currencies={currencies}
        countryName={countryName}
        onClose={() => setFiltersOpen(false)}
        onApply={(next) => {
          refilter(next);
          setFiltersOpen(false);
        }}
      />
    </PageContainer>
  );
}
