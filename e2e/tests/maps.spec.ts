import type { Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { contentText } from '../support/content';
import { expect, test } from '../support/fixtures';
import { apiGet } from '../support/session-api';
import { demoUser, signInThroughPages } from '../support/sign-in';
import { openSignedIn } from '../support/stored-session';

const SHOTS = '../test-results/maps';

/**
 * Issue 15 maps: no request leaves the portal's origin (no tile server, no CDN), so what the map shows
 * comes with the app. Returns the addresses that were tried elsewhere.
 */
async function offline(page: Page) {
  const outside: string[] = [];
  await page.context().route(
    (url) => url.origin !== new URL(baseURL).origin,
    (route) => {
      outside.push(route.request().url());
      return route.abort();
    },
  );
  return outside;
}

/** The offline base layer's country shapes under the pins, and the site's place label. */
async function expectBaseLayerAndLabel(page: Page, place: string) {
  const map = page.locator('.leaflet-container').first();
  await expect(map).toBeVisible();
  // Natural Earth 1:50m: a few hundred country outlines, drawn as SVG paths in their own pane.
  await expect
    .poll(() => map.locator('.leaflet-base-layer-pane path').count(), { timeout: 20_000 })
    .toBeGreaterThan(100);
  const label = map.locator('.leaflet-tooltip');
  await expect(label).toBeVisible();
  await expect(label).toContainText(place);
}

test.describe('maps with an offline base layer (issue 15, spec 001 §2)', () => {
  // Two pages, two sizes, a country layer of a few hundred shapes and an axe scan each.
  test.describe.configure({ timeout: 150_000 });
  test('a charge point shows the country shapes and its town, with no network', async ({ page }) => {
    const outside = await offline(page);
    const eva = demoUser('evUser');
    await signInThroughPages(page, eva.email, eva.password, 'de');
    await expect(page).toHaveURL(/\/charge-points$/, { timeout: 30_000 });
    await page
      .getByRole('button', { name: contentText('de', 'cookies', 'agree_button') })
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    const selection = await apiGet(page, '/api/users/users/loggedinuser');
    const { sites } = (await apiGet(
      page,
      `/api/evis/v1/sites/list?accessLevel=${selection.accessLevel}&accessLevelCode=${selection.accessLevelCode}`,
    )) as { sites: { siteCity: string }[] };
    const table = page.getByRole('table', { name: contentText('de', 'charge-points', 'table_label') });
    await table.locator('tbody tr:not([data-skeleton])').first().click();
    const towns = [...new Set(sites.map((s) => s.siteCity))];
    // The label's element exists before its text is rendered into it: wait for a town, not the element.
    const label = page.locator('.leaflet-tooltip').first();
    await expect(label).toContainText(
      new RegExp(towns.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')),
    );
    const shown = (await label.textContent()) ?? '';
    await expectBaseLayerAndLabel(page, towns.find((town) => shown.includes(town)) ?? '');
    await page.screenshot({ path: `${SHOTS}-charge-point-de-1366.png`, fullPage: true });
    await expectNoSeriousAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/pl/charge-points');
    await page
      .getByRole('table', { name: contentText('pl', 'charge-points', 'table_label') })
      .locator('tbody tr:not([data-skeleton])')
      .first()
      .click();
    await expect(page.locator('.leaflet-base-layer-pane path').first()).toBeAttached();
    await page.screenshot({ path: `${SHOTS}-charge-point-pl-390.png`, fullPage: true });
    expect(outside).toEqual([]);
  });

  test('a transaction shows where it happened: country shapes and the site and town label', async ({
    page,
  }) => {
    const outside = await offline(page);
    const list = page.waitForResponse((r) => r.url().includes('/api/transactions/transactions?') && r.ok());
    await openSignedIn(page, 'user', '/de/transactions');
    const { transactions } = (await (await list).json()) as { transactions: unknown[] };
    await page
      .getByRole('button', { name: contentText('de', 'cookies', 'agree_button') })
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    expect(transactions.length).toBeGreaterThan(0);
    // The first line of the list that happened at a site (a line may have none: "no site details").
    type Summary = { transaction: { mapDetails: { siteTown: string | null; latitude: number | null } } };
    const rows = page.locator('tbody tr:not([data-skeleton])');
    let transaction: Summary['transaction'] | undefined;
    for (let i = 0; i < 5 && !transaction?.mapDetails.latitude; i++) {
      if (i > 0) {
        // Collapse the previous line first, so the list's rows keep their places.
        await rows.nth(i - 1).click();
        await expect(page.locator('.leaflet-container, figure')).toHaveCount(0);
      }
      const summary = page.waitForResponse((r) => r.url().includes('format=v1_summary') && r.ok());
      await rows.nth(i).click();
      transaction = ((await (await summary).json()) as Summary).transaction;
    }
    expect(transaction?.mapDetails.latitude).not.toBeNull();
    await expectBaseLayerAndLabel(page, transaction?.mapDetails.siteTown ?? '');
    await page.screenshot({ path: `${SHOTS}-transaction-de-1366.png`, fullPage: true });
    await expectNoSeriousAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/pl/transactions');
    await page.locator('tbody tr:not([data-skeleton])').first().click();
    await expect(page.locator('.leaflet-base-layer-pane path').first()).toBeAttached();
    await page.locator('.leaflet-container').first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}-transaction-pl-390.png`, fullPage: true });
    expect(outside).toEqual([]);
  });
});
