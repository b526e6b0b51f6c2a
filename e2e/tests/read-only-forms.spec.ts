import type { Locator, Page } from '@playwright/test';
import { contentText } from '../support/content';
import { expect, test } from '../support/fixtures';
import { exitImpersonation, impersonate, signInAsAdmin } from '../support/impersonation';
import { apiCall, apiGet, isAckOf, selectEntry } from '../support/session-api';

const text = (ns: string, key: string, values?: Record<string, string>) => contentText('en', ns, key, values);
const READ_ONLY = text('common', 'read_only_reason');
const SHOTS = '../test-results/read-only';

type Authority = {
  authorityId: string;
  authorityStopped: 'YES' | 'NO';
  cardOrderSetting: { cardOrderingAllowed: boolean };
  configuration: { region: { austriantax: string } };
};

/** Disabled, says why to assistive technology, and clicking it (forced past the disabled state) sends nothing. */
async function refusesWithReason(page: Page, button: Locator, reason: string, write: RegExp) {
  await expect(button).toBeDisabled();
  await expect(button).toHaveAccessibleDescription(reason);
  const sent: string[] = [];
  const onRequest = (r: { method(): string; url(): string }) => {
    if (r.method() !== 'GET' && write.test(r.url())) sent.push(r.url());
  };
  page.on('request', onRequest);
  await button.click({ force: true });
  // A write would start within the click's handler: once the page has run its next frame and the
  // tasks queued by then, any request it made has been reported (events arrive in order).
  // A string: it runs in the page, without DOM types here.
  await page.evaluate('new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)))');
  page.off('request', onRequest);
  expect(sent).toEqual([]);
}

/** The server's own wall: the write of an impersonating session is refused whatever the page does. */
async function serverRefuses(page: Page, method: 'POST' | 'PUT', url: string, body: unknown) {
  const res = await apiCall(page, method, url, body);
  expect(res.status(), `${method} ${url}`).toBe(403);
  expect(((await res.json()) as { messageKey?: string }).messageKey).toBe('impersonation_read_only');
}

test.describe('read-only impersonation on the order, restriction and depot forms (spec 000 §6, issue 15)', () => {
  test.describe.configure({ timeout: 240_000 });

  test('card order confirm, profile create and edit, override: disabled, say why, server refuses', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await impersonate(page, 'customerAdmin');
    const notice = page.getByRole('note').filter({ hasText: text('common', 'read_only_notice') });
    const hierarchy = await apiGet(page, '/api/users/users/hierarchy');
    const ids = (hierarchy.authorities as { authorityId: string }[]).map((a) => a.authorityId);

    // Card ordering (spec 002 §2.1): an authority that may order, so the form and its confirm show.
    let orderable: string | undefined;
    for (const id of ids) {
      const a = (await apiGet(page, `/api/cards/authorities/${id}`)) as Authority;
      if (
        a.authorityStopped === 'NO' &&
        a.cardOrderSetting.cardOrderingAllowed &&
        a.configuration.region.austriantax !== 'Y'
      ) {
        orderable = id;
        break;
      }
    }
    expect(orderable, 'an authority that may order').toBeTruthy();
    await selectEntry(page, 'A', String(orderable));
    await page.goto('/en/cards/order');
    // The first lazy page of the run: on a loaded 2-core machine its chunk can take a while.
    await expect(notice).toBeVisible({ timeout: 60_000 });
    const confirm = page.getByRole('button', { name: text('cards-order', 'confirm_order'), exact: true });
    await confirm.scrollIntoViewIfNeeded();
    await refusesWithReason(
      page,
      confirm,
      text('cards-order', 'order_colleague_view'),
      /\/api\/cards\/cardorder/,
    );
    await expect(page).toHaveURL(/\/cards\/order$/);
    await page.screenshot({ path: `${SHOTS}-order.png`, fullPage: true });
    await serverRefuses(page, 'POST', '/api/cards/cardorder', {});

    // Restriction profiles (spec 002 §2.5-§2.8): an authority holding an editable profile where the
    // acknowledgement flag allows both creating (not Y) and editing (not N) profiles (§4.5, §4.9).
    let profile: { profileId: number; authorityId: string; restrictionTypes: string[] } | undefined;
    for (const id of ids) {
      const isAck = await isAckOf(page, 'A', id);
      if (isAck === 'Y' || isAck === 'N') continue;
      const list = await apiGet(page, `/api/cards/profile/all?accessLevel=A&accessLevelCode=${id}`);
      profile = (
        list.profiles as {
          profileId: number;
          authorityId: string;
          isReadOnly: boolean;
          restrictionTypes: string[];
        }[]
      ).find((p) => !p.isReadOnly && p.restrictionTypes.length > 0);
      if (profile) break;
    }
    expect(profile, 'an editable restriction profile').toBeTruthy();
    await selectEntry(page, 'A', String(profile?.authorityId));
    const r = (key: string) => text('cards-restrictions', key);
    const profileWrites = /\/api\/cards\/(profile|restrictions)\//;

    // Create: the first step's Next is where the wizard would go on; it does not.
    await page.goto('/en/cards/restrictions/new');
    await expect(notice).toBeVisible();
    await page.getByRole('checkbox', { name: r('type_spending_limits') }).check();
    await refusesWithReason(
      page,
      page.getByRole('button', { name: r('next'), exact: true }),
      READ_ONLY,
      profileWrites,
    );
    await expect(page).toHaveURL(/\/cards\/restrictions\/new$/);

    // Edit: the detail page's actions and the edit form's Save.
    await page.goto(`/en/cards/restrictions/${profile?.profileId}`);
    await expect(notice).toBeVisible();
    const described = page.getByRole('button', { description: READ_ONLY });
    await expect(described.first()).toBeVisible();
    for (const button of await described.all()) await expect(button).toBeDisabled();
    // Every other button of the page is disabled too, but the way back (and the shell's own).
    const enabled = await page
      .getByRole('main')
      .getByRole('button')
      .evaluateAll((buttons) =>
        buttons
          .filter((b) => !b.hasAttribute('disabled') && b.getAttribute('aria-disabled') !== 'true')
          .filter((b) => b.getClientRects().length > 0)
          .map((b) => (b.textContent ?? '').trim()),
      );
    const shell = [text('shell', 'exit_impersonation'), text('shell', 'switch_button')];
    expect(enabled.filter((name) => !shell.includes(name))).toEqual([r('back')]);
    await page.goto(`/en/cards/restrictions/${profile?.profileId}/edit/${profile?.restrictionTypes[0]}`);
    await expect(notice).toBeVisible();
    await refusesWithReason(
      page,
      // Save, or Next where the type's form has a second step (products).
      page.getByRole('button', { name: new RegExp(`^(${r('save')}|${r('next')})$`) }),
      READ_ONLY,
      profileWrites,
    );
    await page.screenshot({ path: `${SHOTS}-profile-edit.png`, fullPage: true });
    await serverRefuses(page, 'POST', '/api/cards/profile/restrictions', {});

    // Overrides (spec 002 §2.9): setting one from the limits page.
    await page.goto('/en/cards/limits');
    await expect(notice).toBeVisible();
    // Set one, or extend and end the one running (the limits suite may have left one).
    const l = (key: string) => text('cards-limits', key);
    const overrideButtons = page.getByRole('button', {
      name: new RegExp(
        `^(${l('override_set_button')}|${l('override_extend_button')}|${l('override_end_button')})$`,
      ),
    });
    await expect(overrideButtons.first()).toBeVisible();
    for (const button of await overrideButtons.all())
      await refusesWithReason(page, button, READ_ONLY, /\/api\/cards\/profile\/overrides/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await serverRefuses(page, 'POST', '/api/cards/profile/overrides', {});
    await exitImpersonation(page);
  });

  test('depot permission save: disabled, says why, server refuses (spec 001 §2, §4)', async ({ page }) => {
    await signInAsAdmin(page);
    await impersonate(page, 'evUser');
    const dp = (key: string, values?: Record<string, string>) => text('depot-permissions', key, values);
    await page.goto('/en/depot-permissions/select-cards');
    await expect(page.getByRole('heading', { level: 1, name: dp('title') })).toBeVisible();
    const table = page.getByRole('table', { name: dp('cards_table') });
    // Choosing cards only reads: it is allowed; the save on the next page is the write.
    await table.getByRole('checkbox', { disabled: false }).first().check();
    await page.getByRole('button', { name: dp('next'), exact: true }).click();
    await expect(page).toHaveURL(/\/depot-permissions\/select-depots$/);
    await expect(
      page.getByRole('note').filter({ hasText: text('common', 'read_only_notice') }),
    ).toBeVisible();
    const depot = page.getByRole('main').getByRole('checkbox').first();
    await depot.check();
    const save = page.getByRole('button', { name: dp('save'), exact: true });
    await refusesWithReason(page, save, READ_ONLY, /\/tokens\/restrictions\/save/);
    await expect(page).toHaveURL(/\/depot-permissions\/select-depots$/);
    await page.screenshot({ path: `${SHOTS}-depots.png`, fullPage: true });
    await serverRefuses(page, 'POST', '/api/evis/v1/tokens/restrictions/save', {});
    await exitImpersonation(page);
  });
});
