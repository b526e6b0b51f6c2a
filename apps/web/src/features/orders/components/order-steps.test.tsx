// Spec 002 §2.1 multi-step variant: Next checks the step's fields and carries the form on.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render-app';
import { authorityFixture } from '../utils/authority-fixture';
import { isOrderStep } from '../utils/order-steps';
import { OrderSteps } from './order-steps';

function StepsRoute() {
  const { step } = useParams();
  return (
    <OrderSteps
      authority={authorityFixture({ defaultCardTypeId: null })}
      step={isOrderStep(step) ? step : 'start'}
    />
  );
}

describe('order steps (spec 002 §2.1)', { timeout: 30_000 }, () => {
  it('goes from the start through card details to embossing once the plate is valid', async () => {
    const router = createMemoryRouter([{ path: '/cards/order/steps/:step?', element: <StepsRoute /> }], {
      initialEntries: ['/cards/order/steps'],
    });
    renderWithProviders(<RouterProvider router={router} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Step 1 of 6: Card details')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Which card type do I need?' }));
    expect(await screen.findByRole('dialog', { name: 'Card types' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByText('Pool card'));
    await userEvent.click(screen.getByText('Vehicle card'));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Vehicle registration: up to 14 letters and numbers only.')).toBeVisible();
    await userEvent.type(screen.getByLabelText(/Vehicle registration/), 'ab12cd');
    expect(screen.getByLabelText(/Vehicle registration/)).toHaveValue('AB12CD');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Step 2 of 6: Embossing')).toBeVisible();
    expect(router.state.location.pathname).toBe('/cards/order/steps/cardembossing');
  });
});
