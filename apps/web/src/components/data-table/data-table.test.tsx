import { MantineProvider } from '@mantine/core';
import { createColumnHelper } from '@tanstack/react-table';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { contentBackend } from '../../../test/content-backend';
import { createI18n } from '../../lib/i18n';
import { DataTable, type DataTableProps } from './data-table';

type Row = { id: string; name: string };
const column = createColumnHelper<Row>();
const columns = [
  column.accessor('id', { header: 'Id' }),
  column.accessor('name', { header: 'Name', enableSorting: false }),
];
const rows: Row[] = [
  { id: 'A1', name: 'Alpha' },
  { id: 'B2', name: 'Beta' },
];

function renderTable(props: Partial<DataTableProps<Row>>) {
  const i18n = createI18n({ locale: 'en', backend: contentBackend() });
  return render(
    <MantineProvider>
      <I18nextProvider i18n={i18n}>
        <Suspense fallback="loading">
          <DataTable label="Things" data={rows} columns={columns} getRowId={(r) => r.id} {...props} />
        </Suspense>
      </I18nextProvider>
    </MantineProvider>,
  );
}

describe('DataTable', () => {
  it('shows 15 skeleton rows while loading (spec: skeleton 15 rows), drawn by one cell', async () => {
    renderTable({ loading: true });
    const table = await screen.findByRole('table', { name: 'Things' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    // One row whose one cell across the columns draws the 15 rows: few elements to build and to
    // remove again when the rows arrive.
    const skeleton = table.querySelectorAll('tbody tr[data-skeleton]');
    expect(skeleton).toHaveLength(1);
    expect(skeleton[0]).toHaveAttribute('data-skeleton', '15');
    const cell = skeleton[0]?.querySelector('td');
    expect(cell).toHaveAttribute('colspan', String(columns.length));
    expect(cell?.style.getPropertyValue('--skeleton-rows')).toBe('15');
    expect(cell?.children).toHaveLength(0);
  });

  it('sorts through the server: a click asks for ascending, a second for descending', async () => {
    const onSortChange = vi.fn();
    const { rerender } = renderTable({ onSortChange });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Id/ }));
    expect(onSortChange).toHaveBeenLastCalledWith({ sortBy: 'id', sortOrder: 'asc' });
    expect(screen.queryByRole('button', { name: /Name/ })).toBeNull();
    rerender(
      <MantineProvider>
        <I18nextProvider i18n={createI18n({ locale: 'en', backend: contentBackend() })}>
          <Suspense fallback="loading">
            <DataTable
              label="Things"
              data={rows}
              columns={columns}
              getRowId={(r) => r.id}
              sort={{ sortBy: 'id', sortOrder: 'asc' }}
              onSortChange={onSortChange}
            />
          </Suspense>
        </I18nextProvider>
      </MantineProvider>,
    );
    const header = await screen.findByRole('columnheader', { name: /Id/ });
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(header).getByRole('button'));
    expect(onSortChange).toHaveBeenLastCalledWith({ sortBy: 'id', sortOrder: 'desc' });
  });

  it('sorts a display column (no accessor: cells rendered by hand) and never a column that opts out', async () => {
    const onSortChange = vi.fn();
    const user = userEvent.setup();
    const display = [
      column.display({ id: 'holder', header: 'Holder', cell: ({ row }) => row.original.name }),
      column.display({ id: 'notes', header: 'Notes', enableSorting: false, cell: () => '-' }),
    ];
    renderTable({ columns: display, sort: { sortBy: 'id', sortOrder: 'asc' }, onSortChange });
    const holder = await screen.findByRole('columnheader', { name: /Holder/ });
    expect(holder).toHaveAttribute('aria-sort', 'none');
    await user.click(within(holder).getByRole('button'));
    expect(onSortChange).toHaveBeenLastCalledWith({ sortBy: 'holder', sortOrder: 'asc' });
    const notes = screen.getByRole('columnheader', { name: 'Notes' });
    expect(notes).not.toHaveAttribute('aria-sort');
    expect(within(notes).queryByRole('button')).toBeNull();
  });

  it('expands a row and selects rows', async () => {
    const onExpandedChange = vi.fn();
    const onChange = vi.fn();
    renderTable({
      renderExpanded: (r) => <p>More about {r.name}</p>,
      expandedId: 'B2',
      onExpandedChange,
      selection: { selectedIds: ['A1'], onChange },
    });
    expect(await screen.findByText('More about Beta')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('cell', { name: 'Alpha' }));
    expect(onExpandedChange).toHaveBeenLastCalledWith('A1');
    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(onChange).toHaveBeenLastCalledWith(['A1', 'B2']);
  });

  it('a row the page may not select has a disabled box, and select-all leaves it out', async () => {
    const onChange = vi.fn();
    renderTable({ selection: { selectedIds: [], onChange, canSelect: (r) => r.id !== 'A1' } });
    const boxes = await screen.findAllByRole('checkbox', { name: 'Select row' });
    expect(boxes[0]).toBeDisabled();
    expect(boxes[1]).toBeEnabled();
    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(onChange).toHaveBeenLastCalledWith(['B2']);
  });

  it('pages on the server and says which rows are shown', async () => {
    const onPageChange = vi.fn();
    renderTable({ paging: { page: 2, pageSize: 2, total: 5, onPageChange } });
    expect(await screen.findByText('Showing 3–4 of 5')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('shows the empty text without rows', async () => {
    renderTable({ data: [], emptyText: 'Nothing here' });
    expect(await screen.findByText('Nothing here')).toBeInTheDocument();
  });
  it('keeps the frame width for expanded rows in a CSS variable: a resize re-renders no cell (issue 13)', async () => {
    const observers: ResizeObserverCallback[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(callback: ResizeObserverCallback) {
          observers.push(callback);
        }
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    let cellRenders = 0;
    const counted = [
      column.accessor('name', {
        header: 'Name',
        cell: (info) => {
          cellRenders += 1;
          return info.getValue();
        },
      }),
    ];
    try {
      renderTable({ columns: counted });
      const table = await screen.findByRole('table', { name: 'Things' });
      const before = cellRenders;
      const frame = table.closest('[role="region"]')?.parentElement as HTMLElement;
      const size = { inlineSize: 500, blockSize: 120 };
      const entry = {
        contentRect: { width: 500, height: 120 },
        borderBoxSize: [size],
        contentBoxSize: [size],
      };
      await act(async () => {
        for (const notify of observers)
          notify([entry as unknown as ResizeObserverEntry], {} as ResizeObserver);
        await new Promise((resolve) => requestAnimationFrame(resolve));
      });
      expect(cellRenders).toBe(before);
      expect(frame.style.getPropertyValue('--data-table-visible-width')).toBe('500px');
    } finally {
      vi.unstubAllGlobals();
    }
  });
  it('renders arriving rows in a pass of their own, after the update that brought them (issue 13)', async () => {
    const i18n = createI18n({ locale: 'en', backend: contentBackend() });
    // What each commit showed: skeleton rows or data rows.
    const commits: string[] = [];
    const onRender = () => {
      const body = document.querySelector('tbody');
      commits.push(body?.querySelector('tr[data-skeleton]') ? 'skeleton' : `${body?.rows.length} rows`);
    };
    const tree = (props: Partial<DataTableProps<Row>>) => (
      <MantineProvider>
        <I18nextProvider i18n={i18n}>
          <Suspense fallback="loading">
            <Profiler id="table" onRender={onRender}>
              <DataTable label="Things" data={[]} columns={columns} getRowId={(r) => r.id} {...props} />
            </Profiler>
          </Suspense>
        </I18nextProvider>
      </MantineProvider>
    );
    const { rerender } = render(tree({ loading: true }));
    await screen.findByRole('table', { name: 'Things' });
    commits.length = 0;
    act(() => rerender(tree({ data: rows, loading: false })));
    // The update itself keeps the skeleton (cheap: it is memoised); the rows follow in a deferred
    // render, which React splits into short tasks.
    expect(commits).toEqual(['skeleton', '2 rows']);
  });

  it('holds the details toggle at the right edge of the frame, so reaching it never scrolls the table (issue 50)', async () => {
    renderTable({ renderExpanded: (r) => <p>More about {r.name}</p>, onExpandedChange: () => {} });
    const table = await screen.findByRole('table', { name: 'Things' });
    const [header, firstRow] = within(table).getAllByRole('row');
    expect(
      within(header as HTMLElement)
        .getAllByRole('columnheader')
        .at(-1),
    ).toHaveAttribute('data-sticky-end');
    const toggle = within(firstRow as HTMLElement).getByRole('button', { name: 'Show details' });
    expect(toggle.closest('td')).toHaveAttribute('data-sticky-end');
  });
});
