import type { TDepot, TRfidCard } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configHandler, resetIdentityState, signInAs } from '../../../../test/identity-fixtures';
import { json, type MockHandler, mockFetch } from '../../../../test/mock-fetch';
import { renderApp } from '../../../../test/render-app';
import { ALL_NAV_PERMISSIONS, resetShellState, shellHandlers } from '../../../../test/shell-fixtures';
import { useDepotSelection } from '../state/selection-store';

const card = (rfId: string, cardEnabled: boolean, allowedSiteIds: string[] = []): TRfidCard => ({
  id: rfId,
  rfId,
  authorityId: 'A10001',
  cardTitle: `Charge token ${rfId}`,
  cardHolderName: null,
  cardNumberEnding: '1234',
  expiryDateEmbossed: '2030-01-31',
  cardStatus: cardEnabled ? 'available' : 'lost',
  cardEnabled,
  canUsePublicNetwork: true,
  allowedSiteIds,
  modifiedDate: '2026-01-01T00:00:00.000Z',
  depotsAllowed: allowedSiteIds.length,
});
const CARDS = [card('04AAA0001', true), card('04AAA0002', false, ['S1'])];
const DEPOTS: TDepot[] = [
  {
    siteId: 'S1',
    siteAlias: null,
    siteName: 'North yard',
    siteCity: 'Leeds',
    authorityId: 'A10001',
    chargePoints: [],
  },
  {
    siteId: 'S2',
    siteAlias: 'South yard',
    siteName: 'Depot 2',
    siteCity: 'York',
    authorityId: 'A10001',
    chargePoints: [],
  },
];

function server(save: MockHandler) {
  return mockFetch({
    ...shellHandlers({ permissions: [...ALL_NAV_PERMISSIONS, 'manageDepot'] }),
    'GET /api/portal/config': configHandler(),
    'GET /api/evis/v1/tokens/rfid-list': () => json(200, { cards: CARDS, totalRecords: CARDS.length }),
    'GET /api/evis/v1/sites/admin': () => json(200, { depots: DEPOTS }),
    'POST /api/evis/v1/tokens/restrictions/save': save,
  });
}

beforeEach(() => {
  resetIdentityState();
  resetShellState();
  signInAs();
  useDepotSelection.setState({ scopeKey: null, cards: [], status: null });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function chooseCardAndDepot() {
  const user = userEvent.setup();
  renderApp({ path: '/depot-permissions/select-cards' });
  const table = await screen.findByRole('table', { name: 'RFID cards' });
  const next = screen.getByRole('button', { name: 'Next' });
  expect(next).toBeDisabled();
  expect(screen.getByText('Select at least one card to continue.')).toBeInTheDocument();
  expect(await within(table).findByRole('checkbox', { name: 'Select card 04AAA0002' })).toBeDisabled();
  await user.click(within(table).getByRole('checkbox', { name: 'Select card 04AAA0001' }));
  expect(next).toBeEnabled();
  await user.click(next);
  await user.click(await screen.findByRole('checkbox', { name: /South yard/ }));
  await user.click(screen.getByRole('button', { name: 'Save' }));
  return user;
}

describe('depot permissions flow (spec 001 §2, §4, §8)', () => {
  it('only enabled cards are selectable, Next waits for a card, and Save sends the depot with the all-value', async () => {
    const { callsTo } = server(() => json(200, { status: 'success', savedCards: 1 }));
    await chooseCardAndDepot();
    expect(await screen.findByText('The depot permissions were saved.')).toBeInTheDocument();
    const [call] = callsTo('POST /api/evis/v1/tokens/restrictions/save');
    expect(call?.body).toMatchObject({
      cards: [{ rfId: '04AAA0001', authorityID: 'A10001' }],
      permissions: [{ siteId: 'S2', chargerId: 'ALL', connectorId: 'ALL' }],
    });
    expect(useDepotSelection.getState().cards).toEqual([]);
    // Spec 001 §8: the alert hides after 3 s.
    await waitFor(() => expect(screen.queryByText('The depot permissions were saved.')).toBeNull(), {
      timeout: 4_000,
    });
  });

  it('shows the fail alert on any other status and keeps the chosen card', async () => {
    server(() =>
      json(500, { statusCode: 500, code: 'INTERNAL', messageKey: 'internal_error', message: 'x' }),
    );
    await chooseCardAndDepot();
    expect(await screen.findByText('The depot permissions could not be saved.')).toBeInTheDocument();
    expect(useDepotSelection.getState().cards.map((c) => c.rfId)).toEqual(['04AAA0001']);
  });

  it('another hierarchy entry clears the chosen cards (§4)', () => {
    const { enterScope, toggleCard } = useDepotSelection.getState();
    enterScope('A:A10001');
    toggleCard(CARDS[0] as TRfidCard);
    enterScope('A:A10001');
    expect(useDepotSelection.getState().cards).toHaveLength(1);
    enterScope('G:ALL');
    expect(useDepotSelection.getState().cards).toEqual([]);
  });
});
