import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { openSignedIn } from '../support/stored-session';

/**
 * Addresses a user can type, keep as a bookmark or get from an old link, with path and query values
 * the app never writes itself: each shows a page (the screen, its own message, the not-found or the
 * no-access page), never the render-error screen and never an uncaught error.
 */
const SHOTS = '../test-results/deep-links';

const HOSTILE_LINKS = [
  '/en/access/users/abc',
  '/en/access/users/-1',
  '/en/access/users/99999999999999999999',
  '/en/access/users/%00',
  '/en/cards/limits/zzz',
  '/en/cards/limits/%E2%82%AC%00',
  '/en/cards/restrictions/abc',
  '/en/cards/restrictions/99999999999',
  '/en/cards/restrictions/1/edit/bogus',
  '/en/cards/restrictions/abc/edit',
  '/en/cards/order/steps/99',
  '/en/cards/order/steps/abc',
  '/en/cards/order?replaceCard=true',
  '/en/cards/order?profileName=%00%22%3Cscript%3E',
  '/en/cards/order/confirmation',
  '/en/transactions?searchTerm=%00&columnName=bogus&invoiceDate=2026-13-45&fromDashboard=true',
  `/en/transactions?columnName=%3Cscript%3E&searchTerm=${'x'.repeat(3000)}`,
  '/en/charge-points/charger',
  '/en/charge-points/charger?siteId=zzz&chargerId=%00',
  '/en/depot-permissions/select-depots',
  '/en/dashboard?impersonate=bogus',
  '/xx/dashboard',
  '/en/no-such-page',
];

/** What a page shows once it has settled: its heading or its message, and no spinner left. */
async function expectSettledPage(page: Page) {
  await expect(page.locator('main').locator('h1, h2, [role=alert]').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('main .mantine-Loader-root')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Error!', exact: true })).toHaveCount(0);
}

test('hostile deep links show a page, never the error screen or an uncaught error', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  await openSignedIn(page, 'customerAdmin', '/en/dashboard');
  for (const link of HOSTILE_LINKS) {
    await test.step(link.slice(0, 100), async () => {
      await page.goto(link);
      await expectSettledPage(page);
      await page.screenshot({ path: `${SHOTS}/${link.replace(/[^a-z0-9]+/gi, '_').slice(0, 60)}.png` });
    });
  }
  expect(errors).toEqual([]);
});
