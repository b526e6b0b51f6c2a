import { Group, Text, TextInput } from '@mantine/core';
import { ACCOUNT_LIMITS_DEFAULT_SORT, DEFAULT_PAGE_SIZE, type TAccountLimitRow } from '@portal/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable } from '../../../components/data-table';
import { Hero } from '../../../components/hero';
import { PageContainer } from '../../../components/page-container';
import { ReadOnlyNotice } from '../../../components/read-only-notice';
import { useFormatters } from '../../../lib/format';
import { useSessionScope } from '../../../lib/session/use-session-scope';
import { useListState } from '../../../lib/use-list-state';
import { useLocalizedPath } from '../../../lib/use-locale';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { useAccountLimits } from '../api/limits-api';
import { OverridePanel } from '../components/override-panel';
import { ViolationBadge } from '../components/violation-badge';
import { LIMITS_NS } from '../utils/namespaces';

const column = createColumnHelper<TAccountLimitRow>();
/** Spec 002 §9: search debounce 100 ms. */
const SEARCH_DEBOUNCE_MS = 100;
const [DEFAULT_SORT_BY = 'parentNumber', DEFAULT_ORDER = 'asc'] = ACCOUNT_LIMITS_DEFAULT_SORT.split(':');

/** Spec 002 §2.9: a paged table of limits per authority; a row opens its edit page. */
export function AccountLimitsPage() {
  const { t } = useTranslation(LIMITS_NS);
  const { selection, actingAs } = useSessionScope();
  const { formatMoney } = useFormatters();
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const { page, sort, search, debouncedSearch, setPage, setSort, setSearch } = useListState({
    initialSort: { sortBy: DEFAULT_SORT_BY, sortOrder: DEFAULT_ORDER as 'asc' },
    initialPageSize: DEFAULT_PAGE_SIZE,
    debounceMs: SEARCH_DEBOUNCE_MS,
    resetKey: `${actingAs}:${selection?.accessLevel}:${selection?.accessLevelCode}`,
  });
  const limits = useAccountLimits(selection, {
    start: (page - 1) * DEFAULT_PAGE_SIZE,
    limit: DEFAULT_PAGE_SIZE,
    searchText: debouncedSearch || undefined,
    sortCriteria: `${sort.sortBy}:${sort.sortOrder}`,
  });
  const failure = useQueryFailure(limits);

  const columns = useMemo(() => {
    const money = (value: number | null, row: TAccountLimitRow) =>
      value === null ? t('no_limit') : formatMoney(value, row.currency);
    return [
      column.accessor('parentNumber', { header: t('column_parent'), cell: (c) => c.getValue() ?? '—' }),
      column.accessor('authorityId', {
        header: t('column_authority'),
        cell: (c) => (
          <div>
            <Text size="sm" fw={600}>
              {c.getValue()}
            </Text>
            <Text size="xs" c="dimmed">
              {c.row.original.authorityName}
            </Text>
          </div>
        ),
      }),
      column.accessor('customerName', { header: t('column_customer') }),
      column.accessor('dailySpendLimit', {
        header: t('column_daily'),
        enableSorting: false,
        cell: (c) => money(c.getValue(), c.row.original),
      }),
      column.accessor('weeklySpendLimit', {
        header: t('column_weekly'),
        enableSorting: false,
        cell: (c) => money(c.getValue(), c.row.original),
      }),
      column.accessor('monthlySpendLimit', {
        header: t('column_monthly'),
        enableSorting: false,
        cell: (c) => money(c.getValue(), c.row.original),
      }),
      column.accessor('rollingSpendLimit', {
        header: t('column_rolling'),
        enableSorting: false,
        cell: (c) =>
          c.row.original.rollingDays === null
            ? t('no_limit')
            : t('rolling_value', {
                amount: money(c.getValue(), c.row.original),
                days: c.row.original.rollingDays,
              }),
      }),
      column.display({
        id: 'violation',
        header: t('column_violation'),
        enableSorting: false,
        cell: (c) => (
          <ViolationBadge accept={c.row.original.acceptViolation} alert={c.row.original.alertViolation} />
        ),
      }),
    ];
  }, [t, formatMoney]);

  return (
    <PageContainer wide>
      <Hero title={t('title')} subtitle={t('subtitle')} />
      <ReadOnlyNotice />
      <OverridePanel />
      <Group mb="md">
        <TextInput
          type="search"
          label={t('search_label')}
          placeholder={t('search_placeholder')}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={{ base: '100%', sm: 320 }}
        />
      </Group>
      <DataTable
        label={t('table_label')}
        data={limits.data?.accountSpendingLimits ?? []}
        columns={columns}
        getRowId={(row) => row.authorityId}
        loading={limits.isPending}
        emptyText={t('no_results')}
        failure={failure}
        errorText={t('load_error')}
        sort={sort}
        onSortChange={setSort}
        paging={{
          page,
          pageSize: DEFAULT_PAGE_SIZE,
          total: limits.data?.totalCards ?? 0,
          onPageChange: setPage,
        }}
        onRowClick={(row) =>
          navigate(to(`/cards/limits/${encodeURIComponent(row.authorityId)}`), { state: { row } })
        }
      />
    </PageContainer>
  );
}
