import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import type { NamedUserKey } from '../../apps/server/src/demo/named-users';
import { contentText } from '../support/content';
import { expect, test } from '../support/fixtures';
import { demoUser, signInThroughPages } from '../support/sign-in';

/**
 * Issue 50 gates on every route (spec 000 §6, document 3 §4.9): every page route typed as a URL is
 * gated exactly like its side-navigation item, or its section's item for pages outside the menu.
 * Each demo user who can sign in opens every route by URL and gets the menu's verdict: the page when
 * the menu shows the item, the no-access page otherwise (the migration page for a migrated user, the
 * charge points for an EV user who opens the overview, as the app already does).
 */
const SHOTS = fileURLToPath(new URL('../../test-results/route-gates/', import.meta.url));

/** Every guarded route, with the menu item it is gated by. */
const ROUTES: readonly [route: string, item: string][] = [
  ['/dashboard', '/dashboard'],
  ['/transactions', '/transactions'],
  ['/invoices', '/invoices'],
  ['/invoices/archive', '/invoices'],
  ['/evpricelist', '/evpricelist'],
  ['/cards/order', '/cards/order'],
  ['/cards/order/confirmation', '/cards/order'],
  ['/cards/order/steps/1', '/cards/order'],
  ['/cards/view', '/cards/view'],
  ['/cards/reissue', '/cards/reissue'],
  ['/cards/restrictions', '/cards/restrictions'],
  ['/cards/restrictions/new', '/cards/restrictions'],
  ['/cards/restrictions/1', '/cards/restrictions'],
  ['/cards/restrictions/1/edit', '/cards/restrictions'],
  ['/cards/restrictions/1/edit/products', '/cards/restrictions'],
  ['/cards/limits', '/cards/limits'],
  ['/cards/limits/A10001', '/cards/limits'],
  ['/access/users', '/access/users'],
  ['/access/users/new', '/access/users'],
  ['/access/users/add-to-group', '/access/users'],
  ['/access/users/1', '/access/users'],
  ['/access/groups', '/access/groups'],
  ['/charge-points', '/charge-points'],
  ['/charge-points/charger', '/charge-points'],
  ['/depot-permissions/select-cards', '/depot-permissions/select-cards'],
  ['/depot-permissions/select-depots', '/depot-permissions/select-cards'],
  ['/charging-history', '/charging-history'],
];

const NAV_LABEL = contentText('en', 'shell', 'nav_label');
const NO_ACCESS = contentText('en', 'noaccess', 'title');

/** The demo users who can sign in, where they sign in, and what they see instead of a refused page. */
const USERS: readonly { key: NamedUserKey; entry: 'login' | 'internal'; isMigrated?: true }[] = [
  { key: 'customerAdmin', entry: 'login' },
  { key: 'user', entry: 'login' },
  { key: 'evUser', entry: 'login' },
  { key: 'singleRole', entry: 'login' },
  { key: 'orderBlocked', entry: 'login' },
  { key: 'internal', entry: 'internal' },
  { key: 'migrated', entry: 'login', isMigrated: true },
];

async function signIn(page: Page, key: NamedUserKey, entry: 'login' | 'internal') {
  const user = demoUser(key);
  if (entry === 'login') return signInThroughPages(page, user.email, user.password);
  // Spec 000 §2: the internal entry, then the same IdP form.
  await page.goto('/en/login/internal');
  await page.getByRole('button', { name: contentText('en', 'login', 'login_button') }).click();
  await expect(page).toHaveURL(/\/oidc\/interaction\//);
  await page.getByLabel(contentText('en', 'signin', 'email_label')).fill(user.email);
  await page.getByLabel(contentText('en', 'signin', 'password_label')).fill(user.password);
  await page.getByRole('button', { name: contentText('en', 'signin', 'submit') }).click();
}

/** The paths (without locale) the side navigation links to, once it has loaded. */
async function menuPaths(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: NAV_LABEL });
  await expect(nav.getByRole('link').first()).toBeVisible();
  const hrefs = await nav
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.map((href) => href.replace(/^\/[a-z]{2}(?=\/)/, ''));
}

/** Waits until the shell has decided (the menu is in) and the page has settled: no spinner, a heading. */
async function settled(page: Page) {
  await expect(page.getByRole('navigation', { name: NAV_LABEL }).getByRole('link').first()).toBeVisible();
  const main = page.locator('main');
  await expect(main.locator('h1, h2, [role=alert]').first()).toBeVisible();
  await expect(main.locator('.mantine-Loader-root, .mantine-Skeleton-root')).toHaveCount(0);
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

for (const { key, entry, isMigrated } of USERS) {
  test(`${key}: every route by URL gets the menu's verdict (issue 50, spec 000 §6, document 3 §4.9)`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, key, entry);
    if (isMigrated) {
      // Spec 000 §6: a migrated user sees only the migration page, whatever is typed.
      await expect(page).toHaveURL(/\/migratedusers$/);
      for (const [route] of ROUTES)
        await test.step(route, async () => {
          await page.goto(`/en${route}`);
          await expect(page).toHaveURL(/\/en\/migratedusers$/);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        });
      return;
    }
    await expect(page).not.toHaveURL(/\/oidc\/|\/login/);
    await settled(page);
    const menu = await menuPaths(page);
    expect(menu.length).toBeGreaterThan(0);
    const isEv = key === 'evUser';
    for (const [route, item] of ROUTES)
      await test.step(`${route} (menu ${menu.includes(item) ? 'shows' : 'hides'} ${item})`, async () => {
        await page.goto(`/en${route}`);
        if (menu.includes(item)) {
          await settled(page);
          expect(pathOf(page)).not.toBe('/en/no-access');
          await expect(page.getByRole('heading', { level: 1, name: NO_ACCESS })).toHaveCount(0);
        } else if (isEv && route === '/dashboard') {
          await expect(page).toHaveURL(/\/en\/charge-points$/);
        } else {
          await expect(page.getByRole('heading', { level: 1, name: NO_ACCESS })).toBeVisible();
          expect(pathOf(page)).toBe('/en/no-access');
        }
      });
  });
}

test('ben (migration status 2) typing /cards/limits gets the no-access page, not the limits table (issue 50, document 3 §4.9)', async ({
  page,
}) => {
  const ben = demoUser('orderBlocked');
  await signInThroughPages(page, ben.email, ben.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  // The cookie banner would cover the page in the screenshots.
  await page.getByRole('button', { name: contentText('en', 'cookies', 'agree_button') }).click();
  const navDe = contentText('de', 'shell', 'nav_label');
  for (const { width, locale } of [
    { width: 1366, locale: 'en' },
    { width: 390, locale: 'de' },
    { width: 390, locale: 'pl' },
  ]) {
    await page.setViewportSize({ width, height: 844 });
    for (const route of ['/cards/limits', '/cards/limits/A10001', '/cards/restrictions/new']) {
      await page.goto(`/${locale}${route}`);
      await expect(
        page.getByRole('heading', { level: 1, name: contentText(locale, 'noaccess', 'title') }),
      ).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/${locale}/no-access$`));
      // It says why: the move to the new platform, not the role (the migration status is the user's).
      await expect(page.getByText(contentText(locale, 'noaccess', 'text_migration'))).toBeVisible();
      await expect(page.getByText(contentText(locale, 'noaccess', 'text'))).toHaveCount(0);
      await expect(page.getByRole('table')).toHaveCount(0);
      await expect(
        page.getByRole('button', { name: contentText(locale, 'noaccess', 'home_button') }),
      ).toHaveCount(0);
      await expect(
        page.getByRole('link', { name: contentText(locale, 'noaccess', 'home_button') }),
      ).toBeVisible();
      if (route === '/cards/limits')
        await page.screenshot({ path: `${SHOTS}ben-${locale}-${width}-cards-limits.png`, fullPage: true });
    }
  }
  // The menu agrees: neither item is offered (German phone menu checked through the desktop one).
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/de/cards/view');
  const nav = page.getByRole('navigation', { name: navDe });
  await expect(nav.getByRole('link').first()).toBeVisible();
  await expect(nav.locator('a[href$="/cards/limits"], a[href$="/cards/restrictions"]')).toHaveCount(0);
});
