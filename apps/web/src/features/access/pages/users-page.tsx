import { Alert, Anchor, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import {
  DEFAULT_PAGE_SIZE,
  type TUserRow,
  type TUserStatusFilter,
  USER_STATUS_FILTERS,
  USERS_CONSTANTS,
} from '@portal/contract';
import { type ColumnDef, createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DataTable } from '../../../components/data-table';
import { EmailText } from '../../../components/email-text';
import { Hero } from '../../../components/hero';
import { PageContainer } from '../../../components/page-container';
import { ReadOnlyNotice } from '../../../components/read-only-notice';
import { useFormatters } from '../../../lib/format';
import { phoneText } from '../../../lib/phone-text';
import { useIsReadOnly } from '../../../lib/session/use-read-only';
import { useSessionScope } from '../../../lib/session/use-session-scope';
import { SUPPORT_CONTACT } from '../../../lib/successor-product';
import { useListState } from '../../../lib/use-list-state';
import { useLocalizedPath } from '../../../lib/use-locale';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { useAccessibleUsers } from '../api/get-accessible-users';
import { UserStatusBadge } from '../components/user-status-badge';
import { ADD_TO_GROUP_PATH } from '../utils/add-to-group';
import { READABLE_ALERT_STYLES, USERS_NAMESPACE } from '../utils/namespace';

const FILTER_KEYS: Record<TUserStatusFilter, string> = {
  All: 'filter_all',
  Active: 'status_active',
  Invited: 'status_invited',
  'Link Expired': 'status_link_expired',
};
const column = createColumnHelper<TUserRow>();

/** Spec 000 §2 users list (/access/users). */
export function UsersPage() {
  const { t } = useTranslation(USERS_NAMESPACE);
  const { t: tc } = useTranslation();
  const { formatDateTime } = useFormatters();
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const scope = useSessionScope();
  const [status, setStatus] = useState<TUserStatusFilter>('All');
  const { page, sort, search, debouncedSearch, setPage, setSort, setSearch } = useListState({
    initialSort: { sortBy: 'name', sortOrder: 'asc' },
    initialPageSize: DEFAULT_PAGE_SIZE,
    debounceMs: USERS_CONSTANTS.searchDebounceMs,
    resetKey: `${scope.actingAs}|${status}`,
  });
  const [selected, setSelected] = useState<string[]>([]);
  const [isSingleHintOpen, setSingleHintOpen] = useState(false);
  const isMigrated = scope.hierarchy?.isOneFleetMigrated === true;
  const isReadOnly = useIsReadOnly();

  const query = useAccessibleUsers({
    actingAs: scope.actingAs,
    page,
    pageSize: DEFAULT_PAGE_SIZE,
    sortBy: sort.sortBy,
    sortOrder: sort.sortOrder,
    searchBy: debouncedSearch || undefined,
    filterCriteria: status === 'All' ? undefined : status,
  });
  const failure = useQueryFailure(query);

  const columns = useMemo<ColumnDef<TUserRow, unknown>[]>(
    () =>
      [
        column.accessor('name', {
          id: 'name',
          header: t('column_name'),
          cell: (c) => (
            <Anchor component={Link} to={to(`/access/users/${c.row.original.uId}`)} fw={600}>
              {c.getValue()}
            </Anchor>
          ),
        }),
        column.accessor('email', {
          id: 'email',
          header: t('column_email'),
          cell: (c) => <EmailText email={c.getValue()} />,
        }),
        column.accessor((r) => phoneText(r.mobileNumberIsdCode, r.mobileNumber), {
          id: 'mobile',
          header: t('column_mobile'),
          enableSorting: false,
        }),
        column.accessor('status', {
          id: 'status',
          header: t('column_status'),
          cell: (c) => <UserStatusBadge status={c.getValue()} />,
        }),
        column.accessor('groupsCount', { id: 'groupsCount', header: t('column_groups') }),
        column.accessor('parentsCount', { id: 'parentsCount', header: t('column_parents') }),
        column.accessor('authoritiesCount', { id: 'authoritiesCount', header: t('column_authorities') }),
        column.accessor('lastLogin', {
          id: 'lastLogin',
          header: t('column_last_login'),
          cell: (c) => formatDateTime(c.getValue()),
        }),
      ] as ColumnDef<TUserRow, unknown>[],
    [t, to, formatDateTime],
  );

  const editSelected = () => {
    if (selected.length !== 1) setSingleHintOpen(true);
    else navigate(to(`/access/users/${selected[0]}`));
  };

  return (
    <PageContainer>
      <Stack gap="md">
        <Hero
          title={t('title')}
          subtitle={t('subtitle')}
          breadcrumbs={[{ label: t('breadcrumb_access') }, { label: t('title') }]}
          actions={
            <>
              <Button variant="default" onClick={editSelected}>
                {t('edit_button')}
              </Button>
              {isReadOnly ? (
                <Button disabled>{t('add_to_group_button')}</Button>
              ) : (
                <Button variant="default" component={Link} to={to(ADD_TO_GROUP_PATH)}>
                  {t('add_to_group_button')}
                </Button>
              )}
              {isMigrated || isReadOnly ? (
                <Button disabled>{t('new_user_button')}</Button>
              ) : (
                <Button component={Link} to={to('/access/users/new')}>
                  {t('new_user_button')}
                </Button>
              )}
            </>
          }
        />
        <ReadOnlyNotice />
        {isMigrated && (
          <Alert color="blue" title={t('migrated_title')} styles={READABLE_ALERT_STYLES}>
            <Text size="sm">{t('migrated_text')}</Text>
            <Text size="sm">
              {t('support_label')}:{' '}
              <Anchor href={`mailto:${SUPPORT_CONTACT.email}`}>{SUPPORT_CONTACT.email}</Anchor>
              {' · '}
              <Anchor href={`tel:${SUPPORT_CONTACT.phone.replace(/\s+/g, '')}`}>
                {SUPPORT_CONTACT.phone}
              </Anchor>
            </Text>
          </Alert>
        )}
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label={t('search_label')}
            placeholder={t('search_placeholder')}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            w={{ base: '100%', sm: 320 }}
          />
          <Select
            label={t('status_filter_label')}
            data={USER_STATUS_FILTERS.map((value) => ({ value, label: t(FILTER_KEYS[value]) }))}
            value={status}
            allowDeselect={false}
            onChange={(value) => {
              setStatus((value as TUserStatusFilter | null) ?? 'All');
            }}
            w={{ base: '100%', sm: 200 }}
          />
        </Group>
        <DataTable
          label={t('table_label')}
          data={query.data?.users ?? []}
          columns={columns}
          getRowId={(r) => String(r.uId)}
          loading={query.isPending}
          skeletonRows={USERS_CONSTANTS.skeletonRows}
          failure={failure}
          errorText={t('default_error_message')}
          emptyText={t('no_users')}
          sort={sort}
          onSortChange={setSort}
          selection={{ selectedIds: selected, onChange: setSelected }}
          onRowClick={(row) => navigate(to(`/access/users/${row.uId}`))}
          paging={{
            page,
            pageSize: DEFAULT_PAGE_SIZE,
            total: query.data?.totalRecords ?? 0,
            onPageChange: setPage,
          }}
        />
        <Modal
          opened={isSingleHintOpen}
          onClose={() => setSingleHintOpen(false)}
          title={t('edit_button')}
          centered
          closeButtonProps={{ 'aria-label': tc('close') }}
        >
          <Text>{t('select_single_user')}</Text>
          <Group justify="flex-end" mt="lg">
            <Button onClick={() => setSingleHintOpen(false)}>{t('ok_button')}</Button>
          </Group>
        </Modal>
      </Stack>
    </PageContainer>
  );
}
