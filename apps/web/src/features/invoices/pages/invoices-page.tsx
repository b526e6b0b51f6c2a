import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import {
  ALWAYS_INVOICE_COLUMNS,
  DEFAULT_INVOICE_COLUMNS,
  INVOICES_PREFERENCE_SECTION,
  MAX_SELECTED_COLUMNS,
  TABLE_PAGE_SIZES,
} from '@portal/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ColumnChooser } from '../../../components/column-chooser';
import { columnChooserTexts } from '../../../components/column-chooser-texts';
import { Hero } from '../../../components/hero';
import { PageContainer } from '../../../components/page-container';
import { contentKey } from '../../../lib/content-key';
import { useFormatters } from '../../../lib/format';
import { scopeQuery } from '../../../lib/session/scope-query';
import { useSessionScope } from '../../../lib/session/use-session-scope';
import { useListState } from '../../../lib/use-list-state';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { useUserPreferences } from '../../../lib/user-preferences';
import { FIRST_INVOICES_VIEW, useInvoiceColumns, useInvoices, useSaveInvoiceColumns } from '../api/invoices';
import { useInvoiceTableColumns } from '../components/invoice-cells';
import { InvoiceDownload } from '../components/invoice-download';
import { InvoiceTable } from '../components/invoice-table';
import { useInvoiceSelection } from '../hooks/use-invoice-selection';
import { INVOICES_NAMESPACE } from '../utils/namespace';

/** Spec 001 §9 search debounce and toast time. */
const TOAST_MS = 5_000;
const SEARCH_DEBOUNCE_MS = 100;

/** Spec 001 §2 Invoices: hero with counts, search, archive button, columns, expanding rows and details. */
export function InvoicesPage() {
  const { t } = useTranslation(INVOICES_NAMESPACE);
  const f = useFormatters();
  const navigate = useNavigate();
  const session = useSessionScope();
  const preferences = useUserPreferences();
  const columnsQuery = useInvoiceColumns();
  const saveColumns = useSaveInvoiceColumns();
  const [expandedId, setExpandedId] = useState<string | null>(null);
  const [chooserOpen, setChooserOpen] = useState(false);
  const picked = useInvoiceSelection();
  const selection = session.selection;
  const list = useListState({
    initialSort: { sortBy: FIRST_INVOICES_VIEW.sortBy, sortOrder: FIRST_INVOICES_VIEW.sortOrder },
    initialPageSize: FIRST_INVOICES_VIEW.pageSize,
    debounceMs: SEARCH_DEBOUNCE_MS,
    resetKey: selection ? `${selection.accessLevel}:${selection.accessLevelCode}` : '',
    onReset: () => {
      setExpandedId(null);
      picked.clear();
    },
  });
  const invoices = useInvoices({
    scope: scopeQuery(selection),
    page: list.page,
    pageSize: list.pageSize,
    sortBy: list.sort.sortBy,
    sortOrder: list.sort.sortOrder,
    searchBy: list.debouncedSearch,
  });
  const failure = useQueryFailure(invoices);
  const rows = invoices.data?.summaries ?? [];

  const saved = preferences.data?.sections[INVOICES_PREFERENCE_SECTION]?.columns;
  const chosen = useMemo(() => (saved?.length ? [...saved] : [...DEFAULT_INVOICE_COLUMNS]), [saved]);
  const visible = useMemo(() => [...new Set([...chosen, ...ALWAYS_INVOICE_COLUMNS])], [chosen]);
  const sortable: ReadonlySet<string> = new Set(
    (columnsQuery.data?.columns ?? []).filter((c) => c.sortable).map((c) => c.key),
  );
  const tableColumns = useInvoiceTableColumns(visible, sortable);

  return (
    <PageContainer wide>
      <Hero
        title={t('title')}
        breadcrumbs={[{ label: t('breadcrumb_home'), to: '/dashboard' }, { label: t('title') }]}
        subtitle={
          invoices.data
            ? t('subtitle', {
                summaries: f.formatNumber(invoices.data.totalNumberOfSummaries),
                invoices: f.formatNumber(invoices.data.totalNumberOfInvoices),
              })
            : ' '
        }
      />
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm" align="flex-end">
          <TextInput
            label={t('search_label')}
            placeholder={t('search_placeholder')}
            value={list.search}
            onChange={(e) => list.setSearch(e.currentTarget.value)}
            w={{ base: '100%', sm: 320 }}
          />
          <Group gap="sm" wrap="wrap" align="flex-start">
            <Button variant="light" onClick={() => navigate('/invoices/archive')}>
              {t('archive_button')}
            </Button>
            <Button variant="default" onClick={() => setChooserOpen(true)} loading={!columnsQuery.data}>
              {t('edit_columns')}
            </Button>
            <InvoiceDownload scope={selection ?? null} documents={picked.documents} toastMs={TOAST_MS} />
          </Group>
        </Group>
        {picked.overLimit && (
          <Alert color="red" role="alert">
            {t('more_than_limit_downloads')}
          </Alert>
        )}
        {invoices.isError && (
          <Alert color="red" role="alert">
            {t('request_failure')}
          </Alert>
        )}
        <InvoiceTable
          label={t('table_label')}
          rows={rows}
          columns={tableColumns}
          loading={invoices.isLoading || !selection}
          failure={failure}
          emptyText={t('no_results')}
          sort={list.sort}
          onSortChange={list.setSort}
          paging={{
            page: list.page,
            pageSize: list.pageSize,
            total: invoices.data?.totalRecords ?? 0,
            onPageChange: (next) => {
              list.setPage(next);
              setExpandedId(null);
            },
            pageSizes: TABLE_PAGE_SIZES,
            onPageSizeChange: list.setPageSize,
          }}
          picked={picked}
          expandedId={expandedId}
          onExpandedChange={setExpandedId}
        />
      </Stack>
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
