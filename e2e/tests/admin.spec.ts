import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { contentText } from '../support/content';
import { expect, test } from '../support/fixtures';
import { impersonate, signInAsAdmin } from '../support/impersonation';
import { apiCall, apiGet } from '../support/session-api';
import { demoUser, signInThroughPages } from '../support/sign-in';

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `../test-results/admin-${name}.png`, fullPage: true });
const admin = (key: string, values?: Record<string, string>) => contentText('en', 'admin', key, values);
const guide = (key: string, values?: Record<string, string>) => contentText('en', 'scenarios', key, values);

test.describe('admin panel and impersonation (spec 000 §2 Admin panel, §6)', () => {
  test('search, impersonate an Active user read-only, exit impersonation', async ({ page }) => {
    await signInAsAdmin(page);
    await expect(page.getByRole('heading', { level: 1, name: admin('title') })).toBeVisible();
    const search = page.getByLabel(admin('search_label'));

    // Three characters do not search (spec 000 §5: minimum 4).
    let searched = false;
    page.on('request', (r) => {
      if (r.url().includes('/api/admin/users?')) searched = true;
    });
    await search.fill('oli');
    await page.waitForTimeout(400);
    expect(searched).toBe(false);
    await expect(page.getByText(admin('search_prompt'))).toBeVisible();

    const oliver = demoUser('user');
    await search.fill('oliver.user');
    const row = page.getByRole('row', { name: new RegExp(oliver.email) });
    await expect(row).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await row.getByRole('button', { name: contentText('en', 'common', 'table_expand_row') }).click();
    await expect(page.getByRole('button', { name: admin('action_view_raw') })).toBeVisible();
    await shot(page, 'panel-en');

    await page.getByRole('button', { name: admin('action_view_raw') }).click();
    await expect(page.getByTestId('raw-user-data')).toContainText(oliver.email);
    await expect(page.getByTestId('raw-user-data')).not.toContainText('passwordHash');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: admin('action_impersonate') }).click();
    const dialog = page.getByRole('dialog', { name: admin('impersonate_confirm_title') });
    await dialog.getByRole('button', { name: admin('action_impersonate') }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const name = `${oliver.firstName} ${oliver.lastName}`;
    await expect(page.getByText(contentText('en', 'shell', 'impersonating_as', { name }))).toBeVisible();
    // Oliver's page: his one authority in the top bar, the dashboard below it.
    await expect(
      page.getByRole('region', { name: contentText('en', 'shell', 'hierarchy_region') }),
    ).toBeVisible();
    // The dashboard greets the impersonated user, not the admin.
    await expect(page.getByRole('heading', { level: 1 })).toContainText(oliver.firstName);
    await shot(page, 'impersonating');

    // Read-only: the server refuses a write of the impersonating session (DESIGN §5).
    // apiCall refreshes a lapsed 15 s access token first, so the answer is the write's own.
    const write = await apiCall(page, 'PUT', '/api/users/userpreferences/general', {
      dateFormat: 'DD/MM/YYYY hh:mm:ss',
    });
    expect(write.status()).toBe(403);
    expect(((await write.json()) as { messageKey?: string }).messageKey).toBe('impersonation_read_only');

    await page.getByRole('button', { name: contentText('en', 'shell', 'exit_impersonation') }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(
      page.getByRole('button', { name: contentText('en', 'shell', 'exit_impersonation') }),
    ).toHaveCount(0);
    await expect(page.getByLabel(admin('search_label'))).toBeVisible();
    const profile = await page.evaluate(async () => {
      const res = await fetch('/api/users/users/profile', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'portal' },
        body: JSON.stringify({ brand: 1 }),
      });
      return (await res.json()) as { impersonatedUser?: unknown };
    });
    expect(profile.impersonatedUser).toBeNull();
  });

  test('an impersonation link asks first, and only Active users are offered', async ({ page }) => {
    await signInAsAdmin(page);
    // A generated Invited user: resending to the named demo user would retire the invite token that
    // the invitation spec signs up with.
    const found = (await apiGet(page, '/api/admin/users?search=northwind.example&pageSize=500')) as {
      users: { email: string; status: string; userUniqueId: string | null }[];
    };
    const invited = found.users.find(
      (u) => u.status === 'Invited' && u.userUniqueId && u.email !== 'iris.invited@northwind.example',
    );
    expect(invited).toBeDefined();
    const email = invited?.email ?? '';
    await page.getByLabel(admin('search_label')).fill(email);
    const row = page.getByRole('row').filter({ hasText: email });
    await row.getByRole('button', { name: contentText('en', 'common', 'table_expand_row') }).click();
    await expect(page.getByText(admin('impersonate_only_active'))).toBeVisible();
    await expect(page.getByRole('button', { name: admin('action_resend_invite') })).toBeVisible();
    await expect(page.getByRole('button', { name: admin('action_impersonate') })).toHaveCount(0);

    // Update invite email: the current address is refused with the hint (spec 000 §5).
    await page.getByRole('button', { name: admin('action_update_email') }).click();
    const emailDialog = page.getByRole('dialog', { name: admin('update_email_title') });
    await emailDialog.getByLabel(admin('new_email_label')).fill(email);
    await expect(emailDialog.getByText(admin('email_same_hint'))).toBeVisible();
    await expect(emailDialog.getByRole('button', { name: admin('update_email_button') })).toBeDisabled();
    await emailDialog.getByRole('button', { name: admin('cancel') }).click();

    // Resend invite (the users call of spec 000 §7) with the §8 success text.
    await page.getByRole('button', { name: admin('action_resend_invite') }).click();
    await expect(page.getByText(admin('resend_success'))).toBeVisible();
    await expect(page.getByRole('button', { name: admin('action_resend_invite') })).toHaveCount(0);

    await page.goto('/en/admin?impersonate=no-such-user');
    const dialog = page.getByRole('dialog', { name: admin('impersonate_confirm_title') });
    await expect(dialog).toContainText('no-such-user');
    await dialog.getByRole('button', { name: admin('action_impersonate') }).click();
    await expect(page.getByRole('alert')).toHaveText(admin('admin_user_not_found'));
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('a customer is sent home from /admin', async ({ page }) => {
    const user = demoUser('user');
    await signInThroughPages(page, user.email, user.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/en/admin');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('admin scenario guide (spec 000 §2, §4 Admin scenario selection)', () => {
  test('the user data chooses the condition; a tree is walked and retracted', async ({ page }) => {
    await signInAsAdmin(page);
    await page.getByRole('link', { name: admin('scenarios_link') }).click();
    await expect(page).toHaveURL(/\/admin\/scenarios$/);
    await expect(page.getByRole('heading', { level: 1, name: guide('title') })).toBeVisible();

    await page.getByLabel(guide('lookup_label')).fill('eli.expired');
    await page.getByRole('button', { name: /eli\.expired/ }).click();
    await expect(page.getByText(guide('condition_from_user', { name: 'Eli Peeters' }))).toBeVisible();
    await expect(page.getByRole('combobox', { name: guide('condition_label') })).toHaveValue(
      guide('condition_user_is_expired_no_uniqueid'),
    );
    const statement = page.getByTestId('guide-statement');
    await expect(statement).toHaveText(guide('node_expired_start'));
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('button', { name: guide('option_address_wrong') }).click();
    await expect(statement).toHaveText(guide('node_update_email'));
    // The step's button acts on the real user looked up.
    await expect(page.getByRole('button', { name: admin('action_update_email') })).toBeVisible();
    await shot(page, 'scenarios-en');

    await page
      .getByRole('button', { name: guide('log_retract', { option: guide('option_address_wrong') }) })
      .click();
    await expect(statement).toHaveText(guide('node_expired_start'));
    await expect(page.getByText(guide('log_empty'))).toBeVisible();

    // Nobody found by an authority id: authorityid-not-found; the step's action needs a real user.
    await page.getByLabel(guide('lookup_label')).fill('Z0000001');
    await expect(page.getByRole('combobox', { name: guide('condition_label') })).toHaveValue(
      guide('condition_authorityid_not_found'),
    );
    await expect(statement).toHaveText(guide('node_authority_start'));
  });

  test('the login help walks the tree of statement codes beside the condition guide (000 §2)', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await page.goto('/en/admin/scenarios');
    await page.getByLabel(guide('lookup_label')).fill('eli.expired');
    await page.getByRole('button', { name: /eli\.expired/ }).click();
    const statement = page.getByTestId('guide-statement');
    await expect(statement).toHaveText(guide('node_expired_start'));
    await page.getByRole('button', { name: guide('option_address_right') }).click();
    await expect(statement).toHaveText(guide('node_resend_invite'));

    const modes = page.getByRole('radiogroup', { name: guide('mode_label') });
    await modes.getByText(guide('mode_login_help')).click();
    await expect(page.getByRole('combobox', { name: guide('condition_label') })).toBeHidden();
    await expect(page.getByText(guide('login_help_about'))).toBeVisible();
    await expect(statement).toHaveText(guide('node_login_start'));
    await expect(page.getByText(guide('log_empty'))).toBeVisible();
    await page.getByRole('button', { name: guide('option_login_found_invited') }).click();
    await expect(statement).toHaveText(guide('node_login_invited_or_expired'));
    await page.getByRole('button', { name: guide('option_link_expired') }).click();
    await expect(statement).toHaveText(guide('node_resend_invite'));
    // The step's button acts on the real user looked up.
    await expect(page.getByRole('button', { name: admin('action_resend_invite') })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await shot(page, 'login-help-en');
    await page
      .getByRole('button', { name: guide('log_retract', { option: guide('option_link_expired') }) })
      .click();
    await page.getByRole('button', { name: guide('option_login_registered') }).click();
    await expect(statement).toHaveText(guide('node_login_registration_success'));
    await expect(page.getByRole('heading', { name: guide('guide_outcome') })).toBeVisible();

    // Each guide keeps its own log: the condition guide is where it was left.
    await modes.getByText(guide('mode_conditions')).click();
    await expect(statement).toHaveText(guide('node_resend_invite'));
    await expect(page.getByRole('combobox', { name: guide('condition_label') })).toHaveValue(
      guide('condition_user_is_expired_no_uniqueid'),
    );
  });

  test('the guide in German and the panel on a narrow screen', async ({ page }) => {
    await signInAsAdmin(page, 'de');
    await page.goto('/de/admin/scenarios');
    const de = (key: string) => contentText('de', 'scenarios', key);
    await expect(page.getByRole('heading', { level: 1, name: de('title') })).toBeVisible();
    await page.getByRole('button', { name: de('option_password_refused') }).click();
    await expect(page.getByTestId('guide-statement')).toHaveText(de('node_password_reset'));
    await shot(page, 'scenarios-de');
    await page.setViewportSize({ width: 390, height: 844 });
    await page
      .getByRole('radiogroup', { name: de('mode_label') })
      .getByText(de('mode_login_help'))
      .click();
    await page.getByRole('button', { name: de('option_login_found_active') }).click();
    await expect(page.getByTestId('guide-statement')).toHaveText(de('node_login_user_active'));
    await shot(page, 'login-help-de-390');
    await page.goto('/de/admin');
    await page.getByLabel(contentText('de', 'admin', 'search_label')).fill('northwind');
    await expect(page.getByRole('row').nth(2)).toBeVisible();
    await shot(page, 'panel-de-390');
  });

  test('read-only impersonation: no write control is enabled on any page, each says why (issue 15)', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await signInAsAdmin(page);
    const common = (key: string) => contentText('en', 'common', key);
    const text = (ns: string, key: string) => contentText('en', ns, key);
    const reason = common('read_only_reason');
    const notice = page.getByRole('note').filter({ hasText: common('read_only_notice') });
    /** The names of the write controls of the pages walked. */
    const writes = new Set([
      text('dashboard', 'pricelist_upload'),
      text('dashboard', 'pricelist_delete'),
      text('cards-view', 'action_stop'),
      text('cards-view', 'action_edit_pin'),
      text('cards-view', 'action_edit_restrictions'),
      text('cards-view', 'action_edit_details'),
      text('cards-view', 'action_reissue'),
      text('cards-view', 'action_do_not_reissue'),
      text('cards-restrictions', 'create_profile'),
      text('cards-restrictions', 'set_base_profile'),
      text('cards-limits', 'save'),
      text('cards-limits', 'override_set_button'),
      text('transactions-transactions', 'edit'),
      text('charger-details', 'alias_set'),
      text('charger-details', 'alias_change'),
      text('charger-details', 'alias_delete'),
    ]);
    const enabledWrites = (where: Locator | Page = page) =>
      where
        .getByRole('button')
        .evaluateAll((buttons) =>
          buttons
            .filter((b) => !b.hasAttribute('disabled') && b.getAttribute('aria-disabled') !== 'true')
            // Shown ones only: a hidden element has no layout box.
            .filter((b) => b.getClientRects().length > 0)
            .map((b) => (b.textContent ?? '').trim()),
        )
        .then((names) => names.filter((n) => writes.has(n)));
    const saysWhy = async (button: Locator) => {
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription(reason);
    };

    await impersonate(page, 'user');
    // Dashboard: the price-list upload.
    await expect(notice).toBeVisible();
    await saysWhy(page.getByRole('button', { name: text('dashboard', 'pricelist_upload'), exact: true }));
    expect(await enabledWrites()).toEqual([]);

    // Cards: every action of an expanded card, and the tooltip on hover.
    await page.goto('/en/cards/view');
    await expect(notice).toBeVisible();
    await page
      .getByRole('table', { name: text('cards-view', 'table_label') })
      .locator('tbody tr:not([data-skeleton])')
      .first()
      .click();
    const editPin = page.getByRole('button', { name: text('cards-view', 'action_edit_pin') });
    await saysWhy(editPin);
    await saysWhy(page.getByRole('button', { name: text('cards-view', 'action_edit_details') }));
    await editPin.hover();
    await expect(page.getByRole('tooltip')).toHaveText(reason);
    expect(await enabledWrites()).toEqual([]);
    await shot(page, 'read-only-cards');

    // Spending limits: the edit page of the first account.
    await page.goto('/en/cards/limits');
    await expect(notice).toBeVisible();
    await page.locator('tbody tr:not([data-skeleton])').first().click();
    await expect(
      page.getByRole('button', { name: text('cards-limits', 'save'), exact: true }),
    ).toBeDisabled();
    expect(await enabledWrites()).toEqual([]);

    // Transactions: the full details' odometer edit.
    await page.goto('/en/transactions');
    await expect(notice).toBeVisible();
    await page.locator('tbody tr:not([data-skeleton])').first().click();
    await page.getByRole('button', { name: text('transactions-transactions', 'full_details') }).click();
    const details = page.getByRole('dialog', {
      name: text('transactions-transactions', 'full_details_title'),
    });
    await saysWhy(
      details.getByRole('button', { name: text('transactions-transactions', 'edit'), exact: true }),
    );
    expect(await enabledWrites(details)).toEqual([]);
    await page.keyboard.press('Escape');

    // Restriction profiles, where the account offers them.
    await page.goto('/en/cards/restrictions');
    await expect(
      page.getByRole('heading', { level: 1, name: text('cards-restrictions', 'title') }),
    ).toBeVisible();
    expect(await enabledWrites()).toEqual([]);

    // Charging: the EV depot manager's charger alias.
    await page.getByRole('button', { name: contentText('en', 'shell', 'exit_impersonation') }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await impersonate(page, 'evUser');
    await expect(notice).toBeVisible();
    await page
      .getByRole('table', { name: text('charge-points', 'table_label') })
      .locator('tbody tr:not([data-skeleton])')
      .first()
      .click();
    await page.getByRole('link', { name: text('charge-points', 'view_details') }).click();
    await expect(notice).toBeVisible();
    const alias = page.getByRole('button', {
      name: new RegExp(
        `^(${text('charger-details', 'alias_set')}|${text('charger-details', 'alias_change')})$`,
      ),
    });
    await saysWhy(alias);
    expect(await enabledWrites()).toEqual([]);
    await expectNoSeriousAxeViolations(page);
  });
});
