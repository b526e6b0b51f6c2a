import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configHandler, resetIdentityState, signInAs } from '../../../../test/identity-fixtures';
import { json, mockFetch } from '../../../../test/mock-fetch';
import { renderApp } from '../../../../test/render-app';
import { resetShellState, shellHandlers } from '../../../../test/shell-fixtures';

const MOBILE_INVALID = 'The mobile number is not valid: use 1 to 10 digits and choose a dial code.';

function server() {
  return mockFetch({
    ...shellHandlers({ loggedInUser: { accessLevel: 'A', accessLevelCode: 'A10001' } }),
    'GET /api/portal/config': configHandler(),
    'GET /api/users/users/roles': () => json(200, { authorities: [], roleNames: [] }),
    'GET /api/users/users/exists': () => json(200, false),
  });
}

async function fillDetails(mobileNumber?: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: /First name/ }), 'Nina');
  await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'New');
  await user.type(screen.getByRole('textbox', { name: /Email/ }), 'nina.new@example.com');
  if (mobileNumber) await user.type(screen.getByRole('textbox', { name: 'Mobile number' }), mobileNumber);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  return user;
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

describe('add-user wizard, details step (spec 000 §4, §5, §7)', { timeout: 30_000 }, () => {
  it('the exists check sends the selected accessLevel, accessLevelCode and the email (000 §7)', async () => {
    const { callsTo } = server();
    renderApp({ path: '/access/users/new' });
    await fillDetails();

    expect(await screen.findByRole('heading', { level: 2, name: 'Access' })).toBeInTheDocument();
    const calls = callsTo('GET /api/users/users/exists');
    expect(calls).toHaveLength(1);
    expect(Object.fromEntries(calls[0]?.url.searchParams ?? [])).toEqual({
      accessLevel: 'A',
      accessLevelCode: 'A10001',
      email: 'nina.new@example.com',
    });
  });

  it('an invalid mobile number shows its message once, under the number; both fields are invalid (000 §5)', async () => {
    const { callsTo } = server();
    renderApp({ path: '/access/users/new' });
    // A number without a dial code, then letters in it: the schema flags the dial code, then the number.
    const user = await fillDetails('123');
    const mobile = screen.getByRole('textbox', { name: 'Mobile number' });
    const mobileDialCode = () => screen.getAllByRole('combobox', { name: 'Dial code' })[0];
    await waitFor(() => expect(mobileDialCode()).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText(MOBILE_INVALID)).toHaveLength(1);
    expect(mobile).toHaveAccessibleDescription(MOBILE_INVALID);

    await user.type(mobile, 'ab');
    await waitFor(() => expect(mobile).toHaveAttribute('aria-invalid', 'true'));
    expect(mobileDialCode()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText(MOBILE_INVALID)).toHaveLength(1);
    expect(mobile).toHaveAccessibleDescription(MOBILE_INVALID);
    expect(callsTo('GET /api/users/users/exists')).toHaveLength(0);
  });
});
