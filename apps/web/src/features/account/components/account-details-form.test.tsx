import type { TAccountUser } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../../test/mock-fetch';
import { renderWithProviders } from '../../../../test/render-app';
import { AccountDetailsForm } from './account-details-form';

const DETAILS: TAccountUser = {
  uId: 1,
  uniqueId: 'u-1',
  userName: null,
  firstName: 'Dana',
  lastName: 'Meyer',
  name: 'Dana Meyer',
  jobTitle: null,
  email: 'dana@example.test',
  mobileNumberIsdCode: '+49',
  mobileNumber: '1701234567',
  landlineNumberIsdCode: null,
  landlineNumber: null,
  status: 'Active',
  lastLogin: null,
  role: ['1501'],
  brand: 1,
  preferences: {},
  userPermissions: [],
  isAdmin: false,
  impersonatedUser: null,
  onefleetmigratedstatus: 0,
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** Issue 15 honest states on the account page's details. */
describe('account details form', () => {
  it('refuses a phone number of 11 digits with the spec message instead of cutting it', async () => {
    mockFetch({});
    renderWithProviders(<AccountDetailsForm details={DETAILS} readOnly={false} onResult={() => {}} />);
    const user = userEvent.setup();
    const mobile = await screen.findByLabelText(/^Mobile number/);
    await user.clear(mobile);
    await user.type(mobile, '17012345678');
    expect(mobile).toHaveValue('17012345678');
    expect(await screen.findByText('Mobile number not valid')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save details' })).toBeDisabled();
  });

  it('keeps "%20" in a name as typed (sent URI-encoded, so the server decodes it back to %20)', async () => {
    const { callsTo } = mockFetch({
      'PUT /api/users/users/details': () => json(200, { userDetails: DETAILS }),
    });
    renderWithProviders(<AccountDetailsForm details={DETAILS} readOnly={false} onResult={() => {}} />);
    const user = userEvent.setup();
    const last = await screen.findByLabelText(/^Last name/);
    await user.clear(last);
    await user.type(last, 'Meyer%20Smith');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(callsTo('PUT /api/users/users/details')).toHaveLength(1));
    const body = callsTo('PUT /api/users/users/details')[0]?.body as { lastName: string };
    expect(decodeURIComponent(body.lastName)).toBe('Meyer%20Smith');
  });
});
