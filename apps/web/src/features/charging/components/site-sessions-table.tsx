import { Stack, Title } from '@mantine/core';
import type { TSessionRow, TSitesQuery } from '@portal/contract';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type SortState } from '../../../components/data-table';
import { useFormatters } from '../../../lib/format';
import { useQueryFailure } from '../../../lib/use-query-failure';
import { useSiteSessions } from '../api/get-site-sessions';
import { CHARGER_DETAILS_NAMESPACE } from '../utils/namespace';
import { durationParts, sessionDate, sessionTime } from '../utils/session-format';

export type SiteSessionsTableProps = {
  title: string;
  selection: TSitesQuery;
  siteId: string;
  chargePointId?: string;
};

/**
 * Spec 001 §2 sessions table of the charger details page: date (sortable), charger id, RFID, started,
 * ended, duration in hours and minutes, energy in kWh with 2 decimals; pages of 10 (§9).
 */
export function SiteSessionsTable({ title, selection, siteId, chargePointId }: SiteSessionsTableProps) {
  const { t } = useTranslation(CHARGER_DETAILS_NAMESPACE);
  const f = useFormatters();
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SortState>({ sortBy: 'sessionStart', sortOrder: 'desc' });
  const list = useSiteSessions({
    ...selection,
    siteId,
    chargePointId,
    sortOrder: sort.sortOrder,
    page: page - 1,
  });
  const failure = useQueryFailure(list);
  const columns: ColumnDef<TSessionRow>[] = [
    {
      id: 'sessionStart',
      header: t('column_date'),
      cell: ({ row }) => sessionDate(row.original.sessionStart),
    },
    { id: 'chargePointId', header: t('column_charger'), enableSorting: false, accessorKey: 'chargePointId' },
    { id: 'rfid', header: t('column_rfid'), enableSorting: false, accessorKey: 'rfid' },
    {
      id: 'started',
      header: t('column_started'),
      enableSorting: false,
      cell: ({ row }) => sessionTime(row.original.sessionStart),
    },
    {
      id: 'ended',
      header: t('column_ended'),
      enableSorting: false,
      cell: ({ row }) => sessionTime(row.original.sessionEnd),
    },
    {
      id: 'duration',
      header: t('column_duration'),
      enableSorting: false,
      cell: ({ row }) => t('duration', durationParts(row.original.totalTime)),
    },
    {
      id: 'energy',
      header: t('column_energy'),
      enableSorting: false,
      cell: ({ row }) =>
        t('kwh', {
          kwh: f.formatNumber(row.original.totalEnergy, {
            minimumFractionDigits: 2,
            maximumFractionDigits: 2,
          }),
        }),
    },
  ];
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {title}
      </Title>
      <DataTable<TSessionRow>
        label={title}
        data={list.data?.chargeData ?? []}
        columns={columns}
        getRowId={(row) => row.id}
        loading={list.isLoading}
        skeletonRows={10}
        emptyText={t('no_sessions')}
        failure={failure}
        errorText={t('request_failure')}
        sort={sort}
        onSortChange={(next) => {
          setSort({ sortBy: 'sessionStart', sortOrder: next.sortOrder });
          setPage(1);
        }}
        paging={{ page, pageSize: 10, total: list.data?.totalChargeDataRecords ?? 0, onPageChange: setPage }}
      />
    </Stack>
  );
}
