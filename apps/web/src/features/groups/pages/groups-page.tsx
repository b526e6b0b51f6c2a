import { Badge, Button, Group, TextInput, Tooltip } from '@mantine/core';
import {
  DEFAULT_PAGE_SIZE,
  GROUP_SEARCH_DEBOUNCE_MS,
  GROUP_SEARCH_MIN_LENGTH,
  type TGroupRow,
  userStatusStyle,
} from '@portal/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table';
import { Hero } from '../../../components/hero';
import { PageContainer } from '../../../components/page-container';
import { ReadOnlyNotice } from '../../../components/read-only-notice';
import { useFormatters } from '../../../lib/format';
import { phoneText } from '../../../lib/phone-text';
import { useIsReadOnly } from '../../../lib/session/use-read-only';
import { useSessionScope } from '../../../lib/session/use-session-scope';
import { useListState } from '../../../lib/use-list-state';
import { useLocalizedPath } from '../../../lib/use-locale';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { useGroups } from '../api/get-groups';

export const GROUPS_NAMESPACE = 'groups';
const column = createColumnHelper<TGroupRow>();

/** Spec 000 §4 status styles, with text at least 4.5:1 from its background (axe colour contrast). */
const STATUS_COLORS = {
  success: { bg: '#1e6b31', fg: '#ffffff' },
  danger: { bg: '#c92a2a', fg: '#ffffff' },
  warning: { bg: '#ffd43b', fg: '#212529' },
} as const;
const STATUS_KEYS: Record<string, string> = {
  Active: 'status_active',
  Invited: 'status_invited',
  'Link Expired': 'status_link_expired',
  Inactive: 'status_inactive',
};

/** Spec 002 §2.10 Group administration list (/access/groups). */
export function GroupsPage() {
  const { t } = useTranslation(GROUPS_NAMESPACE);
  const { actingAs } = useSessionScope();
  const isReadOnly = useIsReadOnly();
  const to = useLocalizedPath();
  const { formatDateTime } = useFormatters();
  const { page, sort, search, debouncedSearch, setPage, setSort, setSearch } = useListState({
    initialSort: { sortBy: 'name', sortOrder: 'asc' },
    initialPageSize: DEFAULT_PAGE_SIZE,
    debounceMs: GROUP_SEARCH_DEBOUNCE_MS,
    resetKey: actingAs,
  });
  const searchCriteria = debouncedSearch.length >= GROUP_SEARCH_MIN_LENGTH ? debouncedSearch : undefined;
  const groups = useGroups(actingAs, {
    start: (page - 1) * DEFAULT_PAGE_SIZE,
    limit: DEFAULT_PAGE_SIZE,
    searchCriteria,
    columnSorting: [{ column: sort.sortBy as 'name', direction: sort.sortOrder }],
  });
  const failure = useQueryFailure(groups);

  const columns = useMemo(
    () => [
      column.accessor('name', { header: t('column_name') }),
      column.accessor('email', { header: t('column_email'), cell: (c) => c.getValue() ?? '—' }),
      column.accessor('mobileNumber', {
        header: t('column_mobile'),
        cell: (c) => phoneText(c.row.original.mobileNumberIsdCode, c.getValue()) || '—',
      }),
      column.accessor('status', {
        header: t('column_status'),
        cell: (c) => {
          const status = c.getValue();
          const colors = status ? STATUS_COLORS[userStatusStyle(status)] : undefined;
          return status && colors ? (
            <Badge color={colors.bg} c={colors.fg} variant="filled" radius="sm">
              {STATUS_KEYS[status] ? t(STATUS_KEYS[status]) : status}
            </Badge>
          ) : (
            '—'
          );
        },
      }),
      column.accessor('groupsCount', { header: t('column_groups') }),
      column.accessor('parentsCount', { header: t('column_parents') }),
      column.accessor('authoritiesCount', { header: t('column_authorities') }),
      column.accessor('lastLogin', {
        header: t('column_last_login'),
        cell: (c) => formatDateTime(c.getValue()) || '—',
      }),
    ],
    [t, formatDateTime],
  );

  return (
    <PageContainer>
      <Hero
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <>
            {/* Users are added to groups on the access page (spec 000 §2 /access/users/add-to-group). */}
            {isReadOnly ? (
              <Button variant="default" disabled>
                {t('add_users_button')}
              </Button>
            ) : (
              <Button variant="default" component={Link} to={to('/access/users/add-to-group')}>
                {t('add_users_button')}
              </Button>
            )}
            <Tooltip label={t('new_group_hint')} withArrow>
              {/* What New group leads to is not shown (spec 002 §2.10): offered, not yet available. */}
              <Button data-disabled aria-disabled="true" onClick={(e) => e.preventDefault()}>
                {t('new_group_button')}
              </Button>
            </Tooltip>
          </>
        }
      />
      <ReadOnlyNotice />
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
        data={groups.data?.groups ?? []}
        columns={columns}
        getRowId={(row) => row.groupId}
        loading={groups.isPending}
        emptyText={t('no_groups')}
        failure={failure}
        errorText={t('load_error')}
        sort={sort}
        onSortChange={setSort}
        paging={{
          page,
          pageSize: DEFAULT_PAGE_SIZE,
          total: groups.data?.totalRecords ?? 0,
          onPageChange: setPage,
        }}
      />
    </PageContainer>
  );
}
