import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { TAdminUserRow } from '@portal/contract';
import { type ColumnDef, createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTablePaging, type SortState } from '../../../components/data-table';
import { useFormatters } from '../../../lib/format';
import { phoneText } from '../../../lib/phone-text';
import { ADMIN_NAMESPACE } from '../utils/admin-namespace';
import { StatusBadge } from './status-badge';
import { UserActions } from './user-actions';

const column = createColumnHelper<TAdminUserRow>();

export type AdminUsersTableProps = {
  users: TAdminUserRow[];
  loading: boolean;
  errorText?: string;
  emptyText: string;
  sort: SortState;
  onSortChange: (sort: SortState) => void;
  paging: DataTablePaging;
  expandedId: string | null;
  onExpandedChange: (id: string | null) => void;
};

/** Spec 000 §2 Admin panel: paginated users with expandable detail rows and the actions. */
export function AdminUsersTable(props: AdminUsersTableProps) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { formatDateTime } = useFormatters();
  // biome-ignore lint/suspicious/noExplicitAny: column value types differ per column
  const columns = useMemo<ColumnDef<TAdminUserRow, any>[]>(
    () => [
      column.accessor('name', { id: 'name', header: t('column_name') }),
      column.accessor('email', { id: 'email', header: t('column_email') }),
      column.accessor('status', {
        id: 'status',
        header: t('column_status'),
        cell: (info) => <StatusBadge status={info.getValue()} />,
      }),
      column.accessor('lastLogin', {
        id: 'lastLogin',
        header: t('column_last_login'),
        cell: (info) => formatDateTime(info.getValue()) || '—',
      }),
      column.accessor('groupselection_description', {
        id: 'groupselection_description',
        header: t('column_access'),
        enableSorting: false,
        cell: (info) => (
          <Text size="sm" lineClamp={1} maw={260} title={info.getValue()}>
            {info.getValue() || '—'}
          </Text>
        ),
      }),
    ],
    [t, formatDateTime],
  );
  return (
    <DataTable
      label={t('users_table_label')}
      data={props.users}
      columns={columns}
      getRowId={(row) => row.key}
      loading={props.loading}
      skeletonRows={15}
      emptyText={props.emptyText}
      errorText={props.errorText}
      sort={props.sort}
      onSortChange={props.onSortChange}
      paging={props.paging}
      expandedId={props.expandedId}
      onExpandedChange={props.onExpandedChange}
      renderExpanded={(user) => <UserDetails user={user} />}
    />
  );
}

function UserDetails({ user }: { user: TAdminUserRow }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const { formatDateTime } = useFormatters();
  const facts: [string, string][] = [
    [t('detail_uid'), String(user.uId)],
    [t('detail_unique_id'), user.userUniqueId ?? '—'],
    [t('detail_mobile'), phoneText(user.mobileNumberIsdCode, user.mobileNumber) || '—'],
    [t('detail_invite_email'), user.inviteEmail ?? '—'],
    [t('detail_invitation_sent'), formatDateTime(user.invitationSentDateTime) || '—'],
    [t('detail_activation'), formatDateTime(user.activationDateTime) || '—'],
    [t('detail_access_expiry'), formatDateTime(user.accessExpiryDateTime) || '—'],
    [
      t('detail_access_counts'),
      t('access_counts', {
        groups: user.groupsCount,
        parents: user.parentsCount,
        authorities: user.authoritiesCount,
      }),
    ],
    [t('detail_access'), user.groupselection_description || '—'],
    [t('detail_admin'), user.isAdmin ? t('yes') : t('no')],
  ];
  return (
    <Stack gap="md" py="xs">
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="xs" m={0}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="xs" c="dimmed">
              {label}
            </Text>
            <Text component="dd" size="sm" m={0} style={{ wordBreak: 'break-word' }}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      <UserActions user={user} />
    </Stack>
  );
}
