import { Badge, Box, Button, Code, Group, Stack, Text } from '@mantine/core';
import {
  AUDIT_BODY_COLUMN_WIDTH,
  AUDIT_COLUMN_WIDTH,
  DEFAULT_PAGE_SIZE,
  TABLE_PAGE_SIZES,
  type TAuditLogEntry,
} from '@portal/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { Hero } from '../../../components/hero';
import { PageContainer } from '../../../components/page-container';
import { useFormatters } from '../../../lib/format';
import { useSessionScope } from '../../../lib/session/use-session-scope';
import { useListState } from '../../../lib/use-list-state';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { useAuditLogs } from '../api/get-audit-logs';
import { AuditFilterModal } from '../components/audit-filter-modal';
import { AUDIT_NAMESPACE } from '../content';
import {
  type AuditFilterState,
  buildFilters,
  chipLabel,
  hierarchyItems,
  initialFilterState,
  logsScope,
  offeredLogTypes,
} from '../utils/audit-filters';

const column = createColumnHelper<TAuditLogEntry>();
const rowId = (e: TAuditLogEntry) =>
  `${e.loggingTime}|${e.userActionType}|${e.actorEmail}|${JSON.stringify(e.body)}`;
const bodyText = (e: TAuditLogEntry) => JSON.stringify(e.body);
/** Spec 000 §2: the audit table does not sort; newest first is the server's order. */
const NO_SORT = { sortBy: 'loggingTime', sortOrder: 'desc' } as const;

/**
 * Spec 000 §2 Audit logs (/audit), for admins who impersonate (the route guard sends others away):
 * Log Type, Actor, Time and Event Body (400 wide, the others 100), no sorting, no checkbox column,
 * expandable body, paging, and the Filters modal.
 */
export function AuditPage() {
  const { t } = useTranslation(AUDIT_NAMESPACE);
  const { actingAs, selection, hierarchy, permissions } = useSessionScope();
  const { formatDateTime } = useFormatters();
  const [filters, setFilters] = useState<AuditFilterState>(() => initialFilterState(new Date()));
  const [expandedId, setExpandedId] = useState<string | null>(null);
  // New filters or a new page size start on page 1 with no row open (no sorting, no search box).
  const { page, pageSize, setPage, setPageSize } = useListState({
    initialSort: NO_SORT,
    initialPageSize: DEFAULT_PAGE_SIZE,
    debounceMs: 0,
    resetKey: `${actingAs}|${JSON.stringify(filters)}`,
    onReset: () => setExpandedId(null),
  });
  const [modalOpen, setModalOpen] = useState(false);
  const items = useMemo(() => hierarchyItems(hierarchy), [hierarchy]);
  const offered = offeredLogTypes(permissions, filters.mode);
  const logs = useAuditLogs(
    selection
      ? {
          actingAs,
          selection: logsScope(filters, selection),
          filters: buildFilters(filters, offered),
          page,
          pageSize,
        }
      : undefined,
  );
  const failure = useQueryFailure(logs);

  const columns = useMemo(
    () => [
      column.accessor('userActionType', {
        header: t('column_log_type'),
        size: AUDIT_COLUMN_WIDTH,
        enableSorting: false,
        cell: (c) => {
          const [code, outcome] = c.getValue().split('_');
          return (
            <Stack gap={2} align="flex-start">
              <Text size="sm">{t(`type_${code?.toLowerCase()}`)}</Text>
              <Badge size="xs" color={outcome === '1' ? '#1e6b31' : '#c92a2a'} c="#ffffff" variant="filled">
                {t(outcome === '1' ? 'outcome_success' : 'outcome_failed')}
              </Badge>
            </Stack>
          );
        },
      }),
      column.accessor('actionUser', {
        header: t('column_actor'),
        size: AUDIT_COLUMN_WIDTH,
        enableSorting: false,
        cell: (c) => (
          <Box>
            <Text size="sm">{c.getValue()}</Text>
            {c.row.original.impersonatingActor && (
              <Text size="xs" c="dimmed">
                {t('impersonated_by', { email: c.row.original.impersonatingActor })}
              </Text>
            )}
          </Box>
        ),
      }),
      column.accessor('loggingTime', {
        header: t('column_time'),
        size: AUDIT_COLUMN_WIDTH,
        enableSorting: false,
        cell: (c) => <Text size="sm">{formatDateTime(c.getValue())}</Text>,
      }),
      column.accessor(bodyText, {
        id: 'body',
        header: t('column_body'),
        size: AUDIT_BODY_COLUMN_WIDTH,
        enableSorting: false,
        cell: (c) => (
          <Text size="sm" lineClamp={1} maw={AUDIT_BODY_COLUMN_WIDTH} ff="monospace">
            {c.getValue()}
          </Text>
        ),
      }),
    ],
    [t, formatDateTime],
  );

  const typeLabels = filters.types.map((code) => chipLabel(t(`type_${code?.toLowerCase()}`)));
  const chips = [
    t(filters.mode === 'MY_LOGS' ? 'mode_my_logs' : 'mode_all_logs'),
    `${formatDateTime(filters.from).split(' ')[0]} – ${formatDateTime(filters.to).split(' ')[0]}`,
    ...typeLabels,
    ...(filters.outcome === 'all' ? [] : [t(`outcome_${filters.outcome}`)]),
    ...filters.hierarchy.map((v) => chipLabel(items.find((i) => i.value === v)?.label ?? v.slice(1))),
    ...filters.actors.map(chipLabel),
  ];

  return (
    <PageContainer>
      <Hero
        title={t('title')}
        subtitle={t('subtitle')}
        actions={<Button onClick={() => setModalOpen(true)}>{t('filters_button')}</Button>}
      />
      <Group gap={6} mb="md" aria-label={t('active_filters')} role="list">
        {chips.map((chip) => (
          <Badge key={chip} variant="outline" color="gray.8" radius="sm" tt="none" role="listitem">
            {chip}
          </Badge>
        ))}
      </Group>
      <DataTable
        label={t('table_label')}
        data={logs.data?.logs ?? []}
        columns={columns}
        getRowId={rowId}
        loading={logs.isPending && Boolean(selection)}
        emptyText={t('no_logs')}
        failure={failure}
        errorText={t('load_error')}
        expandedId={expandedId}
        onExpandedChange={setExpandedId}
        renderExpanded={(entry) => (
          <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {JSON.stringify(entry.body, null, 2)}
          </Code>
        )}
        paging={{
          page,
          pageSize,
          total: logs.data?.total ?? 0,
          onPageChange: (next) => {
            setPage(next);
            setExpandedId(null);
          },
          pageSizes: TABLE_PAGE_SIZES,
          onPageSizeChange: setPageSize,
        }}
      />
      <AuditFilterModal
        opened={modalOpen}
        onClose={() => setModalOpen(false)}
        value={filters}
        items={items}
        permissions={permissions}
        onApply={setFilters}
      />
    </PageContainer>
  );
}
