import { contentText } from '../support/content';
import { expect, test } from '../support/fixtures';
import { openSignedIn } from '../support/stored-session';

const common = (key: string) => contentText('en', 'common', key);
const tx = (key: string) => contentText('en', 'transactions-transactions', key);

test("opening the first row's details never moves the table sideways (1366 px, issue 50)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openSignedIn(page, 'customerAdmin', '/en/transactions');
  await page
    .getByRole('button', { name: contentText('en', 'cookies', 'agree_button') })
    .click({ timeout: 5_000 })
    .catch(() => undefined);
  const table = page.getByRole('table', { name: tx('table_label') });
  const scroller = page.getByRole('region', { name: tx('table_label') });
  const firstRow = table.locator('tbody tr:not([data-skeleton])').first();
  await expect(firstRow.getByRole('button', { name: common('table_expand_row') })).toBeVisible();

  const scrollLeft = () => scroller.evaluate((element) => element.scrollLeft);
  const before = await scrollLeft();
  // The details toggle sits in the part of the table in view: a click needs no scrolling to reach it.
  const toggle = firstRow.getByRole('button', { name: common('table_expand_row') });
  const inView = await toggle.evaluate((button) => {
    const frame = button.closest('[role="region"]')?.getBoundingClientRect();
    const box = button.getBoundingClientRect();
    return Boolean(frame) && box.left >= (frame?.left ?? 0) && box.right <= (frame?.right ?? 0);
  });
  expect(inView).toBe(true);
  await toggle.click();
  await expect(table.getByRole('button', { name: common('table_collapse_row') })).toBeVisible();
  // The details have rendered (their content replaces the loading block).
  await expect(table.locator('tbody tr').nth(1).getByRole('button').first()).toBeVisible();
  expect(await scrollLeft()).toBe(before);
  // The date column (the first data column) is still in view.
  const dateHeader = table.getByRole('columnheader').filter({ hasText: tx('column_transaction_date_time') });
  await expect(dateHeader).toBeInViewport();
  await page.screenshot({ path: '../test-results/table-details-scroll/transactions-details-1366.png' });
});
