import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { contentText } from '../support/content';
import { expect, test } from '../support/fixtures';
import { apiCall, apiGet, selectEntry } from '../support/session-api';
import { openSignedIn } from '../support/stored-session';

const NS = 'cards-limits';
const l = (key: string, values: Record<string, string> = {}, locale = 'en') =>
  contentText(locale, NS, key, values);
const SHOTS = '../test-results/limits';

type Override = { authorityId: string; endTime: string };

async function signIn(page: Page, locale = 'en') {
  await openSignedIn(page, 'customerAdmin', `/${locale}/dashboard`);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: contentText(locale, 'cookies', 'agree_button') }).click();
}

const running = async (page: Page): Promise<Override[]> =>
  (await apiGet(page, '/api/cards/profile/overrides?accessLevel=G&accessLevelCode=ALL')).overrides;

/** An authority of the user with restriction profiles allowed (masthead isAck not N), running an override or not. */
async function authorityWhere(page: Page, withOverride: boolean): Promise<string> {
  const hierarchy = await apiGet(page, '/api/users/users/hierarchy');
  const busy = new Set((await running(page)).map((o) => o.authorityId));
  for (const { authorityId } of hierarchy.authorities as { authorityId: string }[]) {
    if (busy.has(authorityId) !== withOverride) continue;
    const { masthead } = await apiGet(
      page,
      `/api/users/users/permissions?accessLevel=A&accessLevelCode=${authorityId}`,
    );
    if (masthead?.isAck !== 'N') return authorityId;
  }
  throw new Error('no authority fits');
}

const countdown = (page: Page) => page.getByTestId('override-countdown');
const dialog = (page: Page) => page.getByRole('dialog');
const rows = (page: Page, locale = 'en') =>
  page.getByRole('table', { name: l('table_label', {}, locale) }).locator('tbody tr:not([data-skeleton])');

test.describe('overrides and account spending limits (spec 002 §2.5, §2.9, §4.10, §4.11, §5.4)', () => {
  test('sets, extends and ends an override, the countdown running', async ({ page }) => {
    test.slow();
    await signIn(page);
    const authorityId = await authorityWhere(page, false);
    await selectEntry(page, 'A', authorityId);
    await page.goto('/en/cards/limits');
    await expect(page.getByRole('heading', { level: 1, name: l('title') })).toBeVisible();
    await expect(page.getByText(l('override_none'))).toBeVisible();

    await page.getByRole('button', { name: l('override_set_button') }).click();
    await expect(dialog(page).getByRole('radio', { name: l('override_accept_alert') })).toBeChecked();
    await dialog(page)
      .getByRole('radio', { name: l('override_accept'), exact: true })
      .check();
    await dialog(page).getByLabel(l('override_duration_label')).selectOption('2');
    await page.screenshot({ path: `${SHOTS}-override-dialog.png`, fullPage: true });
    await dialog(page)
      .getByRole('button', { name: l('override_create_button') })
      .click();

    const banner = page.getByTestId('override-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(
      l('override_banner_text', { authority: authorityId }).split(' (')[0] as string,
    );
    await expect(countdown(page)).toHaveText(/^01:5\d:\d\d$/);
    // Watch it count down: the text changes without a reload.
    const first = await countdown(page).textContent();
    await expect(countdown(page)).not.toHaveText(first ?? '');
    await page.screenshot({ path: `${SHOTS}-override-running.png`, fullPage: true });

    await banner.getByRole('button', { name: l('override_extend_button') }).click();
    // The extension may change the alert choice: from Accept to Accept and alert.
    await expect(dialog(page).getByRole('radio', { name: l('override_accept'), exact: true })).toBeChecked();
    await dialog(page)
      .getByRole('radio', { name: l('override_accept_alert') })
      .check();
    await dialog(page).getByLabel(l('override_extend_label')).selectOption('3');
    await dialog(page)
      .getByRole('button', { name: l('override_extend_button') })
      .click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(countdown(page)).toHaveText(/^04:5\d:\d\d$/);
    const customer = (
      (await running(page)).find((o) => o.authorityId === authorityId) as Override & {
        customerName: string;
      }
    ).customerName;
    await expect(banner).toContainText(l('override_banner_text_alert', { authority: authorityId, customer }));
    // The same banner stands above the restriction profile list (spec 002 §2.5).
    await page.goto('/en/cards/restrictions');
    await expect(banner).toContainText(l('override_banner_text_alert', { authority: authorityId, customer }));
    await expect(countdown(page)).toHaveText(/^04:[45]\d:\d\d$/);
    await page.goto('/en/cards/limits');

    await banner.getByRole('button', { name: l('override_end_button') }).click();
    await expect(dialog(page).getByText(l('override_end_message'))).toBeVisible();
    await dialog(page)
      .getByRole('button', { name: l('override_end_button') })
      .click();
    await expect(banner).toHaveCount(0);
    await expect(page.getByText(l('override_none'))).toBeVisible();
    expect((await running(page)).some((o) => o.authorityId === authorityId)).toBe(false);
  });

  test('edits an account limit: the §5.4 rules as typed, then saved and shown in the list', async ({
    page,
  }) => {
    await signIn(page);
    const hierarchy = await apiGet(page, '/api/users/users/hierarchy');
    await selectEntry(page, 'G', hierarchy.groups[0].groupId);
    const authorityId = hierarchy.groups[0].authorityIds.at(-1) as string;
    await page.goto('/en/cards/limits');
    await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
    await page.getByLabel(l('search_label')).fill(authorityId);
    await expect(rows(page)).toHaveCount(1);
    await rows(page).first().click();
    await expect(page).toHaveURL(new RegExp(`/cards/limits/${authorityId}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: l('edit_title', { authority: authorityId }) }),
    ).toBeVisible();

    const field = (key: string) => page.getByRole('textbox', { name: new RegExp(l(key)) });
    const save = page.getByRole('button', { name: l('save') });
    await field('daily_label').fill('100');
    await field('weekly_label').fill('50');
    await expect(page.getByText(l('restriction_valiation_max', { max: '50' }))).toBeVisible();
    await expect(save).toBeDisabled();
    await expect(page.getByText(l('save_disabled_invalid'))).toBeVisible();
    await field('weekly_label').fill('500');
    await field('monthly_label').fill('2000');
    await field('rolling_days_label').fill('1');
    await expect(page.getByText(l('restriction_valiation_min', { min: '2' }))).toBeVisible();
    await field('rolling_days_label').fill('7');
    await field('rolling_amount_label').fill('600');
    await page.getByRole('radio', { name: l('violation_option_3') }).check();
    await expect(page.getByText(l('violation_message_3'))).toBeVisible();
    await page.screenshot({ path: `${SHOTS}-edit.png`, fullPage: true });
    await save.click();

    await expect(page).toHaveURL(/\/cards\/limits$/);
    await expect(page.getByText(l('edit_success', { authority: authorityId }))).toBeVisible();
    const saved = await apiGet(
      page,
      `/api/users/hierarchy/authorities/accountlimits?authorityIds=${authorityId}`,
    );
    expect(saved.accountSpendingLimits[0]).toMatchObject({
      dailySpendLimit: 100,
      weeklySpendLimit: 500,
      monthlySpendLimit: 2000,
      rollingDays: 7,
      rollingSpendLimit: 600,
      acceptViolation: false,
      alertViolation: true,
    });
    await page.getByLabel(l('search_label')).fill(authorityId);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(l('violation_option_3'));
    await page.screenshot({ path: `${SHOTS}-list.png`, fullPage: true });
  });

  test('German at 390 px: the running override banner and the edit page', async ({ page }) => {
    test.slow();
    await signIn(page, 'de');
    // An override of 3 hours on an account that allows restriction profiles, set through the API.
    const authorityId = await authorityWhere(page, false);
    const [row] = (
      await apiGet(page, `/api/users/hierarchy/authorities/accountlimits?authorityIds=${authorityId}`)
    ).accountSpendingLimits;
    const set = await apiCall(page, 'POST', '/api/cards/profile/overrides', {
      acceptViolation: true,
      alertViolation: true,
      authorityId,
      customerId: row.customerId,
      parentId: row.parentId,
      duration: 3,
    });
    expect(set.ok(), `override: ${set.status()}`).toBe(true);
    await selectEntry(page, 'A', authorityId);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/de/cards/limits');
    await expect(page.getByRole('heading', { level: 1, name: l('title', {}, 'de') })).toBeVisible();
    await expect(page.getByTestId('override-banner')).toContainText(l('override_ends_in', {}, 'de'));
    await expect(countdown(page)).toHaveText(/^\d\d:\d\d:\d\d$/);
    await expect(rows(page, 'de')).toHaveCount(1);
    await page.screenshot({ path: `${SHOTS}-de-390.png`, fullPage: true });
    await expectNoSeriousAxeViolations(page);
    await rows(page, 'de').first().click();
    await expect(
      page.getByRole('heading', { level: 1, name: l('edit_title', { authority: authorityId }, 'de') }),
    ).toBeVisible();
    await expect(page.getByText(l('save_disabled_unchanged', {}, 'de'))).toBeVisible();
    await page.screenshot({ path: `${SHOTS}-edit-de-390.png`, fullPage: true });
    await expectNoSeriousAxeViolations(page);
  });
});
