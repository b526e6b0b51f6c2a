import type { THierarchyResponse } from '@portal/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configHandler, resetIdentityState, signInAs } from '../../../../test/identity-fixtures';
import { apiErrorResponse, mockFetch } from '../../../../test/mock-fetch';
import { renderApp } from '../../../../test/render-app';
import {
  authority,
  largeHierarchy,
  resetShellState,
  type ShellServer,
  shellHandlers,
} from '../../../../test/shell-fixtures';

function server(options: ShellServer = {}) {
  return mockFetch({ ...shellHandlers(options), 'GET /api/portal/config': configHandler() });
}

async function openSelector(path = '/dashboard') {
  const user = userEvent.setup();
  const view = renderApp({ path });
  const bar = await screen.findByRole('region', { name: /Selected account|Ausgewähltes Konto/ });
  await user.click(await within(bar).findByRole('button', { name: /^(Switch account|Konto wechseln)/ }));
  const dialog = await screen.findByRole('dialog');
  return { ...view, user, dialog, bar };
}

const entryNames = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole('button')
    .filter((button) => button.closest('li'))
    .map((button) => button.querySelector('p')?.textContent);

beforeEach(() => {
  resetIdentityState();
  resetShellState();
  signInAs();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('hierarchy selector (spec 000 §2 Shell selector, §9)', () => {
  it('with 20 or fewer parents plus authorities lists every entry and has no search box', async () => {
    const small: THierarchyResponse = {
      ...largeHierarchy,
      authorities: largeHierarchy.authorities.slice(0, 17),
      parents: largeHierarchy.parents,
      groups: largeHierarchy.groups.slice(0, 1),
    };
    server({ hierarchy: small, loggedInUser: { accessLevel: 'A', accessLevelCode: 'A10001' } });
    const { dialog } = await openSelector();
    expect(within(dialog).queryByRole('searchbox')).toBeNull();
    expect(entryNames(dialog)).toHaveLength(21);
    expect(entryNames(dialog).slice(0, 2)).toEqual([
      'Northwind all depots group',
      'P100 · Northwind UK parent',
    ]);
    expect(within(dialog).getByRole('button', { name: /A10001 · Northwind Logistics 1/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('above 20 asks for a search; it starts after more than 2 characters, 150 ms after typing stops', async () => {
    server({ hierarchy: largeHierarchy });
    const { dialog } = await openSelector();
    const search = within(dialog).getByRole('searchbox', { name: 'Search' });
    // The modal fades in: on a busy machine the text is there before the fade has finished.
    await waitFor(() =>
      expect(
        within(dialog).getByText('You have 29 entries. Search by name or account number to find one.'),
      ).toBeVisible(),
    );
    expect(entryNames(dialog)).toEqual([]);

    vi.useFakeTimers();
    fireEvent.change(search, { target: { value: 'ba' } });
    act(() => vi.advanceTimersByTime(200));
    expect(within(dialog).getByText(/You have 29 entries/)).toBeInTheDocument();

    fireEvent.change(search, { target: { value: 'bal' } });
    act(() => vi.advanceTimersByTime(149));
    expect(entryNames(dialog)).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(entryNames(dialog)).toEqual([
      'P200 · Baltic Group parent',
      ...Array.from({ length: 8 }, (_, i) => `B${20001 + i} · Baltic Freight ${i + 1}`),
    ]);
    vi.useRealTimers();
  });

  it('matches upper-cased names, and a letter followed by digits by authority-id prefix', async () => {
    server({ hierarchy: largeHierarchy });
    const { dialog, user } = await openSelector();
    const search = within(dialog).getByRole('searchbox', { name: 'Search' });
    await user.type(search, 'cArPaThIa');
    await waitFor(() => expect(entryNames(dialog)).toHaveLength(5));
    expect(entryNames(dialog)[0]).toBe('P300 · Carpathia parent');

    await user.clear(search);
    await user.type(search, 'a3000');
    await waitFor(() =>
      expect(entryNames(dialog)).toEqual([1, 2, 3, 4].map((i) => `A3000${i} · Carpathia Haulage ${i}`)),
    );
  });

  it('shows at most 20 results, telling how many there are', async () => {
    server({ hierarchy: largeHierarchy });
    const { dialog, user } = await openSelector();
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search' }), 'fuel');
    expect(
      await within(dialog).findByText('Showing 20 of 24 results. Type more to narrow the list.'),
    ).toBeInTheDocument();
    expect(entryNames(dialog)).toHaveLength(20);
  });

  it('gives a no-results text with the search text (in German too)', async () => {
    server({ hierarchy: largeHierarchy });
    const { dialog, user } = await openSelector('/de/dashboard');
    await user.type(within(dialog).getByRole('searchbox', { name: 'Suche' }), 'Zebra');
    expect(await within(dialog).findByText('Keine Ergebnisse für „Zebra“.')).toBeInTheDocument();
  });

  it('picking an entry records it, reloads the permissions for it and changes the top bar', async () => {
    const { callsTo } = server({
      hierarchy: largeHierarchy,
      permissions: (selection) =>
        selection.accessLevelCode === 'P200' ? ['ReadCard'] : ['viewTransactions', 'ReadCard'],
    });
    const { dialog, user, bar } = await openSelector();
    expect(within(bar).getByText('A10001 · Northwind Logistics 1')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Transactions' })).toBeInTheDocument();

    await user.type(within(dialog).getByRole('searchbox', { name: 'Search' }), 'baltic g');
    await user.click(await within(dialog).findByRole('button', { name: /P200 · Baltic Group parent/ }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(bar).findByText('P200 · Baltic Group parent')).toBeInTheDocument();
    expect(callsTo('PUT /api/users/users/loggedinuser')[0]?.body).toEqual({
      accessLevel: 'P',
      accessLevelCode: 'P200',
    });
    expect(callsTo('GET /api/users/users/permissions?accessLevel=P&accessLevelCode=P200')).toHaveLength(1);
    const newNav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await waitFor(() => expect(within(newNav).queryByRole('link', { name: 'Transactions' })).toBeNull());
    expect(within(newNav).getByRole('link', { name: 'View / manage cards' })).toBeInTheDocument();
    expect(JSON.parse(window.sessionStorage.getItem('selectedHierarchy') ?? '{}').state.selection).toEqual({
      accessLevel: 'P',
      accessLevelCode: 'P200',
    });
  });

  it('keeps the selection and says so when the server refuses the change', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockFetch({
      ...shellHandlers({
        hierarchy: { ...largeHierarchy, authorities: [authority('A1', 'Solo'), authority('A2', 'Duo')] },
      }),
      'PUT /api/users/users/loggedinuser': () =>
        apiErrorResponse(400, 'VALIDATION', 'access_level_code_invalid'),
      'GET /api/portal/config': configHandler(),
    });
    const { dialog, user, bar } = await openSelector();
    await user.click(within(dialog).getByRole('button', { name: /A2 · Duo/ }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The account could not be switched. Please try again.',
    );
    expect(within(bar).getByText('A1 · Solo')).toBeInTheDocument();
  });
});
