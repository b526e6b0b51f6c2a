// Spec 002 §2.9, §4.10, §5.4: the account limit form checks with the contract's rules as the user types.
import type { TAccountLimitRow } from '@portal/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render-app';
import { LimitsForm } from './limits-form';

const row: TAccountLimitRow = {
  authorityId: 'D1234',
  authorityName: 'Depot Nord',
  customerId: 'C1',
  customerName: 'Northwind',
  parentId: 'P1',
  parentNumber: 'P1',
  currency: 'EUR',
  dailySpendLimit: 100,
  weeklySpendLimit: 500,
  monthlySpendLimit: 2000,
  rollingDays: null,
  rollingSpendLimit: null,
  acceptViolation: true,
  alertViolation: true,
  isSet: true,
  lastUpdatedDate: null,
};

describe('account limit form (spec 002 §4.10, §5.4)', { timeout: 30_000 }, () => {
  it('shows the rule texts, says why Save is disabled and saves the option as flags, empty as null', async () => {
    const onSave = vi.fn();
    renderWithProviders(<LimitsForm row={row} saving={false} onSave={onSave} onCancel={() => {}} />, {
      locale: 'en',
    });
    const save = await screen.findByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    expect(screen.getByText('Nothing has changed yet.')).toBeVisible();

    const daily = screen.getByRole('textbox', { name: /Daily limit/ });
    await userEvent.clear(daily);
    await userEvent.type(daily, '600');
    expect(screen.getByText('The maximum is 500.')).toBeVisible();
    expect(screen.getByText('Correct the marked fields to save.')).toBeVisible();
    expect(save).toBeDisabled();

    await userEvent.clear(daily);
    await userEvent.type(screen.getByRole('textbox', { name: /Rolling period/ }), '1');
    expect(screen.getByText('The minimum is 2.')).toBeVisible();
    expect(screen.getByText('This field is required.')).toBeVisible();
    await userEvent.type(screen.getByRole('textbox', { name: /Rolling period/ }), '0');
    await userEvent.type(screen.getByRole('textbox', { name: /Rolling limit/ }), '-3');
    expect(screen.getByText('Enter a positive number.')).toBeVisible();
    await userEvent.clear(screen.getByRole('textbox', { name: /Rolling limit/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Rolling limit/ }), '1500');

    await userEvent.click(screen.getByRole('radio', { name: 'Reject and alert' }));
    expect(screen.getByText('The transaction is declined and an alert is raised.')).toBeVisible();
    expect(save).toBeEnabled();
    await userEvent.click(save);
    expect(onSave).toHaveBeenCalledWith({
      dailySpendLimit: null,
      weeklySpendLimit: 500,
      monthlySpendLimit: 2000,
      rollingDays: 10,
      rollingSpendLimit: 1500,
      acceptViolation: false,
      alertViolation: true,
    });
  });

  it('read-only: every field and Save disabled, with the reason shown', async () => {
    renderWithProviders(
      <LimitsForm
        row={row}
        readOnlyReason="View only."
        saving={false}
        onSave={() => {}}
        onCancel={() => {}}
      />,
      { locale: 'en' },
    );
    expect(await screen.findByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByText('View only.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Weekly limit/ })).toBeDisabled();
  });
});
