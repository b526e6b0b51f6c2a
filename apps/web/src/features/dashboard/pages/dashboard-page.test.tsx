import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configHandler, resetIdentityState, signInAs } from '../../../../test/identity-fixtures';
import { apiErrorResponse, json, mockFetch } from '../../../../test/mock-fetch';
import { renderApp } from '../../../../test/render-app';
import {
  ALL_NAV_PERMISSIONS,
  resetShellState,
  shellHandlers,
  signInAsImpersonatingAdmin,
} from '../../../../test/shell-fixtures';

const WIDGET = {
  issuerCurrency: { currencyCode: 'GBP', countryCode: 'GB' },
  productDetailList: [
    {
      productName: 'Diesel',
      productValueWithVat: 120,
      productValueWithoutVat: 100,
      quantity: 80,
      quantityUnits: 'L',
    },
  ],
  totalUninvoiceValueWithVat: { total: 120, currencyCode: 'GBP' },
  totalUninvoiceValueWithoutVat: { total: 100, currencyCode: 'GBP' },
};
const FILES = [
  { Key: 'pricelists/A10001/Prices.xlsx', LastModified: '2026-11-01T10:00:00.000Z', ETag: '"abc"' },
];

function server(
  permissions: string[],
  widget = () => json(200, WIDGET),
  preferences: Record<string, unknown> = { languageCode: 'en' },
) {
  return mockFetch({
    ...shellHandlers({ permissions }),
    'GET /api/users/userpreferences': () => json(200, { preferences, sections: {} }),
    'GET /api/portal/config': configHandler(),
    'GET /api/transactions/dashboard/widget': widget,
    'GET /api/transactions/pricingList/GetAsync': () => json(200, FILES),
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

const priceLists = async () => screen.findByRole('region', { name: 'Price lists' });

describe('dashboard page (spec 001 §2, §4, §5, §6)', () => {
  it('shows the other panel without downloadPriceList_X, and asks for no files', async () => {
    const { callsTo } = server(ALL_NAV_PERMISSIONS);
    renderApp({ path: '/dashboard' });
    expect(await within(await priceLists()).findByTestId('pricelist-no-permission')).toBeInTheDocument();
    expect(callsTo('GET /api/transactions/pricingList/GetAsync')).toHaveLength(0);
  });

  it('with downloadPriceList_A only: files and download, but upload and delete disabled', async () => {
    server([...ALL_NAV_PERMISSIONS, 'downloadPriceList_A']);
    renderApp({ path: '/dashboard' });
    const section = await priceLists();
    expect(await within(section).findByText('Prices.xlsx')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Download Prices.xlsx' })).toBeEnabled();
    expect(within(section).getByRole('button', { name: 'Delete Prices.xlsx' })).toBeDisabled();
    expect(within(section).getByRole('button', { name: 'Upload' })).toBeDisabled();
  });

  it('a permission for another operator letter does not count (X = first character of the authority)', async () => {
    server([...ALL_NAV_PERMISSIONS, 'downloadPriceList_D', 'managePriceList_D']);
    renderApp({ path: '/dashboard' });
    expect(await within(await priceLists()).findByTestId('pricelist-no-permission')).toBeInTheDocument();
  });

  it('with managePriceList_A: choose file and delete enabled for the user themself (§2)', async () => {
    server([...ALL_NAV_PERMISSIONS, 'downloadPriceList_A', 'managePriceList_A']);
    renderApp({ path: '/dashboard' });
    const section = await priceLists();
    expect(await within(section).findByRole('button', { name: 'Delete Prices.xlsx' })).toBeEnabled();
    expect(within(section).getByLabelText('Choose file')).toBeEnabled();
  });

  it('impersonating is read-only: upload and delete disabled, download kept (000 §6, 001 §4)', async () => {
    signInAsImpersonatingAdmin();
    const { callsTo } = server([...ALL_NAV_PERMISSIONS, 'downloadPriceList_A', 'managePriceList_A']);
    renderApp({ path: '/dashboard' });
    const section = await priceLists();
    expect(await within(section).findByText('Prices.xlsx')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Download Prices.xlsx' })).toBeEnabled();
    // Disabled, and they say why (issue 15): aria-disabled keeps the tooltip working.
    const why = 'Not available: you are acting as this user (read-only).';
    for (const name of ['Delete Prices.xlsx', 'Upload']) {
      const button = within(section).getByRole('button', { name });
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).toHaveAccessibleDescription(why);
    }
    expect(within(section).getByLabelText('Choose file')).toBeDisabled();
    expect(callsTo('POST /api/transactions/pricingList')).toHaveLength(0);
  });

  it('keeps upload disabled until an xls or xlsx file is chosen (§5)', async () => {
    server([...ALL_NAV_PERMISSIONS, 'downloadPriceList_A', 'managePriceList_A']);
    const user = userEvent.setup({ applyAccept: false });
    renderApp({ path: '/dashboard' });
    const section = await priceLists();
    const upload = within(section).getByRole('button', { name: 'Upload' });
    expect(upload).toBeDisabled();
    const input = section.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['hello'], 'notes.TXT', { type: 'text/plain' }));
    expect(
      await within(section).findByText(
        'Files of this type are not supported. Please choose an xls or xlsx file.',
      ),
    ).toBeInTheDocument();
    expect(upload).toBeDisabled();
    await user.upload(input, new File(['x'], 'Prices.XLSX'));
    await waitFor(() => expect(upload).toBeEnabled());
  });

  it('shows the totals with and without VAT in the issuer currency (§2, §3)', async () => {
    server(ALL_NAV_PERMISSIONS);
    renderApp({ path: '/dashboard' });
    await waitFor(() => expect(screen.getByTestId('uninvoiced-with-vat')).toHaveTextContent('£120.00'));
    expect(screen.getByTestId('uninvoiced-without-vat')).toHaveTextContent('£100.00');
  });

  it("writes the amounts in the user's numberFormat preference (000 §3 Preferences)", async () => {
    const widget = {
      ...WIDGET,
      issuerCurrency: { currencyCode: 'EUR', countryCode: 'DE' },
      productDetailList: [{ ...WIDGET.productDetailList[0], productValueWithVat: 14811.5 }],
      totalUninvoiceValueWithVat: { total: 14811.5, currencyCode: 'EUR' },
      totalUninvoiceValueWithoutVat: { total: 12446.64, currencyCode: 'EUR' },
    };
    server(ALL_NAV_PERMISSIONS, () => json(200, widget), { languageCode: 'en', numberFormat: 'de' });
    renderApp({ path: '/dashboard' });
    await waitFor(() => expect(screen.getByTestId('uninvoiced-with-vat')).toHaveTextContent('€14.811,50'));
    expect(screen.getByTestId('uninvoiced-without-vat')).toHaveTextContent('€12.446,64');
    const chart = screen.getByRole('region', { name: 'Spend by product' });
    expect(within(chart).getByText('€14.811,50')).toBeInTheDocument();
  });

  it('shows dashes and the transactions error when the widget fails (§4, §8)', async () => {
    server(ALL_NAV_PERMISSIONS, () => apiErrorResponse(404, 'NOT_FOUND', 'not_found'));
    renderApp({ path: '/dashboard' });
    expect(
      await screen.findByText('Your transactions could not be loaded. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('uninvoiced-with-vat')).toHaveTextContent('--');
    expect(screen.getByTestId('uninvoiced-without-vat')).toHaveTextContent('--');
  });

  it('sends an EV user to the charge points (§6 isEVUser)', async () => {
    server([...ALL_NAV_PERMISSIONS, 'isEVUser']);
    const { router } = renderApp({ path: '/dashboard' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/charge-points'));
  });
});
