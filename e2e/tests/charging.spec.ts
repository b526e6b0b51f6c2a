import type { Page } from '@playwright/test';
import { contentText } from '../support/content';
import { expect, test } from '../support/fixtures';
import { apiCall, apiGet } from '../support/session-api';
import { demoUser, signInThroughPages } from '../support/sign-in';

const hx = (key: string, values: Record<string, string> = {}) =>
  contentText('en', 'charging-history', key, values);
const cp = (key: string, values: Record<string, string> = {}) =>
  contentText('en', 'charge-points', key, values);
const ch = (key: string, values: Record<string, string> = {}) =>
  contentText('en', 'charger-details', key, values);
const dp = (key: string, values: Record<string, string> = {}) =>
  contentText('en', 'depot-permissions', key, values);
const SHOTS = '../test-results/charging';
const OVERVIEW = 'accessLevel=G&accessLevelCode=ALL';

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
  // Spec 001 §6: isEVUser lands on the charge points (session init can be slow on a busy machine).
  await expect(page).toHaveURL(/\/charge-points$/, { timeout: 30_000 });
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

test('charging history: open a charger from a session, rename it; a duplicate alias is refused (spec 001 §2, §5)', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signInEva(page);
  const depotOnly = chargeData(page, (u) => u.searchParams.get('cdrType') === 'depot');
  await page.goto('/en/charging-history');
  await page.getByText(hx('filter_depot'), { exact: true }).click();
  const sample = (await depotOnly).chargeData[0] as Rec;
  const rows = page.getByRole('table', { name: hx('table_label') }).locator('tbody tr:not([data-skeleton])');
  await rows.first().click();
  await expect(page.getByRole('figure', { name: new RegExp(hx('map_label')) })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}-history-detail-en.png`, fullPage: true });
  await page
    .getByRole('link', { name: hx('view_charger') })
    .first()
    .click();
  await expect(page).toHaveURL(
    new RegExp(`/charge-points/charger\\?siteId=.+&chargerId=${sample.chargePointId}`),
  );
  await expect(page.getByRole('heading', { level: 2, name: ch('usage_insights') })).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: ch('charger_sessions') })
      .locator('tbody tr:not([data-skeleton])')
      .first(),
  ).toBeVisible();
  const siteId = new URL(page.url()).searchParams.get('siteId') as string;

  // Another depot of the customer takes a name; this one may not take it too.
  const { sites } = (await apiGet(page, `/api/evis/v1/sites/list?${OVERVIEW}`)) as {
    sites: { siteId: string }[];
  };
  const other = sites.find((site) => site.siteId !== siteId) as { siteId: string };
  const taken = `E2E yard ${Date.now() % 100000}`;
  const set = await apiCall(page, 'POST', '/api/evis/v1/sites/details/alias', {
    accessLevel: 'G',
    accessLevelCode: 'ALL',
    siteId: other.siteId,
    siteAlias: taken,
  });
  expect(set.status()).toBe(200);

  const edit = page.getByRole('button', { name: new RegExp(`^(${ch('alias_set')}|${ch('alias_change')})$`) });
  await edit.click();
  const input = page.getByLabel(ch('alias_label'));
  await input.fill(taken.toUpperCase());
  await page.getByRole('button', { name: ch('alias_save') }).click();
  await expect(page.getByText(ch('cpo_charger_name_unique_err_msg'))).toBeVisible();

  const name = `Depot charger ${Date.now() % 100000}`;
  await input.fill('');
  await expect(page.getByRole('button', { name: ch('alias_save') })).toBeDisabled();
  await expect(page.getByText(ch('alias_empty'))).toBeVisible();
  await input.fill(name);
  const saved = page.waitForResponse((r) => r.url().includes('/sites/details/alias') && r.status() === 200);
  await page.getByRole('button', { name: ch('alias_save') }).click();
  await saved;
  await expect(page.getByTestId('charger-alias')).toHaveText(name);
  await page.screenshot({ path: `${SHOTS}-charger-en.png`, fullPage: true });

  // German at 390 px.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(page.url().replace('/en/', '/de/'));
  await expect(
    page.getByRole('heading', { level: 2, name: contentText('de', 'charger-details', 'usage_insights') }),
  ).toBeVisible();
  await expect(page.getByTestId('charger-alias')).toHaveText(name);
  await page.screenshot({ path: `${SHOTS}-charger-de-390.png`, fullPage: true });
  await page.goto('/de/charging-history');
  const deTable = page.getByRole('table', { name: contentText('de', 'charging-history', 'table_label') });
  await expect(deTable.locator('tbody tr:not([data-skeleton])').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}-history-de-390.png`, fullPage: true });
});

type Card = {
  id: string;
  rfId: string;
  cardEnabled: boolean;
  depotsAllowed: number;
  allowedSiteIds: string[];
};

test('depot permissions: grant a card one depot and see its allowed icon (spec 001 §2, §4)', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signInEva(page);
  // The page lists the cards of Eva's selected entry.
  const entry = (await apiGet(page, '/api/users/users/loggedinuser')) as {
    accessLevel: string;
    accessLevelCode: string;
  };
  const selected = `accessLevel=${entry.accessLevel}&accessLevelCode=${entry.accessLevelCode}`;
  const { cards } = (await apiGet(page, `/api/evis/v1/tokens/rfid-list?${selected}&pageSize=120`)) as {
    cards: Card[];
  };
  const card = cards.find((c) => c.cardEnabled && c.depotsAllowed === 0) as Card;
  expect(card, 'an enabled card without depots').toBeDefined();
  const { depots } = (await apiGet(page, `/api/evis/v1/sites/admin?${selected}`)) as {
    depots: { siteId: string; siteAlias: string | null; siteName: string }[];
  };
  const depot = depots[0] as (typeof depots)[number];
  const depotName = depot.siteAlias ?? depot.siteName;

  await page.goto('/en/depot-permissions/select-cards');
  await expect(page.getByRole('heading', { level: 1, name: dp('title') })).toBeVisible();
  const next = page.getByRole('button', { name: dp('next'), exact: true });
  await expect(next).toBeDisabled();
  await expect(page.getByText(dp('next_disabled'))).toBeVisible();
  const table = page.getByRole('table', { name: dp('cards_table') });
  await expect(table.locator('tbody tr:not([data-skeleton])').first()).toBeVisible();
  await expect(table.getByRole('checkbox', { disabled: true }).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}-select-cards-en.png`, fullPage: true });

  await page.getByLabel(dp('search_label')).fill(card.rfId);
  const row = table.locator('tbody tr', { hasText: card.rfId });
  await expect(row).toHaveCount(1);
  await row.getByText(card.rfId).click();
  const detail = page.getByTestId('card-depot').filter({ hasText: depotName });
  await expect(detail.getByRole('img', { name: dp('not_allowed') })).toBeVisible();

  await row.getByRole('checkbox', { name: dp('select_card', { rfid: card.rfId }) }).check();
  await expect(next).toBeEnabled();
  await next.click();
  await expect(page).toHaveURL(/\/depot-permissions\/select-depots$/);
  await page.getByRole('checkbox', { name: depotName }).check();
  await page.screenshot({ path: `${SHOTS}-select-depots-en.png`, fullPage: true });
  const saved = page.waitForResponse(
    (r) => r.url().includes('/tokens/restrictions/save') && r.status() !== 401,
  );
  await page.getByRole('button', { name: dp('save') }).click();
  expect((await saved).status()).toBe(200);

  await expect(page).toHaveURL(/\/depot-permissions\/select-cards$/);
  const alert = page.getByText(dp('save_success'));
  await expect(alert).toBeVisible();
  await expect(alert).toBeHidden({ timeout: 6_000 });
  await page.getByLabel(dp('search_label')).fill(card.rfId);
  await expect(row).toHaveCount(1);
  await row.getByText(card.rfId).click();
  await expect(detail.getByRole('img', { name: dp('allowed'), exact: true })).toBeVisible();
  const after = (await apiGet(page, `/api/evis/v1/tokens/rfid-list?${selected}&SearchBy=${card.rfId}`)) as {
    cards: Card[];
  };
  expect(after.cards[0]?.allowedSiteIds).toEqual([depot.siteId]);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/de/depot-permissions/select-cards');
  await expect(
    page.getByRole('heading', { level: 1, name: contentText('de', 'depot-permissions', 'title') }),
  ).toBeVisible();
  const deCards = page.getByRole('table', { name: contentText('de', 'depot-permissions', 'cards_table') });
  await expect(deCards.locator('tbody tr:not([data-skeleton])').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}-select-cards-de-390.png`, fullPage: true });
});
