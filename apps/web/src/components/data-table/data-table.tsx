import { Box, Checkbox, Table, UnstyledButton } from '@mantine/core';
import { type ColumnDef, flexRender, getCoreRowModel, type Row, useReactTable } from '@tanstack/react-table';
import { Fragment, memo, type ReactNode, useCallback, useDeferredValue, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueryFailure } from '../../lib/use-query-failure';
import { ChevronDownIcon, ChevronRightIcon, SortIcon } from '../icons';
import { BodyCell, BodyRow, SkeletonRows } from './body-cells';
import classes from './data-table.module.css';
import { DataTablePagination, type DataTablePaging } from './data-table-pagination';
import { EmptyRow, ErrorRow } from './message-rows';

/**
 * Keeps the frame's width in the CSS variable an expanded row's content reads (data-table.module.css),
 * without React state: the frame resizing while a page loads re-renders no cell.
 */
const useVisibleWidthVariable = () =>
  useCallback((node: HTMLDivElement | null) => {
    if (!node) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) node.style.setProperty('--data-table-visible-width', `${entry.contentRect.width}px`);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

export type SortState = { sortBy: string; sortOrder: 'asc' | 'desc' };

export type DataTableProps<T> = {
  /** Accessible name of the table. */
  label: string;
  data: T[];
  // biome-ignore lint/suspicious/noExplicitAny: column value types differ per column
  columns: ColumnDef<T, any>[];
  getRowId: (row: T) => string;
  /** Shows skeleton rows instead of data (spec: 15 while loading). */
  loading?: boolean;
  skeletonRows?: number;
  /** Shown when there are no rows (and not loading). */
  emptyText?: ReactNode;
  /**
   * The list query's failure (lib/use-query-failure.ts, issue 50): once failed, the error and a retry
   * button replace the rows, and win over `loading`, so the failure holds while a retry is under way.
   */
  failure?: QueryFailure;
  /** The failure's text (default: the common request-failure text); alone, shown instead of rows. */
  errorText?: ReactNode;
  /** Server-side sorting; without it no header sorts. Columns opt out with `enableSorting: false`. */
  sort?: SortState;
  onSortChange?: (sort: SortState) => void;
  /** Server-side paging. */
  paging?: DataTablePaging;
  /** Expandable rows: the content below an expanded row. */
  renderExpanded?: (row: T) => ReactNode;
  expandedId?: string | null;
  onExpandedChange?: (id: string | null) => void;
  /**
   * Checkbox column. `canSelect`: rows it refuses show a disabled box (the page says why in the row);
   * `disabled`: no box can change (e.g. read-only).
   */
  selection?: {
    selectedIds: string[];
    onChange: (ids: string[]) => void;
    canSelect?: (row: T) => boolean;
    disabled?: boolean;
  };
  onRowClick?: (row: T) => void;
};

/**
 * The one table of the portal (DESIGN §2): server-side paging and sorting, skeleton rows while
 * loading, expandable rows, optional selection and row click. Column ids are the API's sortBy names.
 * Memoised: a page that renders again for something else (a query answering, a notice) does not
 * render the table again while its props stay the same.
 */
export const DataTable = memo(DataTableView) as typeof DataTableView;

function DataTableView<T>(props: DataTableProps<T>) {
  const { t } = useTranslation();
  const captionId = useId();
  const { columns, getRowId, sort, onSortChange, renderExpanded, selection } = props;
  // Rows arrive from a query, whose update React renders at once and in one piece: the rows render
  // in a deferred pass instead, which React splits into short tasks, so the page stays responsive
  // while a long table mounts (the skeleton rows are memoised, so the urgent pass is cheap).
  const data = useDeferredValue(props.data);
  const loading = useDeferredValue(props.loading);
  const table = useReactTable({
    data,
    columns,
    getRowId: (row) => getRowId(row),
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    // TanStack gives every column a size of 150 unless told otherwise, and a header with a size gets
    // that width as its minimum: only columns that set a size get one, the others size to their content.
    defaultColumn: { size: 0 },
  });
  const sortable = Boolean(onSortChange);
  const expandable = Boolean(renderExpanded);
  const frameRef = useVisibleWidthVariable();
  const selectedIds = new Set(selection?.selectedIds ?? []);
  const canSelect = (row: T) => !selection?.disabled && (selection?.canSelect?.(row) ?? true);
  const pageIds = data.filter(canSelect).map(getRowId);
  const allSelected = pageIds.length > 0 && pageIds.every((id) => selectedIds.has(id));
  const someSelected = pageIds.some((id) => selectedIds.has(id));
  const extraColumns = (expandable ? 1 : 0) + (selection ? 1 : 0);
  const columnCount = table.getVisibleLeafColumns().length + extraColumns;

  const toggleAll = () => {
    if (!selection) return;
    const next = new Set(selectedIds);
    for (const id of pageIds) {
      if (allSelected) next.delete(id);
      else next.add(id);
    }
    selection.onChange([...next]);
  };
  const toggleOne = (id: string) => {
    if (!selection) return;
    const next = new Set(selectedIds);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    selection.onChange([...next]);
  };
  const toggleExpanded = (id: string) => props.onExpandedChange?.(props.expandedId === id ? null : id);

  const headerCell = (id: string, canSort: boolean, content: ReactNode, width?: number) => {
    const active = sort?.sortBy === id;
    const ariaSort = active ? (sort?.sortOrder === 'asc' ? 'ascending' : 'descending') : undefined;
    return (
      <Table.Th
        key={id}
        style={width ? { width, minWidth: width } : undefined}
        aria-sort={canSort && sortable ? (ariaSort ?? 'none') : undefined}
      >
        {canSort && sortable ? (
          <UnstyledButton
            className={classes.sortButton}
            onClick={() =>
              onSortChange?.({
                sortBy: id,
                sortOrder: active && sort?.sortOrder === 'asc' ? 'desc' : 'asc',
              })
            }
          >
            {content}
            <SortIcon size={14} direction={active ? sort?.sortOrder : undefined} />
          </UnstyledButton>
        ) : (
          content
        )}
      </Table.Th>
    );
  };

  const renderRow = (row: Row<T>) => {
    const id = row.id;
    const expanded = expandable && props.expandedId === id;
    const clickable = Boolean(props.onRowClick) || expandable;
    return (
      <Fragment key={id}>
        <BodyRow
          className={clickable ? classes.clickable : undefined}
          data-expanded={expanded || undefined}
          aria-selected={selection ? selectedIds.has(id) : undefined}
          onClick={(event) => {
            if ((event.target as HTMLElement).closest('button, a, input, label')) return;
            if (props.onRowClick) props.onRowClick(row.original);
            else if (expandable) toggleExpanded(id);
          }}
        >
          {selection && (
            <BodyCell className={classes.controlCell}>
              <Checkbox
                aria-label={t('table_select_row')}
                checked={selectedIds.has(id)}
                disabled={!canSelect(row.original)}
                onChange={() => toggleOne(id)}
              />
            </BodyCell>
          )}
          {row.getVisibleCells().map((cell) => (
            <BodyCell key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</BodyCell>
          ))}
          {expandable && (
            // Held at the frame's right edge: in view however wide the table, so opening details
            // never has to scroll the table sideways to reach its toggle (issue 50, 1366 px).
            <BodyCell className={classes.controlCell} data-sticky-end>
              <UnstyledButton
                className={classes.expandButton}
                aria-expanded={expanded}
                aria-label={t(expanded ? 'table_collapse_row' : 'table_expand_row')}
                onClick={() => toggleExpanded(id)}
              >
                {expanded ? <ChevronDownIcon size={18} /> : <ChevronRightIcon size={18} />}
              </UnstyledButton>
            </BodyCell>
          )}
        </BodyRow>
        {expanded && renderExpanded && (
          <BodyRow className={classes.expandedRow}>
            <BodyCell colSpan={columnCount}>
              {/* Held in view while the table scrolls sideways, as wide as the visible part. */}
              <div className={classes.visiblePart}>{renderExpanded(row.original)}</div>
            </BodyCell>
          </BodyRow>
        )}
      </Fragment>
    );
  };

  const { failure } = props;
  const errorText = failure
    ? failure.isFailed && (props.errorText ?? t('table_request_failure'))
    : props.errorText;
  const body = () => {
    if (errorText) return <ErrorRow columns={columnCount} text={errorText} failure={failure} />;
    if (loading) return <SkeletonRows rows={props.skeletonRows ?? 15} columns={columnCount} />;
    if (data.length === 0)
      return <EmptyRow columns={columnCount} text={props.emptyText ?? t('table_no_rows')} />;
    return table.getRowModel().rows.map(renderRow);
  };

  return (
    <Box ref={frameRef}>
      {/* A table wider than the screen scrolls (the browser's own scrolling: no scroll-area script
          measuring on every render); the container takes focus, so keys can scroll it too. */}
      <Table.ScrollContainer
        type="native"
        className={classes.scroller}
        minWidth={640}
        tabIndex={0}
        role="region"
        aria-labelledby={captionId}
      >
        <Table
          striped
          highlightOnHover
          verticalSpacing="sm"
          aria-labelledby={captionId}
          aria-busy={(loading && !errorText) || undefined}
          className={classes.table}
        >
          <caption id={captionId} className={classes.caption}>
            {props.label}
          </caption>
          <Table.Thead>
            <Table.Tr>
              {selection && (
                <Table.Th className={classes.controlCell}>
                  <Checkbox
                    aria-label={t('table_select_all')}
                    checked={allSelected}
                    indeterminate={someSelected && !allSelected}
                    onChange={toggleAll}
                    disabled={pageIds.length === 0}
                  />
                </Table.Th>
              )}
              {table.getFlatHeaders().map((header) =>
                headerCell(
                  header.column.id,
                  // Sorting happens on the server: a column without an accessor still sorts.
                  header.column.columnDef.enableSorting !== false,
                  header.isPlaceholder
                    ? null
                    : flexRender(header.column.columnDef.header, header.getContext()),
                  header.column.columnDef.size,
                ),
              )}
              {expandable && (
                <Table.Th className={classes.controlCell} data-sticky-end>
                  <span className={classes.visuallyHidden}>{t('table_details')}</span>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          {/* A body of its own for the loading rows: the first rows arrive as one new body, built
              apart and put in at once, rather than 15 rows put into the page one by one. */}
          <Table.Tbody key={loading && !errorText ? 'loading' : 'rows'}>{body()}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {props.paging && <DataTablePagination paging={props.paging} />}
    </Box>
  );
}
