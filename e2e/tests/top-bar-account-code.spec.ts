import { contentText } from '../support/content';
import { expect, test } from '../support/fixtures';
import { apiGet, selectEntry } from '../support/session-api';
import { openSignedIn } from '../support/stored-session';

const SHOTS = '../test-results/top-bar-account-code';

type Authority = { authorityId: string; customerName: string };
type Selection = { accessLevel: 'A' | 'P' | 'G'; accessLevelCode: string };

test('the top bar shows the account code first, whole, at 390 px in German (spec 000 §2 Shell, issue 50)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, 'customerAdmin', '/de/dashboard');
  const before = (await apiGet(page, '/api/users/users/loggedinuser')) as Selection;
  const hierarchy = (await apiGet(page, '/api/users/users/hierarchy')) as { authorities: Authority[] };
  // The longest customer name that several of claire's accounts share: the case that was cut.
  const counts = new Map<string, number>();
  for (const a of hierarchy.authorities) counts.set(a.customerName, (counts.get(a.customerName) ?? 0) + 1);
  const shared = hierarchy.authorities
    .filter((a) => (counts.get(a.customerName) ?? 0) > 1)
    .sort((a, b) => b.customerName.length - a.customerName.length)[0];
  expect(shared, 'claire has accounts sharing a customer name').toBeDefined();
  if (!shared) return;

  try {
    await selectEntry(page, 'A', shared.authorityId);
    await page.goto('/de/dashboard');
    await page
      .getByRole('button', { name: contentText('de', 'cookies', 'agree_button') })
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    const bar = page.getByRole('region', { name: contentText('de', 'shell', 'hierarchy_region') });
    const label = bar.getByTestId('hierarchy-label');
    await expect(label).toHaveText(`${shared.authorityId} · ${shared.customerName}`);

    // The code's characters end inside the label's visible box, however the name's end is cut.
    const codeEnd = await label.evaluate((element, length) => {
      const text = element.firstChild;
      if (!text) return Number.POSITIVE_INFINITY;
      const range = element.ownerDocument.createRange();
      range.setStart(text, 0);
      range.setEnd(text, length);
      return range.getBoundingClientRect().right - element.getBoundingClientRect().right;
    }, shared.authorityId.length);
    expect(codeEnd).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/top-bar-de-390.png` });
  } finally {
    await selectEntry(page, before.accessLevel, before.accessLevelCode);
  }
});
