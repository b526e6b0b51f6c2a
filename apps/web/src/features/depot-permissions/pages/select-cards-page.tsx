import { Button, Checkbox, Group, Stack, Text, TextInput, Tooltip, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  CHARGING_SEARCH_MIN,
  chargingSearchOf,
  isDepotCardSelectable,
  TABLE_PAGE_SIZES,
  type TRfidCard,
} from '@portal/contract';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable } from '../../../components/data-table';
import { Hero } from '../../../components/hero';
import { PageContainer } from '../../../components/page-container';
import { useFeatureFlag } from '../../../lib/feature-flags';
import { useFormatters } from '../../../lib/format';
import { useLocalizedPath } from '../../../lib/use-locale';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { useDepots } from '../api/get-depots';
import { useRfidList } from '../api/get-rfid-list';
import { CardDepots } from '../components/card-depots';
import { DepotSteps } from '../components/depot-steps';
import { RfidStatusBadge } from '../components/rfid-status-badge';
import { SaveAlert } from '../components/save-alert';
import { useDepotSelection } from '../state/selection-store';
import { useDepotScope } from '../state/use-depot-scope';
import { DEPOT_PERMISSIONS_NAMESPACE } from '../utils/namespace';

/** Spec 001 §9 search debounce. */
const SEARCH_DEBOUNCE_MS = 100;

/**
 * Spec 001 §2 Depot permissions step 1 (/depot-permissions/select-cards): the cards with their status,
 * an optional search (SHOW_SELECT_CARDS_SEARCH), a row detail with the depots each card may use; only
 * enabled cards are selectable; Next stays disabled, saying why, until a card is chosen.
 */
export function SelectCardsPage() {
  const { t } = useTranslation(DEPOT_PERMISSIONS_NAMESPACE);
  const f = useFormatters();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const showSearch = useFeatureFlag('selectCardsSearch');
  const { selection } = useDepotScope();
  const { cards: chosen, toggleCard, status, setStatus } = useDepotSelection();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(TABLE_PAGE_SIZES[0]);
  const [expandedId, setExpandedId] = useState<string | null>(null);
  const parsed = debounced ? chargingSearchOf(debounced) : undefined;
  const searchBy = parsed && !('error' in parsed) ? debounced : undefined;
  const list = useRfidList(selection ? { ...selection, searchBy, pageSize, page: page - 1 } : undefined);
  const failure = useQueryFailure(list);
  const depots = useDepots(selection);
  const chosenIds = new Set(chosen.map((c) => c.id));

  const columns: ColumnDef<TRfidCard>[] = [
    {
      id: 'select',
      header: () => <VisuallyHidden>{t('column_select')}</VisuallyHidden>,
      enableSorting: false,
      size: 40,
      cell: ({ row }) => {
        const card = row.original;
        const enabled = isDepotCardSelectable(card);
        const box = (
          <Checkbox
            aria-label={t('select_card', { rfid: card.rfId })}
            checked={chosenIds.has(card.id)}
            disabled={!enabled}
            onChange={() => toggleCard(card)}
          />
        );
        return enabled ? (
          box
        ) : (
          <Tooltip label={t('card_not_selectable')}>
            <span>{box}</span>
          </Tooltip>
        );
      },
    },
    { id: 'rfid', header: t('column_rfid'), enableSorting: false, accessorKey: 'rfId' },
    {
      id: 'card',
      header: t('column_card'),
      enableSorting: false,
      cell: ({ row }) => `${row.original.cardTitle} •${row.original.cardNumberEnding}`,
    },
    {
      id: 'holder',
      header: t('column_holder'),
      enableSorting: false,
      cell: ({ row }) => row.original.cardHolderName ?? '-',
    },
    {
      id: 'status',
      header: t('column_status'),
      enableSorting: false,
      cell: ({ row }) => (
        <RfidStatusBadge status={row.original.cardStatus} label={t(`status_${row.original.cardStatus}`)} />
      ),
    },
    {
      id: 'depots',
      header: t('column_depots'),
      enableSorting: false,
      cell: ({ row }) => f.formatNumber(row.original.depotsAllowed),
    },
  ];

  return (
    <PageContainer wide>
      <Hero title={t('title')} subtitle={t('subtitle_cards')} />
      <DepotSteps active={0} />
      <SaveAlert status={status} onHide={() => setStatus(null)} />
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
          {showSearch ? (
            <Tooltip label={t('search_tooltip')} multiline w={260}>
              <TextInput
                label={t('search_label')}
                placeholder={t('search_placeholder', { min: CHARGING_SEARCH_MIN })}
                value={search}
                error={search.trim() && parsed && 'error' in parsed ? t('search_hint') : undefined}
                onChange={(e) => {
                  setSearch(e.currentTarget.value);
                  setPage(1);
                }}
                w={{ base: '100%', sm: 280 }}
              />
            </Tooltip>
          ) : (
            <span />
          )}
          <Stack gap={2} align="flex-end">
            <Button
              disabled={chosen.length === 0}
              aria-describedby={chosen.length === 0 ? 'next-reason' : undefined}
              onClick={() => navigate(localized('/depot-permissions/select-depots'))}
            >
              {t('next', { count: chosen.length })}
            </Button>
            <Text size="xs" c="dimmed" id="next-reason">
              {chosen.length === 0 ? t('next_disabled') : t('cards_chosen', { count: chosen.length })}
            </Text>
          </Stack>
        </Group>
        <DataTable<TRfidCard>
          label={t('cards_table')}
          data={list.data?.cards ?? []}
          columns={columns}
          getRowId={(row) => row.id}
          loading={list.isLoading || !selection}
          emptyText={t('no_results')}
          failure={failure}
          errorText={t('request_failure')}
          paging={{
            page,
            pageSize,
            total: list.data?.totalRecords ?? 0,
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
          expandedId={expandedId}
          onExpandedChange={setExpandedId}
          renderExpanded={(card) => <CardDepots card={card} depots={depots.data?.depots} />}
        />
      </Stack>
    </PageContainer>
  );
}
