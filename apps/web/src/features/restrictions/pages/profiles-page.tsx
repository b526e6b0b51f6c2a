import { Alert, Badge, Group, Stack, TextInput } from '@mantine/core';
import { TABLE_PAGE_SIZES, type TProfileRow } from '@portal/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ColumnChooser } from '../../../components/column-chooser';
import { DataTable, type SortState } from '../../../components/data-table';
import { Hero } from '../../../components/hero';
import { PageContainer } from '../../../components/page-container';
import { ReadOnlyNotice } from '../../../components/read-only-notice';
import { ReasonButton } from '../../../components/reason-button';
import { useReadOnlyReason } from '../../../components/use-read-only-reason';
import { readItem, writeItem } from '../../../lib/browser-storage';
import { contentKey } from '../../../lib/content-key';
import { useFormatters } from '../../../lib/format';
import { useListState } from '../../../lib/use-list-state';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { OverridePanel } from '../../limits';
import { useProfileStats, useProfiles } from '../api/profiles-api';
import { BaseProfileModal } from '../components/base-profile-modal';
import { useRestrictionAccess } from '../utils/access';
import { useChooserTexts } from '../utils/chooser-texts';
import { RESTRICTIONS_NS } from '../utils/namespaces';
import { typeKey } from '../utils/type-keys';
import { useGo } from '../utils/use-go';

/** Spec 002 §9: profiles sort by profileName, descending in the list default. */
const DEFAULT_SORT: SortState = { sortBy: 'profileName', sortOrder: 'desc' };
const COLUMNS = [
  'profileName',
  'restrictionTypes',
  'noOfCards',
  'createdDate',
  'lastUpdatedDate',
  'authorityId',
];
const DEFAULT_COLUMNS = COLUMNS.slice(0, 5);
const COLUMNS_KEY = 'restriction-profile-columns';
const SORTABLE = new Set(['profileName', 'noOfCards', 'createdDate', 'lastUpdatedDate']);

const savedColumns = () => {
  const saved = readItem('localStorage', COLUMNS_KEY)
    ?.split(',')
    .filter((c) => COLUMNS.includes(c));
  return saved?.length ? saved : DEFAULT_COLUMNS;
};

/** Spec 002 §2.5: the restriction profiles list (/cards/restrictions). */
export function ProfilesPage() {
  const { t } = useTranslation(RESTRICTIONS_NS);
  const readOnly = useReadOnlyReason();
  const navigate = useGo();
  const { formatDateTime, formatNumber } = useFormatters();
  const { selection, isAvailable, authorityId, createBlockedByAck } = useRestrictionAccess();
  const [chooserOpen, setChooserOpen] = useState(false);
  const [baseOpen, setBaseOpen] = useState(false);
  const [chosen, setChosen] = useState(savedColumns);
  const list = useListState({
    initialSort: DEFAULT_SORT,
    initialPageSize: TABLE_PAGE_SIZES[0],
    debounceMs: 100,
    resetKey: selection?.accessLevelCode,
  });
  const { page, pageSize, sort, search, setSearch, setPage, setSort } = list;
  const profiles = useProfiles(isAvailable ? selection : undefined, {
    page,
    pageSize,
    ...sort,
    searchText: list.debouncedSearch,
  });
  const failure = useQueryFailure(profiles);
  const stats = useProfileStats(isAvailable ? selection : undefined).data?.cardProfileStats[0];
  const chooserTexts = useChooserTexts();
  const rows = profiles.data?.profiles ?? [];
  const total = profiles.data?.totalProfiles ?? 0;

  const columns = useMemo(() => {
    const helper = createColumnHelper<TProfileRow>();
    const cell: Record<string, (p: TProfileRow) => React.ReactNode> = {
      profileName: (p) => (
        <Group gap={6} wrap="nowrap">
          <span>{p.profileName}</span>
          {p.isBaseProfile && (
            <Badge size="xs" variant="light">
              {t('base_badge')}
            </Badge>
          )}
          {p.isReadOnly && (
            <Badge size="xs" variant="light" color="gray">
              {t('read_only_badge')}
            </Badge>
          )}
        </Group>
      ),
      restrictionTypes: (p) => p.restrictionTypes.map((x) => t(typeKey(x))).join(', ') || t('no_types'),
      noOfCards: (p) => formatNumber(p.noOfCards),
      createdDate: (p) => formatDateTime(p.createdDate),
      lastUpdatedDate: (p) => formatDateTime(p.lastUpdatedDate),
      authorityId: (p) => p.authorityId,
    };
    return chosen.map((id) =>
      helper.display({
        id,
        header: t(contentKey('col', id)),
        enableSorting: SORTABLE.has(id),
        cell: ({ row }) => cell[id]?.(row.original),
      }),
    );
  }, [chosen, t, formatDateTime, formatNumber]);

  if (!isAvailable)
    return (
      <PageContainer>
        <Hero title={t('title')} />
        <Alert color="yellow">{t('not_available')}</Alert>
      </PageContainer>
    );

  const createReason =
    readOnly ??
    (createBlockedByAck ? t('create_disabled_ack') : !authorityId ? t('create_needs_authority') : null);
  const baseReason =
    readOnly ??
    (!authorityId ? t('create_needs_authority') : total === 0 ? t('base_disabled_no_rows') : null);
  const subtitle = stats
    ? t('subtitle', {
        profiles: stats.totalProfiles,
        linked: stats.cardsWithProfile,
        cards: stats.totalCards,
      })
    : '\u00a0';

  return (
    <PageContainer wide>
      <Stack gap="md">
        <Hero
          title={t('title')}
          subtitle={subtitle}
          breadcrumbs={[{ label: t('breadcrumb_home'), to: '/dashboard' }, { label: t('title') }]}
          actions={
            <Group gap="xs" wrap="wrap">
              <ReasonButton reason={createReason} onClick={() => navigate('/cards/restrictions/new')}>
                {t('create_profile')}
              </ReasonButton>
              <ReasonButton variant="default" reason={baseReason} onClick={() => setBaseOpen(true)}>
                {t('set_base_profile')}
              </ReasonButton>
              <ReasonButton variant="default" onClick={() => setChooserOpen(true)}>
                {t('columns_button')}
              </ReasonButton>
            </Group>
          }
        />
        <ReadOnlyNotice />
        <OverridePanel />
        <TextInput
          label={t('search_label')}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={{ base: '100%', sm: 360 }}
          type="search"
        />
        <DataTable<TProfileRow>
          label={t('table_label')}
          data={rows}
          columns={columns}
          getRowId={(p) => String(p.profileId)}
          loading={profiles.isPending}
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
          onRowClick={(p) =>
            navigate(`/cards/restrictions/${p.profileId}`, {
              state: {
                profileName: p.profileName,
                createdDate: p.createdDate,
                lastUpdatedDate: p.lastUpdatedDate,
                authorityId: p.authorityId,
                profile: {
                  authorityId: p.authorityId,
                  customerId: p.customerId,
                  parentId: p.parentId,
                  noOfCards: p.noOfCards,
                },
              },
            })
          }
        />
        <ColumnChooser
          opened={chooserOpen}
          onClose={() => setChooserOpen(false)}
          columns={COLUMNS.map((c) => ({ key: c, label: t(contentKey('col', c)) }))}
          selected={chosen}
          maxSelectCount={COLUMNS.length}
          texts={chooserTexts}
          onSave={async (next) => {
            writeItem('localStorage', COLUMNS_KEY, next.join(','));
            setChosen(next);
          }}
        />
        {baseOpen && authorityId && (
          <BaseProfileModal authorityId={authorityId} onClose={() => setBaseOpen(false)} />
        )}
      </Stack>
    </PageContainer>
  );
}
