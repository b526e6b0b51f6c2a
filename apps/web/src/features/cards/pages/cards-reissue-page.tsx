import { Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { MAX_SELECTED_COLUMNS, TABLE_PAGE_SIZES, type TCardColumn, type TCardRow } from '@portal/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ColumnChooser } from '../../../components/column-chooser';
import { DataTable, type SortState } from '../../../components/data-table';
import { Hero } from '../../../components/hero';
import { PageContainer } from '../../../components/page-container';
import { ReadOnlyNotice } from '../../../components/read-only-notice';
import { useFormatters } from '../../../lib/format';
import { levelQuery } from '../../../lib/session/scope-query';
import { useSessionScope } from '../../../lib/session/use-session-scope';
import { useListState } from '../../../lib/use-list-state';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { useUserPreferences } from '../../../lib/user-preferences';
import { useCardColumns, useCards, useSaveCardColumns } from '../api/cards-api';
import { cardTableColumns, chosenColumns } from '../components/card-columns';
import { LazyCardDetailPanel } from '../components/lazy-card-detail-panel';
import { type ReissueFilter, useReissueFilterStore } from '../stores/reissue-filter-store';
import { useColumnChooserTexts } from '../utils/chooser-texts';
import { CARDS_REISSUE_NS, CARDS_VIEW_NS } from '../utils/namespaces';

const DEFAULT_SORT: SortState = { sortBy: 'cardSerialNumber', sortOrder: 'asc' };
/** Spec 002 §2.4: the re-issue list shows holder name, serial number and fuelAndCharge by default. */
const REISSUE_DEFAULTS = ['cardHolderName', 'cardSerialNumber', 'cardNumber', 'fuelAndCharge', 'expiryDate'];

/** Spec 002 §2.4: the card re-issue list (/cards/reissue). */
export function CardsReissuePage() {
  const { t } = useTranslation([CARDS_REISSUE_NS, CARDS_VIEW_NS]);
  const { t: tv } = useTranslation(CARDS_VIEW_NS);
  const isPhone = useMediaQuery('(max-width: 36em)') ?? false;
  const formatters = useFormatters();
  const { selection } = useSessionScope();
  const { filter, setFilter } = useReissueFilterStore();
  const [expanded, setExpanded] = useState<string | null>(null);
  const [chooserOpen, setChooserOpen] = useState(false);
  const list = useListState({
    initialSort: DEFAULT_SORT,
    initialPageSize: TABLE_PAGE_SIZES[0],
    debounceMs: 100,
    resetKey: `${selection?.accessLevelCode}|${filter}`,
    onReset: () => setExpanded(null),
  });
  const { page, pageSize, sort, search, setSearch, setPage, setSort } = list;
  const debounced = list.debouncedSearch;

  const cards = useCards({
    ...levelQuery(selection),
    page,
    pageSize,
    ...sort,
    searchBy: debounced || undefined,
    searchColumns: ['cardHolderName'],
    statusGroupTypes: [filter],
  });
  const failure = useQueryFailure(cards);
  const columns = useCardColumns();
  const preferences = useUserPreferences();
  const saveColumns = useSaveCardColumns('cardReissue');
  const chooserTexts = useColumnChooserTexts();
  // The re-issue list has no fixed status column: the filter already says which side is shown.
  const available = useMemo(
    (): TCardColumn[] => (columns.data?.columns ?? []).map((c) => ({ ...c, isFixed: false })),
    [columns.data],
  );
  const saved = preferences.data?.sections.cardReissue?.columns;
  const chosen = useMemo(
    () => chosenColumns(available, saved?.length ? saved : REISSUE_DEFAULTS),
    [available, saved],
  );
  const tableColumns = useMemo(
    () => cardTableColumns(available, chosen, tv, formatters),
    [available, chosen, tv, formatters],
  );
  const rows = cards.data?.cards ?? [];
  const total = cards.data?.totalCards ?? 0;
  const subtitle = t('subtitle', { shown: rows.length, total });

  return (
    <PageContainer wide>
      <Stack gap="md">
        <Hero
          title={t('title')}
          subtitle={cards.data ? subtitle : '\u00a0'}
          breadcrumbs={[
            { label: tv('breadcrumb_home'), to: '/dashboard' },
            { label: tv('title'), to: '/cards/view' },
            { label: t('title') },
          ]}
          actions={
            <Button variant="default" onClick={() => setChooserOpen(true)} disabled={available.length === 0}>
              {t('columns_button')}
            </Button>
          }
        />
        <ReadOnlyNotice />
        <Group align="flex-end" gap="md" wrap="wrap">
          <TextInput
            label={t('search_label')}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            w={{ base: '100%', sm: 360 }}
            type="search"
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="reissue-filter-label">
              {t('filter_label')}
            </Text>
            <SegmentedControl
              aria-labelledby="reissue-filter-label"
              // Stacked on a phone: the two German labels side by side are wider than 390 px.
              orientation={isPhone ? 'vertical' : 'horizontal'}
              value={filter}
              onChange={(v) => setFilter(v as ReissueFilter)}
              data={[
                { value: 'notForReissue', label: t('filter_not_for_reissue') },
                { value: 'awaitReissue', label: t('filter_awaiting') },
              ]}
            />
          </Stack>
        </Group>
        <DataTable<TCardRow>
          label={t('table_label')}
          data={rows}
          columns={tableColumns}
          getRowId={(c) => String(c.cardId)}
          loading={cards.isPending || columns.isPending}
          skeletonRows={15}
          emptyText={t('no_results')}
          failure={failure}
          errorText={t('list_error')}
          sort={sort}
          onSortChange={setSort}
          paging={{
            page,
            pageSize,
            total,
            onPageChange: setPage,
            pageSizes: TABLE_PAGE_SIZES,
            onPageSizeChange: list.setPageSize,
          }}
          renderExpanded={(card) => <LazyCardDetailPanel card={card} inReissueList />}
          expandedId={expanded}
          onExpandedChange={setExpanded}
        />
        <ColumnChooser
          opened={chooserOpen}
          onClose={() => setChooserOpen(false)}
          columns={available.map((c) => ({ key: c.columnName, label: tv(c.displayName) }))}
          selected={chosen}
          maxSelectCount={MAX_SELECTED_COLUMNS}
          texts={chooserTexts}
          onSave={(next) => saveColumns.mutateAsync(next)}
        />
      </Stack>
    </PageContainer>
  );
}
