import type { Page } from '@playwright/test';
import { contentText } from '../support/content';
import { expect, test } from '../support/fixtures';
import { demoUser, signInThroughPages } from '../support/sign-in';

const hx = (key: string, values: Record<string, string> = {}) =>
  contentText('en', 'charging-history', key, values);
const cp = (key: string, values: Record<string, string> = {}) =>
  contentText('en', 'charge-points', key, values);

type Rec = { id: string; rfid: string; cdrType: string; chargePointId: string | null };
type Page0 = { chargeData: Rec[]; totalChargeDataRecords: number };

const chargeData = (page: Page, match: (url: URL) => boolean = () => true) =>
  page
    .waitForResponse(
      (r) => r.url().includes('/api/evis/v1/charge-data?') && r.ok() && match(new URL(r.url())),
    )
    .then(async (r) => (await r.json()) as Page0);

async function signInEva(page: Page) {
  const eva = demoUser('evUser');
  const sites = page.waitForResponse((r) => r.url().includes('/api/evis/v1/sites/list?') && r.ok());
  await signInThroughPages(page, eva.email, eva.password);
  // Spec 001 §6: isEVUser lands on the charge points.
  await expect(page).toHaveURL(/\/charge-points$/);
  await sites;
  await page
    .getByRole('button', { name: contentText('en', 'cookies', 'agree_button') })
    .click({ timeout: 5_000 })
    .catch(() => undefined);
}

test('the EV-only user lands on charge points and opens a row detail', async ({ page }) => {
  await signInEva(page);
  await expect(page.getByRole('heading', { level: 1, name: cp('title') })).toBeVisible();
  const table = page.getByRole('table', { name: cp('table_label') });
  await table.locator('tbody tr:not([data-skeleton])').first().click();
  await expect(page.getByText(cp('detail_vehicles'))).toBeVisible();
  await expect(page.getByRole('link', { name: cp('view_details') })).toHaveAttribute(
    'href',
    /\/charge-points\/charger\?siteId=.+&chargerId=.+/,
  );
});

test('charging history: filter depot and public sessions, search, row detail to the charger', async ({
  page,
}) => {
  await signInEva(page);
  const first = chargeData(page);
  await page.goto('/en/charging-history');
  const all = await first;
  expect(all.totalChargeDataRecords).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { level: 1, name: hx('title') })).toBeVisible();
  const rows = page.getByRole('table', { name: hx('table_label') }).locator('tbody tr:not([data-skeleton])');

  const publicOnly = chargeData(page, (u) => u.searchParams.get('cdrType') === 'public');
  await page.getByText(hx('filter_public'), { exact: true }).click();
  const pub = await publicOnly;
  expect(pub.chargeData.every((r) => r.cdrType === 'public')).toBe(true);

  const depotOnly = chargeData(page, (u) => u.searchParams.get('cdrType') === 'depot');
  await page.getByText(hx('filter_depot'), { exact: true }).click();
  const depot = await depotOnly;
  expect(depot.totalChargeDataRecords + pub.totalChargeDataRecords).toBe(all.totalChargeDataRecords);
  const sample = depot.chargeData[0] as Rec;

  // Under 3 characters nothing is sent and the hint shows; the whole RFID finds the session.
  await page.getByLabel(hx('search_label')).fill('ab');
  await expect(page.getByText(hx('search_hint'))).toBeVisible();
  const searched = chargeData(page, (u) => u.searchParams.get('SearchBy') === sample.rfid);
  await page.getByLabel(hx('search_label')).fill(sample.rfid);
  const found = await searched;
  expect(found.chargeData.some((r) => r.id === sample.id)).toBe(true);
  await expect(rows.filter({ hasText: sample.rfid }).first()).toBeVisible();

  await rows.filter({ hasText: sample.rfid }).first().click();
  await expect(page.getByText(hx('detail_evse'))).toBeVisible();
  const charger = page.getByRole('link', { name: hx('view_charger') });
  await expect(charger).toHaveAttribute(
    'href',
    new RegExp(`chargerId=${encodeURIComponent(sample.chargePointId ?? '')}`),
  );
});
