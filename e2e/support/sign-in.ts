import { expect, type Page } from '@playwright/test';
import { NAMED_USERS, type NamedUserKey } from '../../apps/server/src/demo/named-users';
import { contentText } from './content';

export const demoUser = (key: NamedUserKey) => {
  const user = NAMED_USERS.find((u) => u.key === key);
  if (!user?.password) throw new Error(`demo user ${key} cannot sign in`);
  return { ...user, password: user.password };
};

/** Through the real pages: the portal's landing, the built-in IdP's sign-in form, the callback. */
export async function signInThroughPages(page: Page, email: string, password: string, locale = 'en') {
  await page.goto(`/${locale}/login`);
  await page.getByRole('button', { name: contentText(locale, 'login', 'login_button') }).click();
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  await page.getByLabel(contentText(locale, 'signin', 'email_label')).fill(email);
  await page.getByLabel(contentText(locale, 'signin', 'password_label')).fill(password);
  await page.getByRole('button', { name: contentText(locale, 'signin', 'submit') }).click();
}
