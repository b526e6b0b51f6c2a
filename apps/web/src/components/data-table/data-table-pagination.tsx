import { Group, NativeSelect, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type DataTablePaging = {
  /** 1-based. */
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** Offered page sizes; the size selector shows only with onPageSizeChange. */
  pageSizes?: readonly number[];
  onPageSizeChange?: (pageSize: number) => void;
};

/** Paging under the table: the rows shown, the page size and the page buttons. */
export function DataTablePagination({ paging }: { paging: DataTablePaging }) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(paging.total / paging.pageSize));
  const from = paging.total === 0 ? 0 : (paging.page - 1) * paging.pageSize + 1;
  const to = Math.min(paging.total, paging.page * paging.pageSize);
  return (
    <Group justify="space-between" mt="md" wrap="wrap" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('table_rows_shown', { from, to, total: paging.total })}
      </Text>
      <Group gap="sm" wrap="wrap">
        {paging.onPageSizeChange && paging.pageSizes && (
          <NativeSelect
            aria-label={t('table_page_size')}
            size="xs"
            w={90}
            data={paging.pageSizes.map((s) => String(s))}
            value={String(paging.pageSize)}
            onChange={(e) => paging.onPageSizeChange?.(Number(e.currentTarget.value))}
          />
        )}
        <Pagination
          size="sm"
          total={pages}
          value={Math.min(paging.page, pages)}
          onChange={paging.onPageChange}
          getControlProps={(control) => ({
            'aria-label': t(`table_page_${control}`),
          })}
          getItemProps={(page) => ({ 'aria-label': t('table_page_number', { page }) })}
        />
      </Group>
    </Group>
  );
}
