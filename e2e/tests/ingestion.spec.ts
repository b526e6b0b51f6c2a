// Issue 20: transactions that arrive through the partner ingestion API while a page is open show on
// the dashboard widget, in the transactions list and in its total, without reloading the page.
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PROCESSOR } from '../../apps/server/src/modules/ingestion/demo-processor';
import { contentText } from '../support/content';
import { expect, test } from '../support/fixtures';
import { apiGet } from '../support/session-api';
import { demoUser, signInThroughPages } from '../support/sign-in';

type Card = { authorityId: string; cardNumber: string };
type Widget = { totalUninvoiceValueWithVat: { total: number; currencyCode: string } };
type Line = Record<string, unknown>;

const tx = (key: string) => contentText('en', 'transactions-transactions', key);

/** The selection's cards and its widget (the widget's currency is the selection's account currency). */
async function selectionFacts(page: Page) {
  const { accessLevel, accessLevelCode } = await apiGet(page, '/api/users/users/loggedinuser');
  const scope = `accessLevel=${accessLevel}&accessLevelCode=${accessLevelCode}`;
  const cards = (await apiGet(page, `/api/cards/cards?${scope}&pageSize=50`)).cards as Card[];
  const widget = (await apiGet(
    page,
    `/api/transactions/dashboard/widget?${scope}&widgetType=uninvoice`,
  )) as Widget;
  return { cards, widget, scope };
}

/** One fuel line of `gross` (20% VAT) on a card, stamped now, in the account's currency. */
const fuelLine = (
  card: Card,
  currency: string,
  gross: number,
  status: string,
  transactionId = randomUUID(),
) => {
  const net = Math.round((gross / 1.2) * 100) / 100;
  return {
    lineId: `e2e-${transactionId}-${status}`,
    transactionId,
    cardNumber: card.cardNumber,
    authorityId: card.authorityId,
    productId: 10001,
    quantity: 20,
    netUnitListPrice: 1.5,
    netValue: net,
    vatValue: Math.round((gross - net) * 100) / 100,
    grossValue: gross,
    currency,
    supplyCountry: 'DE',
    transactionDateTime: new Date().toISOString(),
    transactionStatus: status,
    authorisationType: 'Online',
    transactionVoucherNumber: '123456',
  };
};

/** Posts lines as the demo processor; answers each line's outcome. */
async function ingest(request: APIRequestContext, lines: Line[]) {
  const res = await request.post('/partner/v1/transactions', {
    headers: { authorization: `Bearer ${DEMO_PROCESSOR.credential}` },
    data: { lines },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { lines: { outcome: string; messageKey?: string }[] }).lines;
}

/** A card of the selection whose account is in the widget's currency: the first whose line is stored. */
async function storeOnSomeCard(request: APIRequestContext, cards: Card[], currency: string, gross: number) {
  for (const card of cards.slice(0, 10)) {
    const line = fuelLine(card, currency, gross, 'Cleared');
    const [answer] = await ingest(request, [line]);
    if (answer?.outcome === 'stored') return card;
  }
  throw new Error(`no card of the selection took a ${currency} line`);
}

test.describe('transactions arriving through the partner API (issue 20)', () => {
  test('the dashboard widget, the transactions list and its total show new lines while open', async ({
    page,
    request,
  }) => {
    // A session of its own: the stored one of this role is used by the dashboard suite at the same time,
    // and two browsers refreshing one session's tokens at once ended it (a lost test, 2026-11-26).
    const user = demoUser('user');
    await signInThroughPages(page, user.email, user.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    const { cards, widget } = await selectionFacts(page);
    const currency = widget.totalUninvoiceValueWithVat.currencyCode;
    const amount = page.getByTestId('uninvoiced-with-vat');
    // The widget has its data (aria-busy ends with the loading state).
    await expect(page.locator('section[aria-labelledby="uninvoiced-widget-title"]')).toHaveAttribute(
      'aria-busy',
      'false',
    );
    const before = (await amount.textContent()) ?? '';

    // A cleared (uninvoiced) line arrives while the dashboard is open: the widget's amount moves.
    const card = await storeOnSomeCard(request, cards, currency, 123.45);
    await expect(amount).not.toHaveText(before);
    const after = (await selectionFacts(page)).widget.totalUninvoiceValueWithVat.total;
    expect(Math.round((after - widget.totalUninvoiceValueWithVat.total) * 100)).toBe(12_345);

    // The list is open; an authorised line arrives: the total grows by one and the line is on top.
    const first = page.waitForResponse(
      (r) => r.url().includes('/api/transactions/transactions?') && r.status() === 200,
    );
    await page.goto('/en/transactions');
    const total = ((await (await first).json()) as { totalNumberOfTransactions: number })
      .totalNumberOfTransactions;
    await expect(page.getByRole('heading', { level: 1, name: tx('title') })).toBeVisible();
    await expect(page.getByText(new RegExp(`of ${total} records`))).toBeVisible();
    const [answer] = await ingest(request, [fuelLine(card, currency, 67.89, 'Authorised')]);
    expect(answer?.outcome).toBe('stored');
    await expect(page.getByText(new RegExp(`of ${total + 1} records`))).toBeVisible();
    const table = page.getByRole('table', { name: tx('table_label') });
    await expect(table.locator('tbody tr:not([data-skeleton])').first()).toContainText(
      card.cardNumber.slice(-4),
    );
  });
});
