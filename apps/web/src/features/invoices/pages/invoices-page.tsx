import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import {
  ALWAYS_INVOICE_COLUMNS,
  DEFAULT_INVOICE_COLUMNS,
  INVOICES_PREFERENCE_SECTION,
  MAX_INVOICE_DOWNLOAD,
  MAX_SELECTED_COLUMNS,
  TABLE_PAGE_SIZES,
  type TInvoiceRow,
} from '@portal/contract';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ColumnChooser } from '../../../components/column-chooser';
import { DataTable } from '../../../components/data-table';
import { Hero } from '../../../components/hero';
import { PageContainer } from '../../../components/page-container';
import { contentKey } from '../../../lib/content-key';
import { type Formatters, useFormatters } from '../../../lib/format';
import { useSessionScope } from '../../../lib/session/use-session-scope';
import { useListState } from '../../../lib/use-list-state';
import { useUserPreferences } from '../../../lib/user-preferences';
import { documentsOf } from '../api/download';
import { type InvoiceScope, useInvoiceColumns, useInvoices, useSaveInvoiceColumns } from '../api/invoices';
import { type DetailsTarget, InvoiceDetailsModal } from '../components/invoice-details-modal';
import { InvoiceDownload } from '../components/invoice-download';
import { InvoiceRowPanel } from '../components/invoice-row-panel';
import { INVOICES_NAMESPACE } from '../utils/namespace';

/** Spec 001 §9 search debounce and toast time. */
const TOAST_MS = 5_000;
const SEARCH_DEBOUNCE_MS = 100;

function cellOf(key: string, row: TInvoiceRow, f: Formatters, t: (key: string) => string) {
  switch (key) {
    case 'invoiceDate':
    case 'paymentDueDate':
    case 'speosInvoiceDate':
      return f.formatDate(row[key]);
    case 'amount':
      return <span style={{ whiteSpace: 'nowrap' }}>{f.formatMoney(row.amount, row.currency)}</span>;
    case 'invoiceType':
      return t(`type_${row.invoiceType.toLowerCase().replaceAll('-', '_')}`);
    case 'status':
      return t(contentKey('status', row.status));
    case 'issuerCountry':
      return t(contentKey('country', row.issuerCountry));
    case 'supplyCountry':
      return row.supplyCountry === 'Multiple' ? t('supply_multiple') : row.supplyCountry;
    default: {
      const value = row[key as keyof TInvoiceRow];
      return value === null || value === undefined || value === '' ? '-' : String(value);
    }
  }
}

const scopeOf = (
  selection: { accessLevel: string; accessLevelCode: string } | null | undefined,
): InvoiceScope =>
  !selection
    ? {}
    : selection.accessLevel === 'A'
      ? { authorityIds: selection.accessLevelCode }
      : selection.accessLevel === 'P'
        ? { parentIds: selection.accessLevelCode }
        : { groupIds: selection.accessLevelCode };

/** Spec 001 §2 Invoices: hero with counts, search, archive button, columns, expanding rows and details. */
export function InvoicesPage() {
  const { t } = useTranslation(INVOICES_NAMESPACE);
  const f = useFormatters();
  const session = useSessionScope();
  const preferences = useUserPreferences();
  const columnsQuery = useInvoiceColumns();
  const saveColumns = useSaveInvoiceColumns();
  const [expandedId, setExpandedId] = useState<string | null>(null);
  const [details, setDetails] = useState<DetailsTarget | null>(null);
  const [chooserOpen, setChooserOpen] = useState(false);
  const [picked, setPicked] = useState<Map<string, TInvoiceRow>>(new Map());
  const selection = session.selection;
  const list = useListState({
    initialSort: { sortBy: 'invoiceDate', sortOrder: 'desc' },
    initialPageSize: TABLE_PAGE_SIZES[0],
    debounceMs: SEARCH_DEBOUNCE_MS,
    resetKey: selection ? `${selection.accessLevel}:${selection.accessLevelCode}` : '',
    onReset: () => {
      setExpandedId(null);
      setPicked(new Map());
    },
  });
  const invoices = useInvoices({
    scope: scopeOf(selection),
    page: list.page,
    pageSize: list.pageSize,
    sortBy: list.sort.sortBy,
    sortOrder: list.sort.sortOrder,
    searchBy: list.debouncedSearch,
  });
  const rows = invoices.data?.summaries ?? [];
  const documents = useMemo(() => documentsOf([...picked.values()]), [picked]);
  const overLimit = documents.length > MAX_INVOICE_DOWNLOAD;
  // Spec 001 §5: past the limit, rows can only be unselected.
  const select = (next: string[]) => {
    const byId = new Map(rows.map((r) => [String(r.invoiceId), r]));
    const kept = new Map([...picked].filter(([id]) => next.includes(id) || !byId.has(id)));
    for (const id of next) {
      const row = byId.get(id);
      if (row && !kept.has(id)) kept.set(id, row);
    }
    if (overLimit && kept.size > picked.size) return;
    setPicked(kept);
  };

  const saved = preferences.data?.sections[INVOICES_PREFERENCE_SECTION]?.columns;
  const chosen = useMemo(() => (saved?.length ? [...saved] : [...DEFAULT_INVOICE_COLUMNS]), [saved]);
  const visible = useMemo(() => [...new Set([...chosen, ...ALWAYS_INVOICE_COLUMNS])], [chosen]);
  const sortable = new Set((columnsQuery.data?.columns ?? []).filter((c) => c.sortable).map((c) => c.key));
  const tableColumns: ColumnDef<TInvoiceRow>[] = visible.map((key) => ({
    id: key,
    header: t(contentKey('column', key)),
    accessorFn: (row) => row[key as keyof TInvoiceRow],
    enableSorting: sortable.has(key),
    cell: ({ row }) => cellOf(key, row.original, f, t),
  }));

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
          <Group gap="sm" wrap="wrap">
            <Button variant="default" onClick={() => setChooserOpen(true)} disabled={!columnsQuery.data}>
              {t('edit_columns')}
            </Button>
            <InvoiceDownload
              scope={
                selection
                  ? { accessLevel: selection.accessLevel, accessLevelCode: selection.accessLevelCode }
                  : null
              }
              documents={documents}
              toastMs={TOAST_MS}
            />
          </Group>
        </Group>
        {overLimit && (
          <Alert color="red" role="alert">
            {t('more_than_limit_downloads')}
          </Alert>
        )}
        {invoices.isError && (
          <Alert color="red" role="alert">
            {t('request_failure')}
          </Alert>
        )}
        <DataTable<TInvoiceRow>
          label={t('table_label')}
          data={rows}
          columns={tableColumns}
          getRowId={(row) => String(row.invoiceId)}
          loading={invoices.isLoading || !selection}
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
          selection={{ selectedIds: [...picked.keys()], onChange: select }}
          expandedId={expandedId}
          onExpandedChange={setExpandedId}
          renderExpanded={(row) => <InvoiceRowPanel row={row} onDetails={setDetails} />}
        />
      </Stack>
      <InvoiceDetailsModal target={details} onClose={() => setDetails(null)} />
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
        texts={{
          title: t('columns_title'),
          selectStep: t('columns_select_step'),
          orderStep: t('columns_order_step'),
          next: t('next'),
          back: t('back'),
          update: t('update'),
          cancel: t('cancel'),
          moveUp: (label) => t('move_up', { column: label }),
          moveDown: (label) => t('move_down', { column: label }),
          tooMany: t('max_columns_warning', { maxSelectCount: MAX_SELECTED_COLUMNS }),
          failed: t('preferences_failed'),
          close: t('close'),
        }}
      />
    </PageContainer>
  );
}
