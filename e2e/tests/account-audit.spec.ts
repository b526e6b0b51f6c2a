import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { contentText } from '../support/content';
import { expect, test } from '../support/fixtures';
import { apiCall, apiGet } from '../support/session-api';
import { demoUser, signInThroughPages } from '../support/sign-in';

const a = (key: string, locale = 'en') => contentText(locale, 'account', key);
const au = (key: string) => contentText('en', 'audit', key);
const g = (key: string) => contentText('en', 'groups', key);
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/account-audit-${name}.png`, fullPage: true });

/** The cookie banner covers the bottom of the page: agree once (spec 000 §2 Cookie banner). */
async function agreeToCookies(page: Page) {
  await page
    .getByRole('region', { name: contentText('en', 'cookies', 'banner_label') })
    .getByRole('button', { name: contentText('en', 'cookies', 'agree_button') })
    .click();
}

/** Picks an option of a Mantine Select by its label and the option's text. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('account profile, group list and audit log (spec 000 §2, §4; 002 §2.10)', () => {
  // Three pages with axe each, on a machine shared with other suites: more than the default minute.
  test.describe.configure({ mode: 'serial', timeout: 180_000 });
  const claire = demoUser('customerAdmin');

  test('the account page shows my details, saves details and preferences, and switches language', async ({
    page,
  }) => {
    await signInThroughPages(page, claire.email, claire.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await agreeToCookies(page);
    const before = await apiGet(page, '/api/users/userpreferences');
    const details = (await apiGet(page, '/api/users/users/details')).userDetails;
    try {
      await page.goto('/en/account');
      await expect(page.getByRole('heading', { level: 1, name: a('title') })).toBeVisible();
      await expect(page.getByRole('textbox', { name: a('email_label') })).toHaveValue(claire.email);
      await expect(page.getByRole('textbox', { name: a('first_name_label') })).toHaveValue(details.firstName);
      const saveDetails = page.getByRole('button', { name: a('save_details_button') });
      const savePreferences = page.getByRole('button', { name: a('save_preferences_button') });
      // Spec 000 §4: save stays disabled until something changed.
      await expect(saveDetails).toBeDisabled();
      await expect(savePreferences).toBeDisabled();
      await expect(
        page
          .getByRole('table', { name: a('access_authorities') })
          .getByRole('row')
          .nth(1),
      ).not.toHaveAttribute('data-skeleton');
      await expectNoSeriousAxeViolations(page);
      await shot(page, 'account-en');

      // Details: a bad name is refused on the field, a good one is saved and still there after reload.
      const jobTitle = page.getByRole('textbox', { name: a('job_title_label') });
      await jobTitle.fill('Fleet / Manager');
      await expect(page.getByText(a('special_character_message'))).toBeVisible();
      await expect(saveDetails).toBeDisabled();
      await jobTitle.fill('Head of Fleet');
      await expect(saveDetails).toBeEnabled();
      await saveDetails.click();
      await expect(page.getByRole('alert').filter({ hasText: a('success_message') })).toBeVisible();

      // Preferences: CSV delimiter and date format, saved and shown again after a reload.
      await choose(page, a('csv_delimiter_label'), 'Semicolon (;)');
      await choose(page, a('date_format_label'), 'YYYY-MM-DD hh:mm:ss');
      await expect(savePreferences).toBeEnabled();
      await savePreferences.click();
      await expect(page.getByRole('alert').filter({ hasText: a('success_message') })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('combobox', { name: a('csv_delimiter_label'), exact: true })).toHaveValue(
        'Semicolon (;)',
      );
      await expect(page.getByRole('combobox', { name: a('date_format_label'), exact: true })).toHaveValue(
        'YYYY-MM-DD hh:mm:ss',
      );
      await expect(page.getByRole('textbox', { name: a('job_title_label') })).toHaveValue('Head of Fleet');

      // Language: the descriptions end with the locale code; saving rewrites the path and the texts.
      await choose(page, a('language_label'), 'Deutsch (de)');
      await savePreferences.click();
      await expect(page).toHaveURL(/\/de\/account$/);
      await expect(page.getByRole('heading', { level: 1, name: a('title', 'de') })).toBeVisible();
      const cookies = await page.context().cookies();
      expect(cookies.find((c) => c.name === 'locale')?.value).toBe('de');
      await expectNoSeriousAxeViolations(page);
      await shot(page, 'account-de');

      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/de/account');
      await expect(page.getByRole('heading', { level: 1, name: a('title', 'de') })).toBeVisible();
      await shot(page, 'account-de-390');
    } finally {
      // Other tests sign in as Claire too: put her details and preferences back.
      const p = before.preferences;
      const restored = await apiCall(page, 'PUT', '/api/users/userpreferences/general', {
        dateFormat: p.dateFormat,
        cSVDelimiter: p.cSVDelimiter,
        languageCode: p.languageCode ?? 'en',
      });
      expect(restored.ok(), await restored.text()).toBe(true);
      const put = await apiCall(page, 'PUT', '/api/users/users/details', {
        firstName: details.firstName,
        lastName: details.lastName,
        jobTitle: details.jobTitle ?? '',
      });
      expect(put.ok(), await put.text()).toBe(true);
    }
  });

  test('the group list shows the columns of 002 §2.10 and finds a group', async ({ page }) => {
    await signInThroughPages(page, claire.email, claire.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await agreeToCookies(page);
    await page.goto('/en/access/groups');
    await expect(page.getByRole('heading', { level: 1, name: g('title') })).toBeVisible();
    const table = page.getByRole('table', { name: g('table_label') });
    for (const column of [
      'column_name',
      'column_email',
      'column_mobile',
      'column_status',
      'column_last_login',
    ])
      await expect(table.getByRole('columnheader', { name: g(column) })).toBeVisible();
    await expect(table.getByRole('row').nth(1)).not.toHaveAttribute('data-skeleton');
    const rows = table.getByRole('row');
    const count = await rows.count();
    expect(count).toBeGreaterThan(2);
    const firstName = ((await rows.nth(1).getByRole('cell').first().textContent()) ?? '').trim();
    await expect(page.getByRole('button', { name: g('new_group_button') })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await shot(page, 'groups-en');

    // The last word of the first group's name (the demo's groups differ there).
    await page
      .getByRole('searchbox', { name: g('search_label') })
      .fill(firstName.split(' ').at(-1) ?? firstName);
    await expect(table.getByRole('cell', { name: firstName })).toBeVisible();
    await expect(rows).toHaveCount(2);
    await page.getByRole('searchbox', { name: g('search_label') }).fill('no such group here');
    await expect(table.getByText(g('no_groups'))).toBeVisible();
  });

  test('an impersonating admin reads the audit log and filters it', async ({ page }) => {
    const admin = demoUser('platformAdmin');
    await signInThroughPages(page, admin.email, admin.password);
    await expect(page).toHaveURL(/\/admin$/);
    await agreeToCookies(page);
    const found = await apiGet(page, `/api/admin/users?search=${encodeURIComponent(claire.email)}`);
    const uniqueId = found.users.find((u: { email: string }) => u.email === claire.email)?.userUniqueId;
    expect(uniqueId).toBeTruthy();
    try {
      await page.goto(`/en/admin?impersonate=${encodeURIComponent(uniqueId)}`);
      await page.getByRole('button', { name: contentText('en', 'admin', 'action_impersonate') }).click();
      await expect(page).toHaveURL(/\/dashboard$/);

      await page.goto('/en/audit');
      await expect(page.getByRole('heading', { level: 1, name: au('title') })).toBeVisible();
      const table = page.getByRole('table', { name: au('table_label') });
      for (const column of ['column_log_type', 'column_actor', 'column_time', 'column_body'])
        await expect(table.getByRole('columnheader', { name: au(column) })).toBeVisible();
      // No sorting and no checkbox column (spec 000 §2).
      await expect(table.getByRole('checkbox')).toHaveCount(0);
      await expect(table.locator('th[aria-sort]')).toHaveCount(0);
      await expect(table.getByRole('row').nth(1)).not.toHaveAttribute('data-skeleton');
      await expect(page.getByText(au('mode_my_logs'), { exact: true })).toBeVisible();
      await expectNoSeriousAxeViolations(page);

      // Expanding a row shows the whole body.
      await table
        .getByRole('button', { name: contentText('en', 'common', 'table_expand_row') })
        .first()
        .click();
      await expect(table.locator('pre').first()).toBeVisible();
      await shot(page, 'audit-my-logs');

      // All logs (spec 000 §4): with several parents or accounts Apply waits for a choice; with exactly
      // one (this session works in one account) it is chosen automatically. Clicking toggles it.
      await page.getByRole('button', { name: au('filters_button') }).click();
      const dialog = page.getByRole('dialog', { name: au('filters_title') });
      await dialog.getByText(au('mode_all_logs'), { exact: true }).click();
      const apply = dialog.getByRole('button', { name: au('apply_button') });
      const group = dialog.getByRole('group', { name: au('hierarchy_label') });
      const items = group.getByRole('checkbox');
      // Mantine chips hide their input: a person clicks the chip's label.
      const firstChip = group.locator('label').first();
      const count = await items.count();
      expect(count).toBeGreaterThan(0);
      if (count === 1) {
        await expect(items.first()).toBeChecked();
        await expect(apply).toBeEnabled();
        await firstChip.click();
        await expect(items.first()).not.toBeChecked();
        await firstChip.click();
        await expect(items.first()).toBeChecked();
      } else {
        await expect(apply).toBeDisabled();
        await firstChip.click();
      }
      await expect(apply).toBeEnabled();
      await expectNoSeriousAxeViolations(page);
      await shot(page, 'audit-filters');
      await apply.click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(au('mode_all_logs'), { exact: true })).toBeVisible();
      await expect(table.getByRole('row').nth(1)).not.toHaveAttribute('data-skeleton');
      await expect(table.getByText(au('no_logs'))).toHaveCount(0);
      await shot(page, 'audit-all-logs');
    } finally {
      await apiCall(page, 'DELETE', '/api/admin/impersonation');
    }
  });
});
