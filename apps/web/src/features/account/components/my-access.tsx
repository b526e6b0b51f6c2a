import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { TMyAccessResponse } from '@portal/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { useRoleLabel } from '../../../lib/use-role-label';
import { useMyAccess } from '../api/get-my-access';
import { ACCOUNT_NAMESPACE } from '../content';

const PAGE_SIZE = 15;
type AuthorityRow = TMyAccessResponse['authorities'][number];
const column = createColumnHelper<AuthorityRow>();

/** My access (spec 000 §2): groups and parents with their role, then the authorities in pages of 15. */
export function MyAccess({ actingAs }: { actingAs: string }) {
  const { t } = useTranslation(ACCOUNT_NAMESPACE);
  const roleLabel = useRoleLabel();
  const [page, setPage] = useState(1);
  const access = useMyAccess(actingAs, page, PAGE_SIZE);
  const failure = useQueryFailure(access);
  const data = access.data;
  const columns = useMemo(
    () => [
      column.accessor('authorityId', { header: t('authority_id_column'), enableSorting: false }),
      column.accessor('authorityName', { header: t('authority_name_column'), enableSorting: false }),
      column.accessor('customerName', { header: t('customer_name_column'), enableSorting: false }),
      column.accessor('roleName', {
        header: t('role_column'),
        enableSorting: false,
        cell: (info) => roleLabel(info.row.original.roleId, info.getValue()),
      }),
    ],
    [t, roleLabel],
  );

  const entries = (title: string, items: { id: string; name: string; roleId: number; roleName: string }[]) =>
    items.length > 0 && (
      <Stack gap={6}>
        <Title order={3} size="h5">
          {title}
        </Title>
        <Group gap="xs">
          {items.map((item) => (
            <Badge key={item.id} variant="light" size="lg" radius="sm" tt="none">
              {item.name} · {roleLabel(item.roleId, item.roleName)}
            </Badge>
          ))}
        </Group>
      </Stack>
    );

  return (
    <Stack gap="md">
      {entries(
        t('access_groups'),
        (data?.groups ?? []).map((g) => ({
          id: g.groupId,
          name: g.groupName,
          roleId: g.roleId,
          roleName: g.roleName,
        })),
      )}
      {entries(
        t('access_parents'),
        (data?.parents ?? []).map((p) => ({
          id: p.parentId,
          name: p.parentName,
          roleId: p.roleId,
          roleName: p.roleName,
        })),
      )}
      {data && data.groups.length + data.parents.length + data.totalAuthorities === 0 ? (
        <Text c="dimmed">{t('no_access')}</Text>
      ) : (
        <DataTable
          label={t('access_authorities')}
          data={data?.authorities ?? []}
          columns={columns}
          getRowId={(row) => row.authorityId}
          loading={access.isPending}
          failure={failure}
          errorText={t('access_load_error')}
          paging={{ page, pageSize: PAGE_SIZE, total: data?.totalAuthorities ?? 0, onPageChange: setPage }}
        />
      )}
    </Stack>
  );
}
