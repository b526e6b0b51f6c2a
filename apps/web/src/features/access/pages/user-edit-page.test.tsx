import type { TUserDetails } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configHandler, resetIdentityState, signInAs } from '../../../../test/identity-fixtures';
import { json, mockFetch } from '../../../../test/mock-fetch';
import { renderApp } from '../../../../test/render-app';
import { resetShellState, shellHandlers } from '../../../../test/shell-fixtures';

const emma: TUserDetails = {
  uId: 42,
  userName: 'emma.stone@northwind.example',
  firstName: 'Emma',
  lastName: 'Stone',
  jobTitle: null,
  email: 'emma.stone@northwind.example',
  mobileNumberIsdCode: null,
  mobileNumber: null,
  landlineNumberIsdCode: null,
  landlineNumber: null,
  status: 'Active',
  lastLogin: null,
  accessAreaCount: { groups: 0, parents: 0, authorities: 1 },
};

/** The server keeps what was posted, trimmed as the server would (spec 000 §5). */
function server() {
  let stored = emma;
  const squash = (v: unknown) =>
    String(v ?? '')
      .trim()
      .replace(/\s+/g, ' ');
  return mockFetch({
    ...shellHandlers(),
    'GET /api/portal/config': configHandler(),
    'GET /api/users/users/42/details': () => json(200, stored),
    'GET /api/users/users/42/authorities': () => json(200, { authorities: [], totalRecords: 0 }),
    'GET /api/users/users/roles': () => json(200, { authorities: [], roleNames: [] }),
    'POST /api/users/users/42': ({ body }) => {
      const details = (body as { user: { basicDetails: Record<string, unknown> } }).user.basicDetails;
      stored = { ...stored, firstName: squash(details.firstName), lastName: squash(details.lastName) };
      return json(200, { success: true, name: `${stored.firstName} ${stored.lastName}` });
    },
  });
}

beforeEach(() => {
  resetIdentityState();
  resetShellState();
  signInAs();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('edit user details (spec 000 §4, §5)', { timeout: 30_000 }, () => {
  it('one keystroke enables Save details; reverting it disables Save again (000 §4)', async () => {
    server();
    renderApp({ path: '/access/users/42' });
    const user = userEvent.setup();
    const lastName = await screen.findByRole('textbox', { name: /Last name/ });
    const save = screen.getByRole('button', { name: 'Save details' });
    expect(save).toBeDisabled();

    await user.type(lastName, 'x');
    await waitFor(() => expect(save).toBeEnabled());
    await user.type(lastName, '{Backspace}');
    await waitFor(() => expect(save).toBeDisabled());

    await user.type(screen.getByRole('textbox', { name: 'Job title' }), 'D');
    await waitFor(() => expect(save).toBeEnabled());
  });

  it('on 200 the details reload: fields and heading show the trimmed saved name (000 §4, §5)', async () => {
    const { callsTo } = server();
    renderApp({ path: '/access/users/42' });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Emma Stone' })).toBeInTheDocument();
    const firstName = screen.getByRole('textbox', { name: /First name/ });
    await user.type(firstName, '    Marie ');
    const save = screen.getByRole('button', { name: 'Save details' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);

    await waitFor(() => expect(callsTo('POST /api/users/users/42')).toHaveLength(1));
    expect(callsTo('POST /api/users/users/42')[0]?.body).toMatchObject({
      user: { basicDetails: { firstName: 'Emma Marie', lastName: 'Stone' } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Emma Marie Stone' })).toBeInTheDocument();
    expect(callsTo('GET /api/users/users/42/details')).toHaveLength(2);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('Emma Marie'),
    );
    expect(screen.getByRole('status')).toHaveTextContent('The changes for Emma Marie Stone have been saved.');
    expect(save).toBeDisabled();
  });

  it('"%20" typed in a name is kept as typed: posted, saved and shown as "%20" (issue 15)', async () => {
    const { callsTo } = server();
    renderApp({ path: '/access/users/42' });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Emma Stone' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Last name/ }), '%20Hill');
    const save = screen.getByRole('button', { name: 'Save details' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);

    await waitFor(() => expect(callsTo('POST /api/users/users/42')).toHaveLength(1));
    expect(callsTo('POST /api/users/users/42')[0]?.body).toMatchObject({
      user: { basicDetails: { lastName: 'Stone%20Hill' } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Emma Stone%20Hill' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Last name/ })).toHaveValue('Stone%20Hill'),
    );
  });
});
