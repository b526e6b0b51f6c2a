import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
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

import { useCallback, useDeferredValue, useMemo, useState } from 'react';
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
import { useQueryFailure } from '../../../lib/use-query-failure';
import { useUserPreferences } from '../../../lib/user-preferences';
import {
  downloadTransactions,
  FIRST_LIST_VIEW,
  transactionListQuery,
  useTransactions,
} from '../api/get-transactions';
import { useSaveTransactionColumns, useTransactionColumns } from '../api/transaction-columns';
import { DateRangeModal } from '../components/date-range-modal';
import { LazyFullDetailsModal } from '../components/lazy-full-details-modal';
import { ListAlerts, UninvoicedChip } from '../components/list-notices';
import { PeriodField } from '../components/period-field';
import { TransactionRowCard } from '../components/transaction-row-card';
import { transactionTableColumns } from '../components/transaction-table-columns';
import { TRANSACTIONS_NAMESPACE } from '../utils/namespace';
import { invoiceDateRange, searchDateExample } from '../utils/period';

/** Spec 001 §9 search debounce. */
const SEARCH_DEBOUNCE_MS = 100;

/** Keeps the hero's subtitle line while the count loads, so the table does not move down (CLS). */
const NO_SUBTITLE_YET = '\u00a0';

const NO_ROWS: TTransactionRow[] = [];
const rowId = (row: TTransactionRow) => row.transactionUniqueId;

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

  const [period, setPeriod] = useState<TTransactionPeriod>(FIRST_LIST_VIEW.period);
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
      initialSort: FIRST_LIST_VIEW.sort,
      initialPageSize: FIRST_LIST_VIEW.pageSize,
      debounceMs: SEARCH_DEBOUNCE_MS,
      resetKey: JSON.stringify([scope, shownPeriod, shownRange, searchTerm, columnName, fromDashboard]),
      onReset: () => setExpandedId(null),
    });
  const listQuery = transactionListQuery(scope, {
    page,
    pageSize,
    sort,
    period: shownPeriod,
    range: shownRange,
    search: debouncedSearch,
    column: columnSearch && columnName ? { name: columnName, term: searchTerm } : undefined,
    fromDashboard,
  });
  const list = useTransactions(listQuery);
  const failure = useQueryFailure(list);
  // The answers reach the page at once and in one piece (a query store's update is never split):
  // what they change renders in a deferred pass instead, which React splits into short tasks, and the
  // urgent pass finds the table's props unchanged (issue 13: the page's longest tasks were these).
  const listData = useDeferredValue(list.data);
  const listLoading = useDeferredValue(list.isLoading);
  const columnsData = useDeferredValue(columnsQuery.data);
  const rows = listData?.transactions ?? NO_ROWS;
  const total = listData?.totalNumberOfTransactions ?? 0;
  const maxDownload = listData?.maxDownloadCount ?? 0;

  const saved = preferences.data?.sections[TRANSACTIONS_PREFERENCE_SECTION]?.columns;
  const chosen = useMemo(() => chosenTransactionColumns(saved), [saved]);
  const visible = useMemo(() => visibleTransactionColumns(saved), [saved]);
  const columnList = columnsData?.columns;
  // Kept while its inputs stay: new column definitions make the table rebuild every column.
  const tableColumns = useMemo(() => {
    const sortable = new Set((columnList ?? []).filter((c) => c.sortable).map((c) => c.key));
    sortable.add('brand');
    return transactionTableColumns(visible, sortable, (key) => t(contentKey('column', key)), f, values);
  }, [columnList, visible, t, f, values]);

  // Stable while their inputs stay, so the memoised table skips renders that change nothing for it.
  const paging = useMemo(
    () => ({
      page,
      pageSize,
      total,
      onPageChange: (next: number) => {
        setPage(next);
        setExpandedId(null);
      },
      pageSizes: TABLE_PAGE_SIZES,
      onPageSizeChange: setPageSize,
    }),
    [page, pageSize, total, setPage, setPageSize],
  );
  const renderExpanded = useCallback(
    (row: TTransactionRow) => (
      <TransactionRowCard
        uniqueId={row.transactionUniqueId}
        onFullDetails={() => setFullId(row.transactionUniqueId)}
      />
    ),
    [],
  );

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
          listData
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
            <PeriodField
              period={shownPeriod}
              range={shownRange}
              disabled={columnSearch}
              onChange={choosePeriod}
              onEditRange={() => setRangeOpen(true)}
            />
            <Button variant="default" onClick={() => setChooserOpen(true)} disabled={!columnsData}>
              {t('edit_columns')}
            </Button>
            <Button
              onClick={download}
              loading={downloading}
              disabled={!listData || total === 0 || total > maxDownload}
            >
              {t('download')}
            </Button>
          </Group>
        </Group>
        {fromDashboard && <UninvoicedChip onClear={clearFromDashboard} />}
        <ListAlerts overMax={Boolean(listData) && total > maxDownload} maxDownload={maxDownload} />
        <DataTable<TTransactionRow>
          label={t('table_label')}
          data={rows}
          columns={tableColumns}
          getRowId={rowId}
          loading={listLoading || !session.selection}
          failure={failure}
          emptyText={t('no_results')}
          sort={sort}
          onSortChange={setSort}
          paging={paging}
          expandedId={expandedId}
          onExpandedChange={setExpandedId}
          renderExpanded={renderExpanded}
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
