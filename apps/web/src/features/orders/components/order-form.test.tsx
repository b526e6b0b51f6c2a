// Spec 002 §4.7, §4.8, §5.1: the order form's PIN choice, Gasoleo line 2 and messages on blur.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render-app';
import { authorityFixture } from '../utils/authority-fixture';
import { OrderForm } from './order-form';

const renderForm = (over: Parameters<typeof authorityFixture>[0] = {}) => {
  const authority = authorityFixture(over);
  const router = createMemoryRouter(
    [
      {
        path: '/cards/order',
        element: <OrderForm authority={authority} replacement={null} profileName={null} />,
      },
    ],
    { initialEntries: ['/cards/order'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
};

describe('order form (spec 002 §2.1)', { timeout: 30_000 }, () => {
  it('shows the weak-PIN message on blur; another PIN choice clears the PIN (§4.7, §5.1)', async () => {
    renderForm({ pinOption: { pinDerivation: 0, pinReq: 1 }, pinDerivation: 0 });
    const pin = await screen.findByLabelText(/Card PIN/);
    await userEvent.type(pin, '1234');
    expect(screen.queryByText('This PIN is too easy to guess. Please choose another one.')).toBeNull();
    await userEvent.tab();
    expect(
      await screen.findByText('This PIN is too easy to guess. Please choose another one.'),
    ).toBeVisible();
    await userEvent.click(screen.getByLabelText('Random PIN sent by post'));
    expect(screen.queryByLabelText(/Card PIN/)).toBeNull();
    expect(screen.getByText('The PIN letter is sent separately to the delivery address.')).toBeVisible();
    await userEvent.click(screen.getByLabelText('I choose the PIN'));
    expect(await screen.findByLabelText(/Card PIN/)).toHaveValue('');
  });

  it('Gasoleo professional fixes embossing line 2 and no restores the town (§4.8)', async () => {
    renderForm({
      configuration: { ...authorityFixture().configuration, gasoleoProfessional: 'Y' },
    });
    const line2 = await screen.findByLabelText('Line 2 (town or city)');
    expect(line2).toHaveValue('BERLIN');
    const gasoleo = screen.getByRole('radiogroup', { name: /Gasoleo professional/ });
    await userEvent.click(within(gasoleo).getByLabelText('Yes'));
    expect(line2).toHaveValue('GASOLEO PROFESIONAL');
    expect(line2).toHaveAttribute('readonly');
    expect(screen.getByText('Fixed for Gasoleo professional cards.')).toBeVisible();
    await userEvent.click(within(gasoleo).getByLabelText('No'));
    expect(line2).toHaveValue('BERLIN');
  });

  it('a pool card in DE asks for the driver name; disabled buttons say why', async () => {
    renderForm({ defaultCardTypeId: 1 });
    const restriction = await screen.findByRole('radiogroup', { name: /restriction profile/ });
    await userEvent.click(within(restriction).getByLabelText('Yes'));
    expect(screen.getByRole('button', { name: 'View restriction details' })).toBeDisabled();
    expect(screen.getByText('Choose a profile to view its details.')).toBeVisible();
    await userEvent.type(screen.getByLabelText(/Vehicle registration/), 'ab12');
    await userEvent.click(screen.getByLabelText(/Driver name/));
    await userEvent.tab();
    expect(await screen.findByText('Driver name: up to 14 characters.')).toBeVisible();
    // Without the orderCards permission (no session here) the order cannot be sent, and says why.
    const order = screen.getByRole('button', { name: 'Order card' });
    expect(order).toHaveAttribute('aria-disabled', 'true');
    expect(order).toHaveAccessibleDescription('Your role does not allow ordering cards.');
    expect(screen.getByText('Your role does not allow ordering cards.', { selector: 'p' })).toBeVisible();
  });
});
