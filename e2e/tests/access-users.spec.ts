import type { Browser, Locator, Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { contentText } from '../support/content';
import { ANY_USER, expect, test } from '../support/fixtures';
import { apiGet } from '../support/session-api';
import { demoUser, signInThroughPages } from '../support/sign-in';
import { openSignedIn, type StoredRole } from '../support/stored-session';

const u = (key: string, values: Record<string, string> = {}) => contentText('en', 'users', key, values);
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/access-users-${name}.png`, fullPage: true });

/** The authority ids the signed-in user can pick in the hierarchy selector (spec 000 §2 Shell). */
async function selectorAuthorityIds(page: Page) {
  await page.getByRole('button', { name: new RegExp(contentText('en', 'shell', 'switch_button')) }).click();
  const list = page.getByRole('list', { name: contentText('en', 'shell', 'selector_list_label') });
  await expect(list).toBeVisible();
  const texts = await list.getByRole('listitem').allInnerTexts();
  await page.keyboard.press('Escape');
  return texts.map((text) => /[A-Z]?\d{3,7}/.exec(text)?.[0]).sort();
}

/** Signs in through the pages, lands on the dashboard and accepts the cookie banner. */
async function signInAndAgree(page: Page, email: string, password: string, locale = 'en') {
  await signInThroughPages(page, email, password, locale);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('button', { name: contentText(locale, 'cookies', 'agree_button') }).click();
}

async function newUserPage(browser: Browser, email: string, password: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAndAgree(page, email, password);
  return page;
}

/** Picks a role in the Select of one authority row. */
async function chooseRole(page: Page, authority: RegExp, index: number) {
  await page.getByRole('combobox', { name: authority }).click();
  const option = page.getByRole('option').nth(index);
  const name = ((await option.textContent()) ?? '').trim();
  await option.click();
  return name;
}

test.describe('user administration (spec 000 §2 users, edit user, add-user wizard)', () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 });
  const email = `nadia.new.${Date.now()}@example.com`;
  const password = 'Nadia-first-pass-1';
  const admin = demoUser('customerAdmin');

  test('the users list searches, filters by status, sorts and opens a user', async ({ page }) => {
    await signInAndAgree(page, admin.email, admin.password);
    await page.goto('/en/access/users');
    await expect(page.getByRole('heading', { level: 1, name: u('title') })).toBeVisible();
    const table = page.getByRole('table', { name: u('table_label') });
    await expect(table.getByRole('row').nth(1)).not.toHaveAttribute('data-skeleton');
    await expectNoSeriousAxeViolations(page);
    await shot(page, 'list-en');

    await page.getByRole('textbox', { name: u('search_label') }).fill('Jansen');
    await expect(table.getByRole('link', { name: /Iris Jansen/ })).toBeVisible();
    await page.getByRole('textbox', { name: u('search_label') }).fill('');

    await page.getByRole('combobox', { name: u('status_filter_label') }).click();
    await page.getByRole('option', { name: u('status_link_expired') }).click();
    await expect(table.getByText(u('status_link_expired')).first()).toBeVisible();
    await expect(table.getByText(u('status_active'))).toHaveCount(0);

    // More than one user selected for editing: the spec's modal text.
    const boxes = table.getByRole('checkbox', { name: contentText('en', 'common', 'table_select_row') });
    if ((await boxes.count()) >= 2) {
      await boxes.nth(0).check();
      await boxes.nth(1).check();
      await page.getByRole('button', { name: u('edit_button') }).click();
      await expect(page.getByText('Select a single user to edit')).toBeVisible();
      await page.getByRole('button', { name: u('ok_button') }).click();
    }

    await page.getByRole('combobox', { name: u('status_filter_label') }).click();
    await page.getByRole('option', { name: u('filter_all') }).click();
    await table.getByRole('button', { name: u('column_email') }).click();
    await expect(table.getByRole('columnheader', { name: u('column_email') })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await table.getByRole('row').nth(1).getByRole('cell').nth(3).click();
    await expect(page).toHaveURL(/\/en\/access\/users\/\d+$/);
    await expect(page.getByRole('heading', { name: u('details_title') })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test('invite through the wizard, register from the mailbox, activate and see exactly the granted accounts', async ({
    page,
    browser,
  }) => {
    await signInAndAgree(page, admin.email, admin.password);
    await page.goto('/en/access/users/new');

    // Step 0: details, with the §5 rules and the exists check before moving on.
    await page.getByRole('textbox', { name: u('first_name_label') }).fill('Na/dia');
    await page.getByRole('textbox', { name: u('last_name_label') }).fill('  Novak  ');
    await page.getByRole('textbox', { name: u('email_label') }).fill(admin.email);
    await page.getByRole('button', { name: u('next_button'), exact: true }).click();
    await expect(page.getByText(u('special_character_message'))).toBeVisible();
    await page.getByRole('textbox', { name: u('first_name_label') }).fill('Nadia');
    await page.getByRole('button', { name: u('next_button'), exact: true }).click();
    await expect(page.getByText(u('email_exists'))).toBeVisible();
    await page.getByRole('textbox', { name: u('email_label') }).fill(email);
    await expectNoSeriousAxeViolations(page);
    await shot(page, 'wizard-details');
    await page.getByRole('button', { name: u('next_button'), exact: true }).click();

    // Step 1: at least one account.
    await page.getByRole('button', { name: u('next_button'), exact: true }).click();
    await expect(page.getByText(u('authority_required_message'))).toBeVisible();
    const switches = page.getByRole('switch');
    const granted: string[] = [];
    for (const i of [0, 1]) {
      const label = (await switches.nth(i).getAttribute('aria-label')) ?? '';
      granted.push(/[A-Z]?\d{3,7}/.exec(label)?.[0] as string);
      await switches.nth(i).check({ force: true });
    }
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: u('next_button'), exact: true }).click();

    // Step 2: a role for each.
    await page.getByRole('button', { name: u('next_button'), exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: u('role_required_message') })).toBeVisible();
    for (const id of granted) await chooseRole(page, new RegExp(id), 0);
    await shot(page, 'wizard-roles');
    await page.getByRole('button', { name: u('next_button'), exact: true }).click();

    // Step 3: summary, then 4: sent.
    await expect(page.getByText(email)).toBeVisible();
    for (const id of granted) await expect(page.getByRole('cell', { name: new RegExp(id) })).toBeVisible();
    await page.getByRole('button', { name: u('submit_button') }).click();
    await expect(page.getByText(u('sent_text', { email }))).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await shot(page, 'wizard-sent');

    // The invitation in the demo mailbox leads to registration.
    // Read in English: the mail's language is Claire's, which a test beside this one may have changed.
    await page.goto('/mailbox');
    const invitation = await page
      .locator('article', { hasText: email })
      .first()
      .locator('a[href*="registration.html"]')
      .getAttribute('href');
    await page.goto(String(invitation).replace(/\/[a-z]{2}\/registration\.html/, '/en/registration.html'));
    await expect(page.getByText(contentText('en', 'invite', 'validated'))).toBeVisible();
    await page
      .getByRole('link', { name: contentText('en', 'invite', 'register_button') })
      .or(page.getByRole('button', { name: contentText('en', 'invite', 'register_button') }))
      .click();
    await expect(page.getByLabel(contentText('en', 'register', 'first_name_label'))).toHaveValue('Nadia');
    await expect(page.getByLabel(contentText('en', 'register', 'last_name_label'))).toHaveValue('Novak');
    await page.getByRole('button', { name: contentText('en', 'register', 'continue_button') }).click();
    await expect(page.getByText(contentText('en', 'register', 'success_title'))).toBeVisible();
    await page.goto('/mailbox');
    await page.locator('article', { hasText: email }).first().locator('a[href*="/oidc/activate"]').click();
    await page.getByLabel(contentText('en', 'signin', 'new_password_label')).fill(password);
    await page.getByLabel(contentText('en', 'signin', 'confirm_password_label')).fill(password);
    await page.getByRole('button', { name: contentText('en', 'signin', 'activate_submit') }).click();
    await expect(page.getByText(contentText('en', 'signin', 'activation_done'))).toBeVisible();

    const nadia = await newUserPage(browser, email, password);
    expect(await selectorAuthorityIds(nadia)).toEqual([...granted].sort());
    await nadia.context().close();
  });

  test('edit access (add, change a role, remove) takes effect; revoke ends the access', async ({
    page,
    browser,
  }) => {
    await signInAndAgree(page, admin.email, admin.password);
    await page.goto('/en/access/users');
    await page.getByRole('textbox', { name: u('search_label') }).fill('Nadia');
    await page.getByRole('link', { name: /Nadia Novak/ }).click();
    await expect(page.getByRole('heading', { name: u('access_title') })).toBeVisible();
    await expect(page.getByText(u('resend_warning_title'))).toHaveCount(0);
    const save = page.getByRole('button', { name: u('save_access_button') });
    await expect(save).toBeDisabled();

    const switches = page.getByRole('switch');
    const on: string[] = [];
    const off: string[] = [];
    for (let i = 0; i < (await switches.count()); i++) {
      const label = (await switches.nth(i).getAttribute('aria-label')) ?? '';
      const id = /[A-Z]?\d{3,7}/.exec(label)?.[0] as string;
      ((await switches.nth(i).isChecked()) ? on : off).push(id);
    }
    expect(on).toHaveLength(2);
    const [kept, removed] = on as [string, string];
    const added = off[0] as string;
    await page.getByRole('switch', { name: new RegExp(added) }).check({ force: true });
    await chooseRole(page, new RegExp(added), 0);
    const changedRole = await chooseRole(page, new RegExp(kept), 1);
    await page.getByRole('switch', { name: new RegExp(removed) }).uncheck({ force: true });
    await expect(save).toBeEnabled();
    await expectNoSeriousAxeViolations(page);
    await shot(page, 'edit-access');
    await save.click();
    await expect(page.getByText(u('edit_success', { name: 'Nadia Novak' }))).toBeVisible();
    await expect(page.getByRole('combobox', { name: new RegExp(kept) })).toHaveValue(changedRole);

    const nadia = await newUserPage(browser, email, password);
    expect(await selectorAuthorityIds(nadia)).toEqual([kept, added].sort());

    // Revoke with confirmation: back to the list, and Nadia's session is over.
    await page.getByRole('button', { name: u('revoke_button') }).click();
    await expect(page.getByRole('dialog', { name: u('revoke_title') })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page
      .getByRole('dialog')
      .getByRole('button', { name: u('revoke_button') })
      .click();
    await expect(page).toHaveURL(/\/en\/access\/users$/);
    await expect(page.getByText(u('revoke_success', { name: 'Nadia Novak' }))).toBeVisible();

    await nadia.reload();
    await expect(nadia).toHaveURL(/\/login/, { timeout: 20_000 });
    await signInThroughPages(nadia, email, password);
    await expect(nadia.getByRole('alert')).toHaveText(contentText('en', 'signin', 'error_invalid'));
    await nadia.context().close();
  });

  test('the pages read in German and on a 390 px wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAndAgree(page, admin.email, admin.password, 'de');
    await page.goto('/de/access/users');
    await expect(
      page.getByRole('heading', { level: 1, name: contentText('de', 'users', 'title') }),
    ).toBeVisible();
    await expect(page.getByRole('table').getByRole('row').nth(1)).not.toHaveAttribute('data-skeleton');
    await shot(page, 'list-de-390');
    await page.goto('/de/access/users/new');
    await expect(
      page.getByRole('heading', { name: contentText('de', 'users', 'add_title'), level: 1 }),
    ).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await shot(page, 'wizard-de-390');
  });

  for (const locale of ['de', 'es', 'pl'])
    for (const width of [390, 1366])
      test(`status badges are never cut and emails never wrap a letter per line (${locale}, ${width} px; issue 15)`, async ({
        page,
      }) => {
        await openAs(page, 'customerAdmin', '/access/users', locale, width);
        const table = page.getByRole('table');
        await expect(table.getByRole('row').nth(1)).not.toHaveAttribute('data-skeleton');
        // Every status of the demo users ("Link expired" is the longest) in its full words.
        const badges = table.locator('.mantine-Badge-label');
        await expect(badges.first()).toBeVisible();
        const cut = await badges.evaluateAll((labels) =>
          labels.filter((l) => l.scrollWidth > l.clientWidth + 1).map((l) => l.textContent),
        );
        expect(cut).toEqual([]);
        // An address is at least about 14 characters wide: at most a few lines, not a letter per line.
        const narrow = await table
          .locator('td span[style*="min-width"]')
          .evaluateAll((spans) =>
            spans.filter((s) => s.getBoundingClientRect().height > 100).map((s) => s.textContent),
          );
        expect(narrow).toEqual([]);
        await shot(page, `badges-${locale}-${width}`);
      });

  test('for a migrated user New user is disabled, with the message and the support contact', {
    tag: ANY_USER,
  }, async ({ page }) => {
    // A migrated user only sees the migration page; an admin impersonating one sees the users list.
    const platformAdmin = demoUser('platformAdmin');
    await signInThroughPages(page, platformAdmin.email, platformAdmin.password);
    await expect(page).toHaveURL(/\/admin$/);
    const migrated = demoUser('migrated');
    const found = (await apiGet(page, `/api/admin/users?search=${encodeURIComponent(migrated.email)}`)) as {
      users: { email: string; userUniqueId: string | null }[];
    };
    const uniqueId = found.users.find((x) => x.email === migrated.email)?.userUniqueId;
    expect(uniqueId).toBeTruthy();
    await page.goto(`/en/admin?impersonate=${uniqueId}`);
    const dialog = page.getByRole('dialog', {
      name: contentText('en', 'admin', 'impersonate_confirm_title'),
    });
    await dialog.getByRole('button', { name: contentText('en', 'admin', 'action_impersonate') }).click();
    await expect(page.getByText(contentText('en', 'shell', 'exit_impersonation'))).toBeVisible();
    await page.goto('/en/access/users');
    await expect(page.getByRole('button', { name: u('new_user_button') })).toBeDisabled();
    await expect(page.getByText(u('migrated_title'))).toBeVisible();
    await expect(page.getByText(u('migrated_text'))).toBeVisible();
    await shot(page, 'migrated-new-user-disabled');
    await page.getByRole('button', { name: contentText('en', 'shell', 'exit_impersonation') }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('an admin who is not impersonating is sent to /admin (000 §6)', { tag: ANY_USER }, async ({
    page,
  }) => {
    const platformAdmin = demoUser('platformAdmin');
    await signInThroughPages(page, platformAdmin.email, platformAdmin.password);
    await expect(page).toHaveURL(/\/admin$/);
    for (const path of ['/en/access/users', '/en/access/users/new', '/en/access/users/9']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin$/);
    }
  });
});

/** Opens `path` as a stored role at the viewport width and accepts the cookie banner. */
async function openAs(page: Page, role: StoredRole, path: string, locale = 'en', width = 1366) {
  await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
  await openSignedIn(page, role, `/${locale}${path}`);
  const agree = page.getByRole('button', { name: contentText(locale, 'cookies', 'agree_button') });
  // The banner shows until consent is stored; a stored session may already hold it.
  if (
    await agree.waitFor({ timeout: 5_000 }).then(
      () => true,
      () => false,
    )
  )
    await agree.click();
}

/** The text of one cell of a row. */
const cellText = async (row: Locator, index: number) =>
  ((await row.getByRole('cell').nth(index).textContent()) ?? '').trim();

/** The Groups column of a user's row in the users list, found by searching the (unique) email. */
async function groupsCountOf(page: Page, email: string) {
  await page.goto('/en/access/users');
  await page.getByRole('textbox', { name: u('search_label') }).fill(email);
  const row = page
    .getByRole('table', { name: u('table_label') })
    .locator('tbody tr')
    .filter({ hasText: email });
  await expect(row).toHaveCount(1);
  // Columns: checkbox, name, email, mobile, status, groups.
  return Number(await cellText(row, 5));
}

test.describe('add users to a group, permissions and read-only (000 §2, §6; issue 13, 15)', () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 });

  test('choose a group and a role, add two users; their group count goes up on /access/users', async ({
    page,
  }) => {
    await openAs(page, 'customerAdmin', '/access/users');
    const link = page.getByRole('link', { name: u('add_to_group_button') });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/en\/access\/users\/add-to-group$/);
    await expect(page.getByRole('heading', { level: 1, name: u('add_to_group_title') })).toBeVisible();
    await expect(page.getByRole('button', { name: u('add_submit_button') })).toBeDisabled();

    await page.getByRole('combobox', { name: new RegExp(`^${u('group_label')}`) }).click();
    const groupOption = page.getByRole('option').first();
    const groupName = ((await groupOption.textContent()) ?? '').trim();
    await groupOption.click();
    const role = page.getByRole('combobox', { name: new RegExp(`^${u('group_role_label')}`) });
    await expect(role).toBeEnabled();
    await role.click();
    await page.getByRole('option', { name: contentText('en', 'common', 'role_1504') }).click();

    const table = page.getByRole('table', { name: u('group_users_table_label') });
    await expect(table.getByRole('row').nth(1)).not.toHaveAttribute('data-skeleton');
    // Claire herself is listed and cannot be chosen (already a member, or her own access).
    const own = table.locator('tbody tr').filter({ hasText: demoUser('customerAdmin').email });
    if ((await own.count()) > 0) await expect(own.getByRole('checkbox')).toBeDisabled();
    // Body rows (the header row holds select-all); columns: checkbox, name, email, status, groups.
    const free = table.locator('tbody tr').filter({ has: page.getByRole('checkbox', { disabled: false }) });
    const emails = [await cellText(free.nth(0), 2), await cellText(free.nth(1), 2)];
    const before = new Map<string, number>();
    for (const email of emails) {
      const row = table.locator('tbody tr').filter({ hasText: email });
      before.set(email, Number(await cellText(row, 4)));
      await row.getByRole('checkbox').check();
    }
    await expect(page.getByText(u('selected_count', { count: '2' }))).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await shot(page, 'add-to-group-en-1366');
    await page.getByRole('button', { name: u('add_submit_button') }).click();
    const result = page.getByRole('status').filter({ hasText: u('result_title') });
    await expect(result).toContainText(u('result_added', { count: '2', group: groupName }));
    // The added users now show as members and cannot be chosen again.
    for (const email of emails) {
      const row = table.locator('tbody tr').filter({ hasText: email });
      await expect(row.getByText(u('already_in_group'))).toBeVisible();
      await expect(row.getByRole('checkbox')).toBeDisabled();
    }
    await expectNoSeriousAxeViolations(page);
    await shot(page, 'add-to-group-result-en-1366');

    for (const email of emails) expect(await groupsCountOf(page, email)).toBe((before.get(email) ?? 0) + 1);
  });

  for (const locale of ['de', 'pl'])
    for (const width of [390, 1366])
      test(`the add-to-group page reads in ${locale} at ${width} px`, async ({ page }) => {
        await openAs(page, 'customerAdmin', '/access/users/add-to-group', locale, width);
        const t = (key: string) => contentText(locale, 'users', key);
        await expect(page.getByRole('heading', { level: 1, name: t('add_to_group_title') })).toBeVisible();
        await page.getByRole('combobox', { name: new RegExp(`^${t('group_label')}`) }).click();
        await page.getByRole('option').first().click();
        const table = page.getByRole('table', { name: t('group_users_table_label') });
        await expect(table.getByRole('row').nth(1)).not.toHaveAttribute('data-skeleton');
        await expectNoSeriousAxeViolations(page);
        await shot(page, `add-to-group-${locale}-${width}`);
      });

  for (const locale of ['en', 'de', 'pl'])
    for (const width of locale === 'en' ? [1366] : [390, 1366])
      test(`an ordinary user opening /access/users by URL lands on the no-access page (${locale}, ${width} px)`, {
        tag: ANY_USER,
      }, async ({ page }) => {
        await openAs(page, 'user', '/access/users', locale, width);
        const prefix = locale === 'en' ? '/en' : `/${locale}`;
        await expect(page).toHaveURL(new RegExp(`${prefix}/no-access$`));
        await expect(
          page.getByRole('heading', { level: 1, name: contentText(locale, 'noaccess', 'title') }),
        ).toBeVisible();
        await expect(page.getByText(contentText(locale, 'users', 'default_error_message'))).toHaveCount(0);
        await expectNoSeriousAxeViolations(page);
        await shot(page, `no-access-${locale}-${width}`);
        if (locale !== 'en') return;
        for (const path of ['/access/users/new', '/access/groups', '/access/users/add-to-group']) {
          await page.goto(`/en${path}`);
          await expect(page).toHaveURL(/\/en\/no-access$/);
        }
        await page.goto('/en/audit');
        await expect(page).toHaveURL(/\/en\/dashboard$/);
        await expect(page.getByText(contentText('en', 'common', 'admins_only_notice'))).toBeVisible();
      });

  test('while impersonating, the access pages are read-only with the notice', async ({ page }) => {
    const platformAdmin = demoUser('platformAdmin');
    await signInThroughPages(page, platformAdmin.email, platformAdmin.password);
    await expect(page).toHaveURL(/\/admin$/);
    const admin = demoUser('customerAdmin');
    const found = (await apiGet(page, `/api/admin/users?search=${encodeURIComponent(admin.email)}`)) as {
      users: { email: string; userUniqueId: string | null }[];
    };
    const uniqueId = found.users.find((x) => x.email === admin.email)?.userUniqueId;
    await page.goto(`/en/admin?impersonate=${uniqueId}`);
    await page
      .getByRole('dialog', { name: contentText('en', 'admin', 'impersonate_confirm_title') })
      .getByRole('button', { name: contentText('en', 'admin', 'action_impersonate') })
      .click();
    await expect(page.getByText(contentText('en', 'shell', 'exit_impersonation'))).toBeVisible();
    const notice = page.getByText(contentText('en', 'common', 'read_only_notice'));
    await page.goto('/en/access/users');
    await expect(notice).toBeVisible();
    await expect(page.getByRole('button', { name: u('new_user_button') })).toBeDisabled();
    await expect(page.getByRole('button', { name: u('add_to_group_button') })).toBeDisabled();
    const table = page.getByRole('table', { name: u('table_label') });
    await expect(table.getByRole('row').nth(1)).not.toHaveAttribute('data-skeleton');
    await shot(page, 'read-only-list');
    await table.getByRole('row').nth(1).getByRole('cell').nth(3).click();
    await expect(page.getByRole('heading', { name: u('details_title') })).toBeVisible();
    await expect(notice).toBeVisible();
    await expect(page.getByRole('button', { name: u('revoke_button') })).toBeDisabled();
    await expect(page.getByRole('button', { name: u('save_details_button') })).toBeDisabled();
    await expect(page.getByRole('textbox', { name: u('first_name_label') })).toBeDisabled();
    await expectNoSeriousAxeViolations(page);
    await shot(page, 'read-only-edit');
    await page.goto('/en/access/users/add-to-group');
    await expect(notice).toBeVisible();
    await expect(page.getByRole('button', { name: u('add_submit_button') })).toBeDisabled();
    await page.getByRole('button', { name: contentText('en', 'shell', 'exit_impersonation') }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });
});
