import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
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

/**
 * What a page shows once it has settled: no spinner or placeholder left (a page that sends the user on
 * shows the next page's while its code loads), then its heading or its message.
 */
async function expectSettledPage(page: Page) {
  const main = page.locator('main');
  await expect(main.locator('h1, h2, [role=alert]').first()).toBeVisible({ timeout: 20_000 });
  await expect(main.locator('.mantine-Loader-root, .mantine-Skeleton-root')).toHaveCount(0, {
    timeout: 20_000,
  });
  await expect(main.locator('h1, h2, [role=alert]').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Error!', exact: true })).toHaveCount(0);
}

for (const { locale, width } of [
  { locale: 'en', width: 1280 },
  { locale: 'de', width: 390 },
]) {
  test(`hostile deep links show a page, never the error screen or an uncaught error (${locale}, ${width} px)`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
    await page.setViewportSize({ width, height: 844 });
    await openSignedIn(page, 'customerAdmin', `/${locale}/dashboard`);
    for (const link of HOSTILE_LINKS) {
      const localized = link.replace(/^\/en\//, `/${locale}/`);
      await test.step(localized.slice(0, 100), async () => {
        await page.goto(localized);
        await expectSettledPage(page);
        // The error and fallback states are rarely scanned elsewhere (a table's load error failed contrast).
        if (locale === 'de') await expectNoSeriousAxeViolations(page);
        const name = `${locale}-${localized.replace(/[^a-z0-9]+/gi, '_').slice(0, 60)}`;
        await page.screenshot({ path: `${SHOTS}/${name}.png` });
      });
    }
    expect(errors).toEqual([]);
  });
}
