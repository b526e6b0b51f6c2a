import type { Locator, Page } from '@playwright/test';
import { contentText } from '../support/content';
import { expect, test } from '../support/fixtures';
import { apiCall, apiGet } from '../support/session-api';
import { openSignedIn } from '../support/stored-session';

const NS = 'cards-restrictions';
const r = (key: string, values: Record<string, string> = {}) => contentText('en', NS, key, values);
const v = (key: string) => contentText('en', 'cards-view', key);
const SHOTS = '../test-results/restrictions';

/** oliver.user: one authority (A-level selection) holding every profile type (demo plan/restrictions). */
async function signIn(page: Page, locale = 'en', target = '/cards/restrictions') {
  await openSignedIn(page, 'user', `/${locale}${target}`);
  await page.getByRole('button', { name: contentText(locale, 'cookies', 'agree_button') }).click();
}

const table = (page: Page) => page.getByRole('table', { name: r('table_label') });
const dataRows = (page: Page) => table(page).locator('tbody tr:not([data-skeleton])');
const section = (page: Page, typeKey: string) => page.getByRole('region', { name: r(typeKey) });

/** Picks the option of a Mantine select by its position (the first real one after "All" is 1). */
async function pick(page: Page, label: string, index: number) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.nth(index)).toBeVisible();
  await options.nth(index).click();
}

async function profileByName(page: Page, name: string) {
  const { accessLevel, accessLevelCode } = await apiGet(page, '/api/users/users/loggedinuser');
  const list = await apiGet(
    page,
    `/api/cards/profile/all?accessLevel=${accessLevel}&accessLevelCode=${accessLevelCode}&searchText=${encodeURIComponent(name)}`,
  );
  return list.profiles.find((p: { profileName: string }) => p.profileName === name);
}

const next = (scope: Page | Locator) => scope.getByRole('button', { name: r('next'), exact: true });

test.describe('restriction profiles (spec 002 §2.5-§2.8, §4.12, §5.4)', () => {
  test('create with all five types, list, edit each type, rename, link to a card, unlink, delete', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signIn(page);
    await expect(page.getByRole('heading', { level: 1, name: r('title') })).toBeVisible();
    await expect(dataRows(page).first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}-list-en.png`, fullPage: true });

    // The wizard: every type tile, then one step per type in the fixed order (§2.7).
    await page.getByRole('button', { name: r('create_profile') }).click();
    await expect(page).toHaveURL(/\/cards\/restrictions\/new$/);
    await expect(next(page)).toHaveAttribute('aria-disabled', 'true');
    for (const key of [
      'type_spending_limits',
      'type_products_and_services',
      'type_sites',
      'type_day_and_time',
      'type_odometer',
    ])
      await page.getByRole('checkbox', { name: r(key) }).check();
    await page.screenshot({ path: `${SHOTS}-wizard-types-en.png`, fullPage: true });
    await next(page).click();

    // Spending limits: daily is checked; a weekly limit below the daily one is refused (§5.4).
    const spend = (period: string) => `${r(period)}: ${r('spend_limit_label', { currency: 'EUR' })}`;
    await page.getByLabel(spend('daily')).fill('200');
    await page.getByRole('checkbox', { name: r('weekly') }).check();
    await page.getByLabel(spend('weekly')).fill('100');
    await page.getByLabel(spend('weekly')).blur();
    await expect(page.getByText(r('restriction_valiation_max', { max: '100' }))).toBeVisible();
    await page.getByLabel(spend('weekly')).fill('900');
    await next(page).click();

    // Products: a category, then its details (§2.7).
    await page.getByRole('checkbox', { name: r('category_100') }).check();
    await next(page).click();
    await page.getByLabel(`${r('category_100')}: ${r('limit_daily_max_volume')}`).fill('400');
    await page.screenshot({ path: `${SHOTS}-wizard-products-en.png`, fullPage: true });
    await next(page).click();

    // Sites: a site type tile, then country, region and site (§2.7).
    await next(page).isVisible();
    await expect(next(page)).toHaveAttribute('aria-disabled', 'true');
    await page.getByRole('checkbox', { name: r('site_group_1') }).check();
    await next(page).click();
    const add = page.getByRole('button', { name: r('add_site') });
    await expect(add).toHaveAttribute('aria-disabled', 'true');
    await pick(page, r('country'), 0);
    await pick(page, r('region'), 1);
    await pick(page, r('site'), 1);
    await add.click();
    await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(1);
    await page.screenshot({ path: `${SHOTS}-wizard-sites-en.png`, fullPage: true });
    await next(page).click();

    // Day and time: weekdays by default.
    await expect(page.getByText(r('setup_b_days'))).toBeVisible();
    await next(page).click();

    // Odometer.
    await page.getByLabel(r('max_distance_label', { unit: 'km' })).fill('1500');
    await next(page).click();

    // Summary: the name defaults to the authority id and a timestamp, and is required.
    const name = page.getByLabel(r('profile_name'));
    await expect(name).toHaveValue(/^D\d+_\d{14}$/);
    const profileName = `E2E all types ${Date.now()}`;
    await name.fill(profileName);
    await page.screenshot({ path: `${SHOTS}-wizard-summary-en.png`, fullPage: true });
    await page.getByRole('button', { name: r('create'), exact: true }).click();
    await expect(page).toHaveURL(/\/cards\/restrictions$/);

    // The list shows it; a row click opens the detail.
    await page.getByLabel(r('search_label')).fill(profileName);
    await expect(dataRows(page)).toHaveCount(1);
    await expect(dataRows(page).first()).toContainText(profileName);
    await dataRows(page).first().click();
    await expect(page.getByRole('heading', { level: 1, name: profileName })).toBeVisible();
    const profile = await profileByName(page, profileName);
    expect(profile.restrictionTypes).toHaveLength(5);
    await page.screenshot({ path: `${SHOTS}-detail-en.png`, fullPage: true });

    const edit = async (typeKey: string, segment: string) => {
      await section(page, typeKey)
        .getByRole('button', { name: r('edit') })
        .click();
      await expect(page).toHaveURL(new RegExp(`/cards/restrictions/${profile.profileId}/edit/${segment}$`));
    };
    const saved = async () => {
      await page.getByRole('button', { name: r('save'), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/cards/restrictions/${profile.profileId}$`));
    };

    // Edit each type (§2.8) and see the change on the detail.
    await edit('type_spending_limits', 'spending-limits');
    await page.getByLabel(spend('daily')).fill('250');
    await saved();
    await expect(section(page, 'type_spending_limits')).toContainText('250');

    await edit('type_products_and_services', 'products-and-services');
    await page.getByRole('checkbox', { name: r('category_800') }).check();
    await next(page).click();
    await saved();
    await expect(section(page, 'type_products_and_services')).toContainText(r('category_800'));

    await edit('type_sites', 'sites');
    await page.getByRole('checkbox', { name: r('site_group_2') }).check();
    await next(page).click();
    await saved();
    await expect(section(page, 'type_sites')).toContainText(r('site_group_2'));

    await edit('type_day_and_time', 'day-and-time');
    await page
      .locator('label')
      .filter({ hasText: r('setup_w') })
      .click();
    await saved();
    await expect(section(page, 'type_day_and_time')).toContainText(r('day_6'));

    await edit('type_odometer', 'odometer');
    const distance = page.getByLabel(r('max_distance_label', { unit: 'km' }));
    await expect(page.getByRole('button', { name: r('save'), exact: true })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await distance.fill('2500');
    await saved();
    await expect(section(page, 'type_odometer')).toContainText(/2\D?500/);

    // An unknown type leads to the detail (§2.8).
    await page.goto(`/en/cards/restrictions/${profile.profileId}/edit/unknown`);
    await expect(page).toHaveURL(new RegExp(`/cards/restrictions/${profile.profileId}$`));

    // Rename (§5.4).
    const renamed = `${profileName} renamed`;
    await page.getByLabel(r('rename_label')).fill(renamed);
    await page.getByRole('button', { name: r('rename_save') }).click();
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();

    // Link it to a card in manage cards (spec 002 §4.5).
    const { accessLevelCode } = await apiGet(page, '/api/users/users/loggedinuser');
    const cards = await apiGet(
      page,
      `/api/cards/cards?accessLevel=A&accessLevelCode=${accessLevelCode}&pageSize=100`,
    );
    const card = cards.cards.find(
      (c: { cardStatusId: number; isStopped: boolean; profileId: number | null }) =>
        c.cardStatusId === 100 && !c.isStopped && c.profileId === null,
    );
    await page.goto(`/en/cards/view?searchTerm=${card.cardNumber}`);
    const cardRows = page.getByRole('table').locator('tbody tr:not([data-skeleton])');
    await expect(cardRows).toHaveCount(1);
    await cardRows
      .first()
      .getByRole('button', { name: contentText('en', 'common', 'table_expand_row') })
      .click();
    await page.getByRole('button', { name: v('action_edit_restrictions') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(v('yes')).check();
    await dialog.getByRole('combobox', { name: v('restriction_profile'), exact: true }).fill(renamed);
    await page.getByRole('option', { name: renamed }).click();
    await dialog.getByRole('button', { name: v('save') }).click();
    await expect(page.getByText(v('restriction_success'))).toBeVisible();
    expect((await profileByName(page, renamed)).noOfCards).toBe(1);

    // Unlink with its confirmation, back to the list with a notification (§4.12).
    await page.goto(`/en/cards/restrictions/${profile.profileId}`);
    await page.getByRole('button', { name: r('unlink') }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: r('unlink_confirm') })
      .click();
    await expect(page).toHaveURL(/\/cards\/restrictions$/);
    await expect(page.getByText(r('unlink_success', { name: renamed }))).toBeVisible();
    expect((await profileByName(page, renamed)).noOfCards).toBe(0);

    // Delete with its confirmation.
    await page.goto(`/en/cards/restrictions/${profile.profileId}`);
    await expect(page.getByRole('button', { name: r('unlink') })).toHaveAttribute('aria-disabled', 'true');
    await page.getByRole('button', { name: r('delete') }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: r('delete_confirm') })
      .click();
    await expect(page).toHaveURL(/\/cards\/restrictions$/);
    await expect(page.getByText(r('delete_success', { name: renamed }))).toBeVisible();
    const gone = await apiCall(page, 'GET', `/api/cards/profile/restrictions/${profile.profileId}`);
    expect(gone.status()).toBe(404);
  });

  test('German at 390 px: list, detail and the wizard fit the phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'de');
    const d = (key: string) => contentText('de', NS, key);
    await expect(page.getByRole('heading', { level: 1, name: d('title') })).toBeVisible();
    await expect(page.locator('tbody tr:not([data-skeleton])').first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}-list-de-390.png`, fullPage: true });
    const overflow = () => page.evaluate('document.documentElement.scrollWidth - window.innerWidth');
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.getByLabel(d('search_label')).fill('Full control');
    await expect(page.locator('tbody tr:not([data-skeleton])')).toHaveCount(1);
    await page.locator('tbody tr:not([data-skeleton])').first().click();
    await expect(page.getByRole('region', { name: d('type_odometer') })).toBeVisible();
    // Countries and the distance unit in German, not as the catalogue spells them (Germany, Engine oil, KMS).
    const sites = page.getByRole('region', { name: d('type_sites') });
    await expect(sites).toContainText('Deutschland');
    await expect(sites).not.toContainText('Germany');
    await expect(page.getByRole('region', { name: d('type_products_and_services') })).toContainText(
      'Motoröl',
    );
    await expect(page.getByRole('region', { name: d('type_odometer') })).toContainText(/\d km/);
    await page.screenshot({ path: `${SHOTS}-detail-de-390.png`, fullPage: true });
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.goto('/de/cards/restrictions/new');
    await page.getByRole('checkbox', { name: d('type_day_and_time') }).check();
    await page.getByRole('button', { name: d('next'), exact: true }).click();
    await page
      .locator('label')
      .filter({ hasText: d('setup_c') })
      .click();
    await expect(page.getByRole('switch', { name: d('set_restriction') }).first()).toBeVisible();
    await page.screenshot({ path: `${SHOTS}-wizard-day-de-390.png`, fullPage: true });
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
});
