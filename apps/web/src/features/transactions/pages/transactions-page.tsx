import { Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  chosenTransactionColumns,
  MAX_SELECTED_COLUMNS,
  TABLE_PAGE_SIZES,
  TRANSACTION_SEARCH_COLUMNS,
  TRANSACTIONS_PREFERENCE_SECTION,
  type TTransactionPeriod,
  type TTransactionRow,
  visibleTransactionColumns,
} from '@portal/contract';

type TTransactionSearchColumn = (typeof TRANSACTION_SEARCH_COLUMNS)[number];

import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ColumnChooser } from '../../../components/column-chooser';
import { columnChooserTexts } from '../../../components/column-chooser-texts';
import { DataTable } from '../../../components/data-table';
import { Hero } from '../../../components/hero';
import { PageContainer } from '../../../components/page-container';
import { ReadOnlyNotice } from '../../../components/read-only-notice';
import { contentKey } from '../../../lib/content-key';
import { useDataValues } from '../../../lib/data-values';
import { saveDownload } from '../../../lib/download';
import { useFormatters } from '../../../lib/format';
import { scopeQuery } from '../../../lib/session/scope-query';
import { useSessionScope } from '../../../lib/session/use-session-scope';
import { useListState } from '../../../lib/use-list-state';
import { useUserPreferences } from '../../../lib/user-preferences';
import { downloadTransactions, type TransactionListQuery, useTransactions } from '../api/get-transactions';
import { useSaveTransactionColumns, useTransactionColumns } from '../api/transaction-columns';
import { DateRangeModal } from '../components/date-range-modal';
import { LazyFullDetailsModal } from '../components/lazy-full-details-modal';
import { ListAlerts, UninvoicedChip } from '../components/list-notices';
import { TransactionRowCard } from '../components/transaction-row-card';
import { transactionTableColumns } from '../components/transaction-table-columns';
import { TRANSACTIONS_NAMESPACE } from '../utils/namespace';
import { invoiceDateRange, searchDateExample } from '../utils/period';

/** Spec 001 §9 search debounce. */
const SEARCH_DEBOUNCE_MS = 100;

/** Keeps the hero's subtitle line while the count loads, so the table does not move down (CLS). */
const NO_SUBTITLE_YET = '\u00a0';

/** Spec 001 §2 Transactions: hero, search, sort, paging, columns, download, period and row details. */
export function TransactionsPage() {
  const { t } = useTranslation(TRANSACTIONS_NAMESPACE);
  const f = useFormatters();
  const values = useDataValues();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const session = useSessionScope();
  const preferences = useUserPreferences();
  const columnsQuery = useTransactionColumns();
  const saveColumns = useSaveTransactionColumns();

  const searchTerm = params.get('searchTerm') ?? '';
  const columnParam = params.get('columnName') ?? '';
  // Only a column the server searches by (spec 001 §7); anything else is no column search.
  const columnName = (TRANSACTION_SEARCH_COLUMNS as readonly string[]).includes(columnParam)
    ? (columnParam as TTransactionSearchColumn)
    : undefined;
  const invoiceDate = params.get('invoiceDate') ?? '';
  const fromDashboard = params.get('fromDashboard') === 'true';
  const columnSearch = Boolean(searchTerm && columnName);

  const [period, setPeriod] = useState<TTransactionPeriod>('threeMonths');
  const [range, setRange] = useState<string | undefined>();
  const [rangeOpen, setRangeOpen] = useState(false);
  const [expandedId, setExpandedId] = useState<string | null>(null);
  const [fullId, setFullId] = useState<string | null>(null);
  const [chooserOpen, setChooserOpen] = useState(false);
  const [downloading, setDownloading] = useState(false);

  // From an invoice: its transactions lie in the 60 days before its date (spec 001 §9).
  const invoiceRange = columnSearch && invoiceDate ? invoiceDateRange(invoiceDate) : undefined;
  const shownPeriod: TTransactionPeriod = invoiceRange ? 'custom' : columnSearch ? 'threeMonths' : period;
  const shownRange = invoiceRange ?? range;
  const scope = scopeQuery(session.selection);
  // A new scope, period, column search or dashboard filter starts again on page 1, row closed.
  const { page, pageSize, sort, search, debouncedSearch, setPage, setPageSize, setSort, setSearch } =
    useListState({
      initialSort: { sortBy: 'transactionDateTime', sortOrder: 'desc' },
      initialPageSize: TABLE_PAGE_SIZES[0],
      debounceMs: SEARCH_DEBOUNCE_MS,
      resetKey: JSON.stringify([scope, shownPeriod, shownRange, searchTerm, columnName, fromDashboard]),
      onReset: () => setExpandedId(null),
    });
  const listQuery: TransactionListQuery = {
    ...scope,
    page,
    pageSize,
    sortBy: sort.sortBy,
    sortOrder: sort.sortOrder,
    searchBy: (columnSearch ? undefined : debouncedSearch) || undefined,
    searchTerm: (columnSearch ? searchTerm : undefined) || undefined,
    columnName: columnSearch ? columnName : undefined,
    filterby: 'transactionDateTime',
    filterdatatype: shownPeriod,
    filterCriteria: shownPeriod === 'custom' ? shownRange : undefined,
    fromDashboard: fromDashboard ? 'true' : undefined,
  };
  const list = useTransactions(listQuery);
  const rows = list.data?.transactions ?? [];
  const total = list.data?.totalNumberOfTransactions ?? 0;
  const maxDownload = list.data?.maxDownloadCount ?? 0;

  const saved = preferences.data?.sections[TRANSACTIONS_PREFERENCE_SECTION]?.columns;
  const chosen = useMemo(() => chosenTransactionColumns(saved), [saved]);
  const visible = useMemo(() => visibleTransactionColumns(saved), [saved]);
  const columnList = columnsQuery.data?.columns;
  // Kept while its inputs stay: new column definitions make the table rebuild every column.
  const tableColumns = useMemo(() => {
    const sortable = new Set((columnList ?? []).filter((c) => c.sortable).map((c) => c.key));
    sortable.add('brand');
    return transactionTableColumns(visible, sortable, (key) => t(contentKey('column', key)), f, values);
  }, [columnList, visible, t, f, values]);

  const shownFrom = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const shownTo = Math.min(total, page * pageSize);
  const choosePeriod = (value: string) => {
    // Custom opens the dates; the period becomes custom once they are applied.
    if (value === 'custom') return setRangeOpen(true);
    setPeriod(value as TTransactionPeriod);
    setRange(undefined);
  };
  const download = async () => {
    setDownloading(true);
    try {
      saveDownload(await downloadTransactions(listQuery), 'Transactions.xlsx');
    } catch {
      notifications.show({ color: 'red', title: t('try_again_title'), message: t('download_error') });
    } finally {
      setDownloading(false);
    }
  };

  // Back goes back when the app has a page to go back to; opened directly, it clears the column search.
  const back = () => {
    const state = window.history.state as { idx?: number } | null;
    if ((state?.idx ?? 0) > 0) navigate(-1);
    else setParams({}, { replace: true });
  };
  const clearFromDashboard = () => {
    const next = new URLSearchParams(params);
    next.delete('fromDashboard');
    setParams(next, { replace: true });
  };

  return (
    <PageContainer wide>
      <Hero
        title={t('title')}
        breadcrumbs={[{ label: t('breadcrumb_home'), to: '/dashboard' }, { label: t('title') }]}
        subtitle={
          list.data
            ? t('subtitle', { shown: rows.length ? `${shownFrom}-${shownTo}` : 0, total })
            : NO_SUBTITLE_YET
        }
      />
      <ReadOnlyNotice />
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm" align="flex-end">
          {columnSearch ? (
            <Group gap="sm">
              <Button variant="default" onClick={back}>
                {t('back')}
              </Button>
              <Text size="sm">
                {t('column_search', { column: t(contentKey('column', columnName ?? '')), term: searchTerm })}
              </Text>
            </Group>
          ) : (
            <TextInput
              label={t('search_label')}
              placeholder={t('search_placeholder', { example: searchDateExample(new Date()) })}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              w={{ base: '100%', sm: 320 }}
            />
          )}
          <Group gap="sm" align="flex-end" wrap="wrap">
            {/* A native select (issue 13): Mantine's Select keeps its list mounted and positions it as
                the page mounts, the largest part of the page's mounting work. */}
            <NativeSelect
              label={t('period_label')}
              data={[
                { value: 'threeMonths', label: t('period_three_months') },
                { value: 'twelveMonths', label: t('period_twelve_months') },
                { value: 'custom', label: t('period_custom') },
              ]}
              value={shownPeriod}
              onChange={(event) => choosePeriod(event.currentTarget.value)}
              disabled={columnSearch}
              w={220}
              description={
                shownPeriod === 'custom' && shownRange
                  ? shownRange
                      .split(',')
                      .map((day) => f.formatDate(`${day}T00:00:00`))
                      .join(' – ')
                  : undefined
              }
            />
            {/* A custom period's dates change here: a native select cannot pick custom again. */}
            {shownPeriod === 'custom' && !columnSearch && (
              <Button
                variant="default"
                onClick={() => setRangeOpen(true)}
                aria-label={`${t('edit')}: ${t('custom_range_title')}`}
              >
                {t('edit')}
              </Button>
            )}
            <Button variant="default" onClick={() => setChooserOpen(true)} disabled={!columnsQuery.data}>
              {t('edit_columns')}
            </Button>
            <Button
              onClick={download}
              loading={downloading}
              disabled={!list.data || total === 0 || total > maxDownload}
            >
              {t('download')}
            </Button>
          </Group>
        </Group>
        {fromDashboard && <UninvoicedChip onClear={clearFromDashboard} />}
        <ListAlerts
          overMax={Boolean(list.data) && total > maxDownload}
          maxDownload={maxDownload}
          failed={list.isError}
        />
        <DataTable<TTransactionRow>
          label={t('table_label')}
          data={rows}
          columns={tableColumns}
          getRowId={(row) => row.transactionUniqueId}
          loading={list.isLoading || !session.selection}
          emptyText={t('no_results')}
          sort={sort}
          onSortChange={setSort}
          paging={{
            page,
            pageSize,
            total,
            onPageChange: (next) => {
              setPage(next);
              setExpandedId(null);
            },
            pageSizes: TABLE_PAGE_SIZES,
            onPageSizeChange: setPageSize,
          }}
          expandedId={expandedId}
          onExpandedChange={setExpandedId}
          renderExpanded={(row) => (
            <TransactionRowCard
              uniqueId={row.transactionUniqueId}
              onFullDetails={() => setFullId(row.transactionUniqueId)}
            />
          )}
        />
      </Stack>
      <LazyFullDetailsModal uniqueId={fullId} onClose={() => setFullId(null)} />
      <DateRangeModal
        opened={rangeOpen}
        initial={range}
        onApply={(value) => {
          setRange(value);
          setPeriod('custom');
          setRangeOpen(false);
        }}
        onClear={() => {
          setRange(undefined);
          setPeriod('threeMonths');
          setRangeOpen(false);
        }}
      />
      <ColumnChooser
        opened={chooserOpen}
        onClose={() => setChooserOpen(false)}
        columns={(columnsQuery.data?.columns ?? []).map((c) => ({
          key: c.key,
          label: t(contentKey('column', c.key)),
        }))}
        selected={chosen}
        maxSelectCount={columnsQuery.data?.maxSelectCount ?? MAX_SELECTED_COLUMNS}
        onSave={(columns) => saveColumns.mutateAsync(columns)}
        texts={columnChooserTexts(t, MAX_SELECTED_COLUMNS)}
      />
    </PageContainer>
  );
}
