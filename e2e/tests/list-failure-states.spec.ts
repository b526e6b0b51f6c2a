import type { Page, Route } from '@playwright/test';
import { contentText } from '../support/content';
import { expect, test } from '../support/fixtures';
import { openSignedIn } from '../support/stored-session';

const SHOTS = '../test-results/list-failure-states';
const de = (ns: string, key: string) => contentText('de', ns, key);

/** The transactions list call as the test makes it answer: 500, never, or the real answer. */
type Mode = 'fail' | 'hang' | 'ok';

async function controlList(page: Page) {
  const state = { mode: 'fail' as Mode, hung: [] as Route[], calls: 0 };
  await page.route(
    (url) => url.pathname === '/api/transactions/transactions',
    async (route) => {
      state.calls += 1;
      if (state.mode === 'ok') return route.continue();
      if (state.mode === 'hang') return void state.hung.push(route);
      return route.fulfill({
        status: 500,
        json: { statusCode: 500, code: 'INTERNAL', messageKey: 'default_error_message', message: 'x' },
      });
    },
  );
  return state;
}

test.describe('failure states that hold (issue 50, spec 001 §8, §9)', () => {
  test('a failed list keeps its error and retry button through a hanging retry, and recovers on retry (de, 390 px)', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const list = await controlList(page);
    await openSignedIn(page, 'customerAdmin', '/de/dashboard');
    await page
      .getByRole('button', { name: de('cookies', 'agree_button') })
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    await page.goto('/de/transactions');

    const table = page.getByRole('table', { name: de('transactions-transactions', 'table_label') });
    const error = table.getByRole('alert');
    const retry = table.getByRole('button', { name: de('common', 'table_retry') });
    const skeleton = table.locator('tr[data-skeleton]');
    const rows = table.locator('tbody tr:not([data-skeleton])');

    // 500: the error after the client's two retries, with its retry button, and no poll after it.
    await expect(error).toHaveText(de('common', 'table_request_failure'));
    await expect(retry).toBeVisible();
    await expect(skeleton).toHaveCount(0);
    expect(list.calls).toBe(3);
    await page.screenshot({ path: `${SHOTS}/transactions-error-de-390.png`, fullPage: true });

    // A retry that hangs: the error and its button stay, the button busy, no skeleton rows.
    list.mode = 'hang';
    await retry.click();
    await expect.poll(() => list.hung.length).toBe(1);
    await expect(retry).toHaveAttribute('aria-busy', 'true');
    await expect(error).toBeVisible();
    await expect(skeleton).toHaveCount(0);

    // The hung request ends in a 500 and the client's retries fail too: still the error.
    list.mode = 'fail';
    const callsBefore = list.calls;
    await list.hung[0]?.fulfill({ status: 500, json: { statusCode: 500, code: 'INTERNAL' } });
    await expect(retry).not.toHaveAttribute('aria-busy', 'true');
    expect(list.calls).toBe(callsBefore + 2);
    await expect(error).toBeVisible();
    await expect(skeleton).toHaveCount(0);

    // The server answers again: a retry brings the rows, and the error goes.
    list.mode = 'ok';
    await retry.click();
    await expect(rows.first()).not.toHaveAttribute('data-skeleton');
    await expect(error).toHaveCount(0);
    await expect(table.getByRole('cell').first()).toBeVisible();
  });
});
