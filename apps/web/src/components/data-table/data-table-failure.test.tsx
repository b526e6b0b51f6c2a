import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentBackend } from '../../../test/content-backend';
import { apiErrorResponse, json } from '../../../test/mock-fetch';
import { api } from '../../lib/api-client';
import { createI18n } from '../../lib/i18n';
import { createQueryClient, liveRefetchInterval } from '../../lib/query-client';
import { QUERY_TIME_OUT_MS, useQueryFailure } from '../../lib/use-query-failure';
import { DataTable } from './data-table';

type Row = { id: string };
const columns = [createColumnHelper<Row>().accessor('id', { header: 'Id' })];

/** The API as the test sets it: failing (500), hanging (never answers) or answering. */
let mode: 'fail' | 'hang' | 'ok' = 'fail';
const fetchMock = vi.fn(
  (_url: string, init: RequestInit) =>
    new Promise<Response>((resolve, reject) => {
      if (mode === 'fail') resolve(apiErrorResponse(500, 'INTERNAL', 'default_error_message'));
      if (mode === 'ok') resolve(json(200, [{ id: 'R1' }]));
      // A hanging request ends only when the client gives it up, as a browser's fetch does.
      init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    }),
);

/** A list page as every list is wired: the one api client, the query client's retries and poll. */
function List() {
  const list = useQuery({
    queryKey: ['rows'],
    queryFn: () => api.get<Row[]>('/api/rows'),
    refetchInterval: liveRefetchInterval,
  });
  const failure = useQueryFailure(list);
  return (
    <DataTable<Row>
      label="Rows"
      data={list.data ?? []}
      columns={columns}
      getRowId={(row) => row.id}
      loading={list.isPending}
      failure={failure}
    />
  );
}

function renderList() {
  vi.stubGlobal('fetch', fetchMock);
  const client = createQueryClient();
  // The client's own retry rule, without its back-off waits.
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryDelay: 1 } });
  const i18n = createI18n({ locale: 'en', backend: contentBackend() });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={i18n}>
          <Suspense fallback="loading">
            <List />
          </Suspense>
        </I18nextProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const table = () => screen.getByRole('table', { name: 'Rows' });
const skeleton = () => table().querySelector('tr[data-skeleton]');

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  fetchMock.mockClear();
});

describe('a failed list holds its error until a retry succeeds (issue 50, spec 001 §8)', () => {
  it('shows the error after the client retries, keeps it through polls and a failing retry, recovers', async () => {
    mode = 'fail';
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent('The request failed. Please try again.');
    // One call and the query client's two retries, then no poll while failed.
    expect(fetchMock).toHaveBeenCalledTimes(3);
    await act(() => new Promise((resolve) => setTimeout(resolve, 1_500)));
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(skeleton()).toBeNull();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    // The error stays while the retry and its retries run, and after they fail too.
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(skeleton()).toBeNull();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(6));
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: 'Try again' })).not.toHaveAttribute('aria-busy'),
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();

    mode = 'ok';
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('cell', { name: 'R1' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a hanging request fails at the time-out and holds through a hanging retry (spec 001 §9: 15 s)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mode = 'hang';
    renderList();
    await screen.findByRole('table', { name: 'Rows' });
    expect(skeleton()).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(QUERY_TIME_OUT_MS - 1_000));
    expect(screen.queryByRole('alert')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByRole('alert')).toHaveTextContent('The request failed. Please try again.');

    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await act(() => vi.advanceTimersByTimeAsync(QUERY_TIME_OUT_MS * 2));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(skeleton()).toBeNull();

    // The server answers again: the retry under way gives up the hung request at the time-out and
    // asks again (the client's retry rule), and the rows replace the error.
    mode = 'ok';
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await act(() => vi.advanceTimersByTimeAsync(QUERY_TIME_OUT_MS));
    expect(await screen.findByRole('cell', { name: 'R1' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
