import type { Locator, Page } from '@playwright/test';
import { contentText } from '../support/content';
import { expect, test } from '../support/fixtures';
import { apiGet } from '../support/session-api';
import { demoUser, signInThroughPages } from '../support/sign-in';

const tx = (key: string, values: Record<string, string> = {}) =>
  contentText('en', 'transactions-transactions', key, values);
const SHOTS = '../test-results/toasts';

type Row = { transactionUniqueId: string; fullCardNumber: string };

/** A transaction of the signed-in user's selection whose odometer can be edited (spec 001 §4). */
async function editableTransaction(page: Page): Promise<Row> {
  const selected = (await apiGet(page, '/api/users/users/loggedinuser')) as {
    accessLevel: 'A' | 'P' | 'G';
    accessLevelCode: string;
  };
  const scope = { A: 'authorityIds', P: 'parentIds', G: 'groupIds' }[selected.accessLevel];
  const list = (await apiGet(
    page,
    `/api/transactions/transactions?${scope}=${selected.accessLevelCode}&pageSize=120`,
  )) as { transactions: Row[] };
  for (const row of list.transactions) {
    const id = row.transactionUniqueId;
    const product = id.slice(36);
    const detail = await apiGet(
      page,
      `/api/transactions/transactions/${id.slice(0, 36)}?format=v1_full${product ? `&productId=${product}` : ''}`,
    );
    if (detail.editableFields.length > 0) return row;
  }
  throw new Error('no transaction with an editable odometer');
}

/** Nothing lies over `target`: no overlap with `cover`, and a click at its centre reaches it. */
async function expectUncovered(target: Locator, cover: Locator) {
  const [t, c] = [await target.boundingBox(), await cover.boundingBox()];
  if (!t || !c) throw new Error('both must be on screen');
  const overlaps = t.x < c.x + c.width && c.x < t.x + t.width && t.y < c.y + c.height && c.y < t.y + t.height;
  expect(overlaps, `close button ${JSON.stringify(t)} under toast ${JSON.stringify(c)}`).toBe(false);
  const reached = await target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const top = el.ownerDocument.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return top !== null && el.contains(top);
  });
  expect(reached, 'the element at the close button’s centre is the button').toBe(true);
}

test.describe('a toast does not cover a modal’s close button (issue 15 Looks)', () => {
  test.describe.configure({ timeout: 120_000 });

  for (const [width, height] of [
    [1366, 768],
    [390, 844],
  ] as const) {
    test(`odometer saved in the full details: the toast leaves the close button free at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      const user = demoUser('user');
      await signInThroughPages(page, user.email, user.password);
      await expect(page).toHaveURL(/\/dashboard$/);
      await page.getByRole('button', { name: contentText('en', 'cookies', 'agree_button') }).click();
      const row = await editableTransaction(page);
      await page.goto(`/en/transactions?searchTerm=${row.fullCardNumber}&columnName=fullCardNumber`);
      await page.getByRole('table').locator('tbody tr:not([data-skeleton])').first().click();
      await page.getByRole('button', { name: tx('full_details') }).click();
      const dialog = page.getByRole('dialog', { name: tx('full_details_title') });
      await dialog.getByRole('button', { name: tx('edit'), exact: true }).click();
      // Saved as it is: the toast is what this test needs, not a changed value.
      const input = dialog.getByRole('textbox', { name: tx('field_odometer') });
      if (!(await input.inputValue())) await input.fill('120000');
      await dialog.getByRole('button', { name: tx('save'), exact: true }).click();

      const toast = page
        .getByRole('alert')
        .filter({ hasText: tx('detail_updated', { field: tx('field_odometer') }) });
      await expect(toast).toBeVisible();
      // Pointer on the toast pauses its 5 s close, so it stays while it is measured.
      await toast.hover();
      const close = dialog.getByRole('button', { name: tx('close'), exact: true });
      await expectUncovered(close, toast);
      await page.screenshot({ path: `${SHOTS}-modal-${width}.png` });
      await close.click();
      await expect(dialog).toBeHidden();
    });
  }
});
