import type { THierarchyResponse, TLoggedInUser } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configHandler, resetIdentityState } from '../../../../test/identity-fixtures';
import { json, mockFetch } from '../../../../test/mock-fetch';
import { renderApp } from '../../../../test/render-app';
import {
  largeHierarchy,
  oneAuthorityHierarchy,
  resetShellState,
  shellHandlers,
  signInAsImpersonatingAdmin,
} from '../../../../test/shell-fixtures';

/** Claire's case: 3 parents and 24 authorities, working in one account. */
const ONE_ACCOUNT: TLoggedInUser = { accessLevel: 'A', accessLevelCode: 'A10001' };

function server(hierarchy: THierarchyResponse) {
  return mockFetch({
    ...shellHandlers({ hierarchy, loggedInUser: ONE_ACCOUNT }),
    'GET /api/portal/config': configHandler(),
    'GET /api/audit/audit/logs': () => json(200, { logs: [], total: 0 }),
  });
}

beforeEach(() => {
  resetIdentityState();
  resetShellState();
  signInAsImpersonatingAdmin();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function openAllLogs() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Filters' }));
  const dialog = await screen.findByRole('dialog', { name: 'Filters' });
  await user.click(within(dialog).getByText('All logs'));
  const group = await within(dialog).findByRole('group', { name: 'Parents and accounts' });
  return { user, dialog, group, apply: within(dialog).getByRole('button', { name: 'Apply' }) };
}

// The whole shell plus a modal of 27 chips: slow on a busy two-core machine.
describe('audit filter modal (spec 000 §4 Audit filter modal)', { timeout: 30_000 }, () => {
  it('All logs lists every parent and authority of the user, none chosen; Apply waits for a choice', async () => {
    const { callsTo } = server(largeHierarchy);
    renderApp({ path: '/audit' });
    const { user, group, apply } = await openAllLogs();
    const items = within(group).getAllByRole('checkbox');
    expect(items).toHaveLength(3 + 24);
    for (const item of items) expect(item).not.toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Baltic Group (P200)' })).toBeInTheDocument();
    expect(within(group).getByRole('checkbox', { name: 'Carpathia Haulage 4 (A30004)' })).toBeInTheDocument();
    expect(apply).toBeDisabled();

    await user.click(within(group).getByText('Baltic Group (P200)'));
    expect(within(group).getByRole('checkbox', { name: 'Baltic Group (P200)' })).toBeChecked();
    expect(apply).toBeEnabled();
    await user.click(apply);

    // The chosen parent is outside the selected account: the call covers the whole reach instead.
    await waitFor(() => expect(callsTo('GET /api/audit/audit/logs?accessLevel=G')).toHaveLength(1));
    const url = callsTo('GET /api/audit/audit/logs?accessLevel=G')[0]?.url;
    expect(url?.searchParams.get('accessLevelCode')).toBe('ALL');
    expect(JSON.parse(url?.searchParams.get('filters') ?? '[]')).toContainEqual({
      filterBy: 'hierarchy',
      filterCriteria: ['PP200'],
    });
  });

  it('with exactly one parent or authority, it is added automatically', async () => {
    server(oneAuthorityHierarchy);
    renderApp({ path: '/audit' });
    const { group, apply } = await openAllLogs();
    const items = within(group).getAllByRole('checkbox');
    expect(items).toHaveLength(1);
    expect(items[0]).toBeChecked();
    expect(apply).toBeEnabled();
  });
});

describe('audit list state (spec 000 §2 Audit logs: paging with a page size)', { timeout: 30_000 }, () => {
  const log = {
    loggingTime: '2025-03-01T10:00:00.000Z',
    userActionType: 'USHS_1',
    userActionTypeDescription: 'Hierarchy selection',
    authorityIds: ['A10001'],
    parentIds: [],
    actionUser: 'Dana Customer',
    actorEmail: 'dana@customer.example',
    impersonatingActor: null,
    displayTime: '01/03/2025 10:00',
    body: { accessLevelCode: 'A10001' },
  };

  it('a new page size starts again on page 1 with no row left open (the one list-state hook)', async () => {
    const { callsTo } = mockFetch({
      ...shellHandlers({ hierarchy: oneAuthorityHierarchy, loggedInUser: ONE_ACCOUNT }),
      'GET /api/portal/config': configHandler(),
      'GET /api/audit/audit/logs': () => json(200, { logs: [log], total: 40 }),
    });
    renderApp({ path: '/audit' });
    const user = userEvent.setup();
    expect(await screen.findByText('Showing 1–15 of 40')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(callsTo('GET /api/audit/audit/logs').at(-1)?.url.searchParams.get('page')).toBe('2'),
    );
    await user.click(await screen.findByRole('button', { name: 'Show details' }));
    expect(await screen.findByRole('button', { name: 'Hide details' })).toBeVisible();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '30');
    await waitFor(() => {
      const params = callsTo('GET /api/audit/audit/logs').at(-1)?.url.searchParams;
      expect([params?.get('page'), params?.get('PageSize')]).toEqual(['1', '30']);
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Hide details' })).toBeNull());
  });
});
