import { expect, type Page } from '@playwright/test';
import type { NamedUserKey } from '../../apps/server/src/demo/named-users';
import { contentText } from './content';
import { apiGet } from './session-api';
import { demoUser, signInThroughPages } from './sign-in';

const admin = (key: string) => contentText('en', 'admin', key);

/** The platform administrator through the real sign-in page, on the admin panel, cookies agreed. */
export async function signInAsAdmin(page: Page, locale = 'en') {
  const user = demoUser('platformAdmin');
  await signInThroughPages(page, user.email, user.password, locale);
  await expect(page).toHaveURL(/\/admin$/);
  // The cookie banner would cover the table in the screenshots.
  await page.getByRole('button', { name: contentText(locale, 'cookies', 'agree_button') }).click();
}

/** Impersonates a demo user through the panel's link (spec 000 §2 Admin panel); lands on their home page. */
export async function impersonate(page: Page, key: NamedUserKey) {
  const person = demoUser(key);
  const found = (await apiGet(page, `/api/admin/users?search=${encodeURIComponent(person.email)}`)) as {
    users: { email: string; userUniqueId: string | null }[];
  };
  const id = found.users.find((u) => u.email === person.email)?.userUniqueId;
  expect(id).toBeTruthy();
  await page.goto(`/en/admin?impersonate=${encodeURIComponent(id ?? '')}`);
  const dialog = page.getByRole('dialog', { name: admin('impersonate_confirm_title') });
  await dialog.getByRole('button', { name: admin('action_impersonate') }).click();
  await expect(page).toHaveURL(/\/(dashboard|charge-points)$/);
  // The impersonated user's entry is chosen and kept in the tab (selectEntry keeps that impersonation).
  await expect(
    page.getByRole('region', { name: contentText('en', 'shell', 'hierarchy_region') }),
  ).toBeVisible();
}

/** Ends the impersonation from the banner; back on the admin panel. */
export async function exitImpersonation(page: Page) {
  await page.getByRole('button', { name: contentText('en', 'shell', 'exit_impersonation') }).click();
  await expect(page).toHaveURL(/\/admin$/);
}
