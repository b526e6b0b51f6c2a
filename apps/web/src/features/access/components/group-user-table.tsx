import { Badge, Group, Stack, Text, TextInput } from '@mantine/core';
import { DEFAULT_PAGE_SIZE, type TUserRow, USERS_CONSTANTS } from '@portal/contract';
import { type ColumnDef, createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { EmailText } from '../../../components/email-text';
import { isApiError } from '../../../lib/api-client';
import { useListState } from '../../../lib/use-list-state';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { useAccessibleUsers } from '../api/get-accessible-users';
import type { ChosenUser } from '../utils/add-to-group';
import { USERS_NAMESPACE } from '../utils/namespace';
import { UserStatusBadge } from './user-status-badge';

export type GroupUserTableProps = {
  actingAs: string;
  groupId: string;
  /** The signed-in user: their own access cannot be changed (server: own_access_unchangeable). */
  ownUserId: number | undefined;
  selected: ReadonlyMap<number, ChosenUser>;
  onSelectedChange: (selected: Map<number, ChosenUser>) => void;
  disabled: boolean;
};

const column = createColumnHelper<TUserRow>();
/** Why a row cannot be chosen (its content key), or null. */
const blockReason = (row: TUserRow, ownUserId: number | undefined) =>
  row.isInGroup ? 'already_in_group' : row.uId === ownUserId ? 'own_access_unchangeable' : null;

/**
 * The administrator's users (accessible users call, searched, sorted and paged on the server) with a
 * checkbox each; who already holds the group, and the administrator themself, are listed with the
 * reason and cannot be chosen. The choice is kept across pages and searches.
 */
export function GroupUserTable(props: GroupUserTableProps) {
  const { t } = useTranslation(USERS_NAMESPACE);
  const { page, sort, search, debouncedSearch, setPage, setSort, setSearch } = useListState({
    initialSort: { sortBy: 'name', sortOrder: 'asc' },
    initialPageSize: DEFAULT_PAGE_SIZE,
    debounceMs: USERS_CONSTANTS.searchDebounceMs,
    resetKey: `${props.actingAs}|${props.groupId}`,
  });
  const query = useAccessibleUsers({
    actingAs: props.actingAs,
    page,
    pageSize: DEFAULT_PAGE_SIZE,
    sortBy: sort.sortBy,
    sortOrder: sort.sortOrder,
    searchBy: debouncedSearch || undefined,
    groupId: props.groupId,
  });
  const failure = useQueryFailure(query);
  const rows = query.data?.users ?? [];
  const { ownUserId } = props;

  const columns = useMemo<ColumnDef<TUserRow, unknown>[]>(
    () =>
      [
        column.accessor('name', { id: 'name', header: t('column_name') }),
        column.accessor('email', {
          id: 'email',
          header: t('column_email'),
          cell: (c) => <EmailText email={c.getValue()} />,
        }),
        column.accessor('status', {
          id: 'status',
          header: t('column_status'),
          cell: (c) => <UserStatusBadge status={c.getValue()} />,
        }),
        column.accessor('groupsCount', { id: 'groupsCount', header: t('column_groups') }),
        column.display({
          id: 'membership',
          header: t('column_membership'),
          enableSorting: false,
          cell: ({ row }) => {
            const reason = blockReason(row.original, ownUserId);
            return reason ? (
              <Badge variant="outline" color="gray.8" radius="sm" tt="none">
                {t(reason)}
              </Badge>
            ) : (
              <Text size="sm">{t('can_be_added')}</Text>
            );
          },
        }),
      ] as ColumnDef<TUserRow, unknown>[],
    [t, ownUserId],
  );

  const onChange = (ids: string[]) => {
    const next = new Map(props.selected);
    const chosen = new Set(ids);
    for (const row of rows) {
      if (chosen.has(String(row.uId))) next.set(row.uId, { uId: row.uId, name: row.name });
      else next.delete(row.uId);
    }
    props.onSelectedChange(next);
  };
  const isForbidden = isApiError(query.error) && query.error.status === 403;

  return (
    <Stack gap="sm">
      <Group align="flex-end" justify="space-between" wrap="wrap">
        <TextInput
          label={t('search_label')}
          placeholder={t('search_placeholder')}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={{ base: '100%', sm: 320 }}
        />
        <Text size="sm" aria-live="polite">
          {t('selected_count', { count: props.selected.size })}
        </Text>
      </Group>
      <DataTable
        label={t('group_users_table_label')}
        data={rows}
        columns={columns}
        getRowId={(r) => String(r.uId)}
        loading={query.isPending}
        skeletonRows={USERS_CONSTANTS.skeletonRows}
        failure={failure}
        errorText={t(isForbidden ? 'group_not_grantable' : 'default_error_message')}
        emptyText={t('no_users')}
        sort={sort}
        onSortChange={setSort}
        selection={{
          selectedIds: [...props.selected.keys()].map(String),
          onChange,
          canSelect: (row) => blockReason(row, ownUserId) === null,
          disabled: props.disabled,
        }}
        paging={{
          page,
          pageSize: DEFAULT_PAGE_SIZE,
          total: query.data?.totalRecords ?? 0,
          onPageChange: setPage,
        }}
      />
    </Stack>
  );
}
