import { Button, Group, Stack, TextInput } from '@mantine/core';
import { MAX_SELECTED_COLUMNS, TABLE_PAGE_SIZES, type TCardRow } from '@portal/contract';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ColumnChooser } from '../../../components/column-chooser';
import { DataTable } from '../../../components/data-table';
import { Hero } from '../../../components/hero';
import { PageContainer } from '../../../components/page-container';
import { ReadOnlyNotice } from '../../../components/read-only-notice';
import { useFormatters } from '../../../lib/format';
import { useSessionScope } from '../../../lib/session/use-session-scope';
import { useListState } from '../../../lib/use-list-state';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { useUserPreferences } from '../../../lib/user-preferences';
import {
  cardListQuery,
  downloadCards,
  FIRST_CARDS_VIEW,
  useCardColumns,
  useCards,
  useSaveCardColumns,
} from '../api/cards-api';
import { cardTableColumns, chosenColumns } from '../components/card-columns';
import { LazyCardDetailPanel } from '../components/lazy-card-detail-panel';
import { useColumnChooserTexts } from '../utils/chooser-texts';
import { CARDS_VIEW_NS } from '../utils/namespaces';
import { toast } from '../utils/toast';

/** Spec 002 §5.3, §9: search debounce 100 ms (page size and sort: FIRST_CARDS_VIEW). */
const SEARCH_DEBOUNCE_MS = 100;

/** Spec 002 §2.3: manage cards (/cards/view). */
export function CardsViewPage() {
  const { t } = useTranslation(CARDS_VIEW_NS);
  const formatters = useFormatters();
  const { selection } = useSessionScope();
  const [params] = useSearchParams();
  const [selected, setSelected] = useState<string[]>([]);
  // A new search, scope or sort starts again on page 1 with nothing selected.
  const list = useListState({
    initialSort: FIRST_CARDS_VIEW.sort,
    initialPageSize: FIRST_CARDS_VIEW.pageSize,
    debounceMs: SEARCH_DEBOUNCE_MS,
    initialSearch: params.get('searchTerm') ?? '',
    resetKey: selection?.accessLevelCode,
    onReset: () => setSelected([]),
  });
  const { page, pageSize, sort, search, setSearch, setPage, setSort } = list;
  const debounced = list.debouncedSearch;
  const [expanded, setExpanded] = useState<string | null>(null);
  const [chooserOpen, setChooserOpen] = useState(false);
  const [downloading, setDownloading] = useState(false);

  useEffect(() => {
    const term = params.get('searchTerm');
    if (term !== null) setSearch(term);
  }, [params, setSearch]);

  const listQuery = cardListQuery(selection, { page, pageSize, sort, search: debounced });
  const cards = useCards(listQuery);
  const failure = useQueryFailure(cards);
  const columns = useCardColumns();
  const preferences = useUserPreferences();
  const saveColumns = useSaveCardColumns('cards');
  const chooserTexts = useColumnChooserTexts();
  const available = useMemo(() => columns.data?.columns ?? [], [columns.data]);
  const saved = preferences.data?.sections.cards?.columns;
  const chosen = useMemo(() => chosenColumns(available, saved), [available, saved]);
  const tableColumns = useMemo(
    () => cardTableColumns(available, chosen, t, formatters),
    [available, chosen, t, formatters],
  );

  const download = async () => {
    if (!selection) return;
    setDownloading(true);
    try {
      await downloadCards(listQuery, selected);
    } catch {
      toast('red', t('download_failed'), t('close'));
    } finally {
      setDownloading(false);
    }
  };

  const total = cards.data?.totalCards ?? 0;
  return (
    <PageContainer wide>
      <Stack gap="md">
        <Hero
          title={t('title')}
          subtitle={cards.data ? t('subtitle', { count: total }) : '\u00a0'}
          breadcrumbs={[{ label: t('breadcrumb_home'), to: '/dashboard' }, { label: t('title') }]}
          actions={
            <>
              <Button
                variant="default"
                onClick={() => setChooserOpen(true)}
                disabled={available.length === 0}
              >
                {t('columns_button')}
              </Button>
              <Button onClick={download} loading={downloading} disabled={!cards.data || total === 0}>
                {selected.length > 0
                  ? t('download_selected', { count: selected.length })
                  : t('download_button')}
              </Button>
            </>
          }
        />
        <ReadOnlyNotice />
        <Group>
          <TextInput
            label={t('search_label')}
            placeholder={t('search_placeholder')}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            w={{ base: '100%', sm: 420 }}
            type="search"
          />
        </Group>
        <DataTable<TCardRow>
          label={t('table_label')}
          data={cards.data?.cards ?? []}
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
          renderExpanded={(card) => <LazyCardDetailPanel card={card} />}
          expandedId={expanded}
          onExpandedChange={setExpanded}
          selection={{ selectedIds: selected, onChange: setSelected }}
        />
        <ColumnChooser
          opened={chooserOpen}
          onClose={() => setChooserOpen(false)}
          columns={available
            .filter((c) => !c.isFixed)
            .map((c) => ({ key: c.columnName, label: t(c.displayName) }))}
          selected={chosen}
          maxSelectCount={MAX_SELECTED_COLUMNS}
          texts={chooserTexts}
          onSave={(next) => saveColumns.mutateAsync(next)}
        />
      </Stack>
    </PageContainer>
  );
}
