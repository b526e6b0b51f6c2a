import { contentText } from '../support/content';
import { expect, test } from '../support/fixtures';
import { apiGet } from '../support/session-api';
import { demoUser } from '../support/sign-in';

const NS = 'transactions-transactions';

/**
 * Issue 42: the declared permission is the enforced one, and the screen says so. The internal user's
 * read-only role (1504) sees transactions but may not edit an odometer: in German at 390 px the
 * details' Edit button is disabled and says why in German, and the API refuses the same edit.
 */
test('the read-only role sees why it cannot edit an odometer, and the API refuses it (German, 390 px)', async ({
  page,
}) => {
  const ivan = demoUser('internal');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/login/internal');
  await page.getByRole('button', { name: contentText('en', 'login', 'login_button') }).click();
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  await page.getByLabel(contentText('en', 'signin', 'email_label')).fill(ivan.email);
  await page.getByLabel(contentText('en', 'signin', 'password_label')).fill(ivan.password);
  await page.getByRole('button', { name: contentText('en', 'signin', 'submit') }).click();
  await expect(page).toHaveURL(/\/dashboard/);

  await page.goto('/de/transactions');
  const table = page.getByRole('table', { name: contentText('de', NS, 'table_label') });
  const firstRow = table.locator('tbody tr:not([data-skeleton])').first();
  await expect(firstRow).toBeVisible();
  await firstRow.click();
  await page.getByRole('button', { name: contentText('de', NS, 'full_details') }).click();
  const dialog = page.getByRole('dialog', { name: contentText('de', NS, 'full_details_title') });
  const edit = dialog.getByRole('button', { name: contentText('de', NS, 'edit') });
  await expect(edit).toHaveAttribute('aria-disabled', 'true');
  await expect(edit).toHaveAccessibleDescription(contentText('de', NS, 'odometer_no_permission'));
  await page.screenshot({ path: test.info().outputPath('odometer-no-permission-de-390.png') });

  // The API says the same: a transaction of the user's own scope, refused with 403 before any write.
  const selected = (await apiGet(page, '/api/users/users/loggedinuser')) as {
    accessLevel: 'A' | 'P' | 'G';
    accessLevelCode: string;
  };
  const scopeParam = { A: 'authorityIds', P: 'parentIds', G: 'groupIds' }[selected.accessLevel];
  const list = (await apiGet(
    page,
    `/api/transactions/transactions?${scopeParam}=${selected.accessLevelCode}&pageSize=15`,
  )) as { transactions: { transactionUniqueId: string }[] };
  const id = list.transactions[0]?.transactionUniqueId ?? '';
  const refused = await page.request.post(`/api/transactions/transactions/${id.slice(0, 36)}`, {
    headers: { 'x-requested-with': 'portal' },
    data: { fieldName: 'changeableOdometer', fieldValue: '1000', transactionId: id },
  });
  expect(refused.status()).toBe(403);
});
