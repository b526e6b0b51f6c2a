// Spec 002 §5.1, §5.2: the edit-PIN form checks with the contract's zPin on blur.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render-app';
import { cardRow } from '../utils/card-row-fixture';
import { EditPinModal } from './edit-pin-modal';

describe('edit PIN form (spec 002 §4.5, §5.2)', { timeout: 30_000 }, () => {
  it('a weak PIN shows the weak-PIN text on blur and blocks Save; typing clears it', async () => {
    renderWithProviders(<EditPinModal card={cardRow()} onClose={() => {}} />, { locale: 'en' });
    const pin = await screen.findByLabelText('New PIN');
    await userEvent.click(pin);
    await userEvent.paste('1234');
    await userEvent.tab();
    expect(
      await screen.findByText('This PIN is too easy to guess. Please choose another one.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.type(pin, '{Backspace}');
    expect(screen.queryByText('This PIN is too easy to guess. Please choose another one.')).toBeNull();
  });
});
