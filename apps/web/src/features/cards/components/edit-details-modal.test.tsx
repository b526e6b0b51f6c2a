// Issue 13 §7, spec 002 §5.1: the edit-details form shows the spec's keys' texts in the page language.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render-app';
import { cardRow } from '../utils/card-row-fixture';
import { EditDetailsModal } from './edit-details-modal';

function renderModal(locale: 'en' | 'de') {
  renderWithProviders(
    <MemoryRouter>
      <EditDetailsModal card={cardRow()} onClose={() => {}} />
    </MemoryRouter>,
    { locale },
  );
}

describe('edit details form (spec 002 §4.4, §5.1, §5.2)', { timeout: 30_000 }, () => {
  it('refuses AB-12# as a vehicle registration with the spec key text, in German', async () => {
    renderModal('de');
    const vehicle = await screen.findByLabelText('Kennzeichen');
    await userEvent.clear(vehicle);
    await userEvent.paste('AB-12#');
    expect(await screen.findByText('Kennzeichen: nur Buchstaben und Ziffern, höchstens 14.')).toBeVisible();
    expect(screen.getByRole('button', { name: /Ersatzkarte|Speichern/ })).toBeDisabled();
  });

  it('an over-long driver name gets the driver-name text, not the generic length text', async () => {
    renderModal('en');
    await userEvent.click(await screen.findByLabelText('Driver name'));
    await userEvent.paste('Maximilian Muster');
    expect(await screen.findByText('Driver name: up to 14 characters.')).toBeVisible();
  });

  it('keeps the saved plate B AB 123 and lets a cost-centre change be saved', async () => {
    renderModal('en');
    await userEvent.type(await screen.findByLabelText('Cost centre'), 'CC1');
    expect(screen.getByLabelText('Vehicle registration')).toHaveValue('B AB 123');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });
});
