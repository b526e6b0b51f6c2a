import { DEMO_INVITE_TOKENS } from '../../apps/server/src/demo/named-users';
import { contentText } from '../support/content';
import { expect, test } from '../support/fixtures';
import { signInThroughPages } from '../support/sign-in';

test.describe('invitation links, registration and activation (spec 000 §2, §4)', () => {
  test('an expired and an already used invitation say so in red, without a register button', async ({
    page,
  }) => {
    for (const [token, key] of [
      [DEMO_INVITE_TOKENS.expired, 'expired'],
      [DEMO_INVITE_TOKENS.used, 'already_used'],
    ] as const) {
      await page.goto(`/en/registration.html?status=${token}`);
      const text = page.getByText(contentText('en', 'invite', key));
      await expect(text).toBeVisible();
      const color = await text.evaluate(
        (el) => el.ownerDocument.defaultView?.getComputedStyle(el).color ?? '',
      );
      const [r, g, b] = color.match(/\d+/g)?.map(Number) ?? [0, 0, 0];
      expect(r).toBeGreaterThan(g + 60);
      expect(r).toBeGreaterThan(b + 60);
      await expect(
        page.getByRole('button', { name: contentText('en', 'invite', 'register_button') }),
      ).toHaveCount(0);
    }
  });

  test('a valid invitation leads through registration, the activation email and the first sign-in', async ({
    page,
  }) => {
    await page.goto(`/en/registration.html?status=${DEMO_INVITE_TOKENS.valid}`);
    await expect(page.getByText(contentText('en', 'invite', 'validated'))).toBeVisible();
    await page
      .getByRole('link', { name: contentText('en', 'invite', 'register_button') })
      .or(page.getByRole('button', { name: contentText('en', 'invite', 'register_button') }))
      .click();
    await expect(page).toHaveURL(new RegExp(`register\\?status=${DEMO_INVITE_TOKENS.valid}`));
    const email = await page.getByLabel(contentText('en', 'register', 'email_label')).inputValue();
    expect(email).toContain('@');
    await expect(page.getByLabel(contentText('en', 'register', 'email_label'))).toHaveAttribute(
      'readonly',
      '',
    );
    await page.getByLabel(contentText('en', 'register', 'first_name_label')).fill('Iris');
    await page.getByRole('button', { name: contentText('en', 'register', 'continue_button') }).click();
    await expect(page.getByText(contentText('en', 'register', 'success_title'))).toBeVisible();

    // The activation email in the demo mailbox.
    await page.goto('/mailbox');
    const link = page.locator('article', { hasText: email }).first().locator('a[href*="/oidc/activate"]');
    await link.click();
    await page.getByLabel(contentText('en', 'signin', 'new_password_label')).fill('Iris-first-pass-1');
    await page.getByLabel(contentText('en', 'signin', 'confirm_password_label')).fill('Iris-first-pass-1');
    await page.getByRole('button', { name: contentText('en', 'signin', 'activate_submit') }).click();
    await expect(page.getByText(contentText('en', 'signin', 'activation_done'))).toBeVisible();

    await signInThroughPages(page, email, 'Iris-first-pass-1');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('registering through an invitation of an existing account says so, with the login buttons', async ({
    page,
  }) => {
    await page.goto(`/en/register?status=${DEMO_INVITE_TOKENS.registered}`);
    await expect(page.getByLabel(contentText('en', 'register', 'email_label'))).toHaveValue(
      'oliver.user@northwind.example',
    );
    await page.getByRole('button', { name: contentText('en', 'register', 'continue_button') }).click();
    await expect(page.getByText(contentText('en', 'register', 'email_exists_message'))).toBeVisible();
    await expect(
      page
        .getByRole('button', { name: contentText('en', 'register', 'login_button') })
        .or(page.getByRole('link', { name: contentText('en', 'register', 'login_button') })),
    ).toBeVisible();
    await expect(page.getByText(contentText('en', 'register', 'success_title'))).toHaveCount(0);
  });
});
