// Spec 002 §5.4: renaming a profile to its current name gives 'already exists' (issue 50).
import type { TProfileRow } from '@portal/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../../../test/mock-fetch';
import { renderWithProviders } from '../../../../test/render-app';
import { RenameCard } from './rename-card';

const profile: TProfileRow = {
  profileId: 7,
  profileName: 'Diesel only',
  createdDate: '2026-01-05T10:00:00Z',
  lastUpdatedDate: '2026-02-05T10:00:00Z',
  createdByUserName: 'claire',
  lastUpdatedByUserName: 'claire',
  customerId: 'C1',
  parentId: null,
  noOfCards: 3,
  isReadOnly: false,
  authorityId: 'A10001',
  serviceCode: 'F',
  baseProfileId: null,
  isBaseProfile: false,
  restrictionTypes: [],
  currency: 'EUR',
  distanceUnit: 'km',
};

afterEach(() => vi.unstubAllGlobals());

describe('profile rename (spec 002 §5.4)', { timeout: 30_000 }, () => {
  it('untouched, Rename says why it cannot be used yet', async () => {
    renderWithProviders(<RenameCard profile={profile} lockedReason={null} />);
    const button = await screen.findByRole('button', { name: 'Rename' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription('Change the name to rename the profile.');
  });

  it('the current name typed back gives "already exists", and Rename then sends nothing', async () => {
    const { calls } = mockFetch({});
    renderWithProviders(<RenameCard profile={profile} lockedReason={null} />);
    const field = await screen.findByLabelText('Profile name');
    await userEvent.type(field, 'x');
    expect(screen.queryByText('A profile with this name already exists.')).toBeNull();
    await userEvent.type(field, '{Backspace}');
    expect(await screen.findByText('A profile with this name already exists.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Rename' }));
    expect(screen.getByText('A profile with this name already exists.')).toBeVisible();
    expect(calls.filter(({ url }) => url.pathname.includes('restriction'))).toHaveLength(0);
  });
});
