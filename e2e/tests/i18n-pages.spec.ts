import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { contentText } from '../support/content';
import { ANY_USER, expect, test } from '../support/fixtures';
import { openInApp } from '../support/in-app-navigation';
import { apiGet } from '../support/session-api';
import { openSignedIn } from '../support/stored-session';

/**
 * Issue 15: every page of the customer administrator in every language shows no raw content key and
 * none of the English-only values below (data values, month and weekday names, shell words).
 */
const LOCALES = ['en', 'es', 'de', 'nl', 'pt', 'pl'] as const;
const PAGES = [
  'dashboard',
  'transactions',
  'transactions?fromDashboard=true',
  'invoices',
  'invoices/archive',
  'evpricelist',
  'cards/view',
  'cards/reissue',
  'cards/order',
  'cards/restrictions',
  'cards/limits',
  'access/users',
  'access/groups',
  'account',
  'charge-points',
  'charging-history',
  // Issue 15: the footer's own legal notice and privacy pages.
  'legal-notice',
  'privacy',
];
const ENGLISH_ONLY = [
  'Premium diesel',
  'Unleaded 95',
  'HVO100 renewable diesel',
  'Electricity',
  'Engine oil',
  'Tolls and parking',
  'Food and drink',
  'Car wash',
  'Shop goods',
  'AC charging up to',
  'Target neutral',
  'Germany',
  'Service station',
  'Online PIN',
  'Spending limit exceeded',
  'Incorrect PIN',
  'Uninvoiced',
  'Authorised',
  'Declined',
  'Pool card',
  'Driver card',
  'Something went wrong',
  'January',
  'February',
  'March',
  'June',
  'July',
  'October',
  'December',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
  'Download',
  'Loading',
];
/** A content key shown instead of its text: snake_case words such as status_active or value_diesel. */
const RAW_KEY = /(?<![\w.@/-])[a-z][a-z0-9]*(?:_[a-z0-9]+)+(?![\w.@/-])/;

const shots = path.resolve('../test-results/i18n-screens');

/** Every text of a locale's content files: a word the translation itself uses (nl "Premium diesel") is no finding. */
const contentDir = path.resolve('../apps/web/public/content');
const ownTextCache = new Map<string, Set<string>>();
/**
 * The locale's own month and weekday names, whatever their case: Dutch "december" is written as the
 * English word when a calendar header capitalises it. Without this the check failed every December
 * (and in the other months whose Dutch names equal the English ones): it read the calendar.
 */
function isOwnCalendarWord(locale: string, word: string): boolean {
  const names = new Set<string>();
  for (let month = 0; month < 12; month++)
    names.add(
      new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, month, 1)),
    );
  for (let day = 0; day < 7; day++)
    names.add(
      new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
        Date.UTC(2026, 0, 4 + day),
      ),
    );
  return [...names].some((name) => name.toLowerCase() === word.toLowerCase());
}

function ownTexts(locale: string): Set<string> {
  let texts = ownTextCache.get(locale);
  if (!texts) {
    texts = new Set(
      fs
        .readdirSync(contentDir)
        .filter((f) => f.startsWith(`${locale}-`) && f.endsWith('.json'))
        .flatMap((f) =>
          Object.values(JSON.parse(fs.readFileSync(path.join(contentDir, f), 'utf8')) as object),
        )
        .filter((v): v is string => typeof v === 'string'),
    );
    ownTextCache.set(locale, texts);
  }
  return texts;
}

/** The page's heading is there and nothing in the main area is still loading (no wait for time). */
async function settled(page: Page) {
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.locator('main').first()).toBeVisible();
  await expect(page.locator('main h1, main h2').first()).toBeVisible();
  await expect(page.locator('main .mantine-Skeleton-root, main .mantine-Loader-root')).toHaveCount(0);
}

/** Names of the user's accounts (e.g. "Northwind Germany") are customer data, not texts to translate. */
let accountNames: string[] = [];
async function loadAccountNames(page: Page) {
  const h = (await apiGet(page, '/api/users/users/hierarchy')) as Record<string, Record<string, unknown>[]>;
  const names = Object.values(h)
    .filter(Array.isArray)
    .flat()
    .flatMap((row) => ['customerName', 'authorityName', 'parentName', 'groupName'].map((k) => row[k]))
    .filter((v): v is string => typeof v === 'string' && v.length > 0);
  accountNames = [...new Set(names)].sort((a, b) => b.length - a.length);
}

async function problemsOn(page: Page, locale: string): Promise<string[]> {
  // biome-ignore lint/performance/useDomNodeTextContent: the text a person sees, without hidden nodes.
  let text = await page.locator('body').innerText();
  for (const name of accountNames) text = text.replaceAll(name, ' ');
  const found: string[] = [];
  const key = RAW_KEY.exec(text);
  if (key) found.push(`raw key "${key[0]}"`);
  if (locale !== 'en')
    for (const word of ENGLISH_ONLY)
      if (
        !ownTexts(locale).has(word) &&
        !isOwnCalendarWord(locale, word) &&
        new RegExp(`\\b${word}\\b`).test(text)
      )
        found.push(`English "${word}"`);
  return found;
}

test.describe('every page in every language (issue 15)', () => {
  // The walks only read texts: they run beside the customer administrator's suites, on both workers
  // (ANY_USER). The screen checks below open a row and clear a filter of the transactions page, whose
  // columns the transactions suite changes: they stay in the serial project.
  test.describe.configure({ mode: 'parallel', timeout: 300_000 });
  // A step that cannot happen fails at once instead of holding the whole test.
  test.use({ actionTimeout: 15_000, navigationTimeout: 30_000 });

  for (const locale of LOCALES) {
    test(`${locale}: no raw key and no English-only value on any page`, { tag: ANY_USER }, async ({
      page,
    }) => {
      await openSignedIn(page, 'customerAdmin', `/${locale}/dashboard`);
      await loadAccountNames(page);
      const problems: string[] = [];
      // Through the app's own navigation, as its links go: the texts are the same, the walk a third as long.
      for (const target of PAGES) {
        await openInApp(page, `/${locale}/${target}`);
        await settled(page);
        for (const problem of await problemsOn(page, locale))
          problems.push(`/${locale}/${target}: ${problem}`);
      }
      // The custom period's calendar: weekday and month names of the page language.
      await openInApp(page, `/${locale}/transactions`);
      await settled(page);
      await page
        .getByRole('combobox', { name: contentText(locale, 'transactions-transactions', 'period_label') })
        .selectOption(contentText(locale, 'transactions-transactions', 'period_custom'));
      const dialog = page.getByRole('dialog');
      await expect(dialog.locator('table').first()).toBeVisible();
      // biome-ignore lint/performance/useDomNodeTextContent: the text a person sees, without hidden nodes.
      const weekdays = (await dialog.locator('thead').first().innerText()).split(/\s+/).filter(Boolean);
      if (locale !== 'en')
        expect(weekdays, `${locale} weekdays`).not.toEqual(['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']);
      expect(weekdays[0], `${locale}: weeks start on Monday`).not.toMatch(/^Su|^So|^Do$|^Ni/);
      for (const problem of await problemsOn(page, locale))
        problems.push(`/${locale}/transactions calendar: ${problem}`);
      expect(problems).toEqual([]);
    });
  }

  for (const locale of ['de', 'pl'] as const)
    for (const width of [390, 1366])
      test(`${locale} at ${width} px: changed screens look right and pass axe`, async ({ page }) => {
        fs.mkdirSync(shots, { recursive: true });
        await page.setViewportSize({ width, height: 900 });
        await openSignedIn(page, 'customerAdmin', `/${locale}/dashboard`);
        for (const target of ['dashboard', 'transactions?fromDashboard=true', 'evpricelist', 'cards/order']) {
          await openInApp(page, `/${locale}/${target}`);
          await settled(page);
          await page.screenshot({
            path: path.join(shots, `${locale}-${width}-${target.replace(/[/?=]/g, '_')}.png`),
            fullPage: true,
          });
          await expectNoSeriousAxeViolations(page);
        }
        // The uninvoiced chip clears the filter.
        await openInApp(page, `/${locale}/transactions?fromDashboard=true`);
        await settled(page);
        const chip = page.getByTestId('uninvoiced-filter');
        await expect(chip).toContainText(
          contentText(locale, 'transactions-transactions', 'filter_uninvoiced_chip'),
        );
        // The rows of the unfiltered list replace the uninvoiced ones when its answer arrives.
        const unfiltered = page.waitForResponse(
          (r) =>
            r.url().includes('/api/transactions/transactions?') &&
            !r.url().includes('fromDashboard') &&
            r.ok(),
        );
        await chip
          .getByRole('button', {
            name: contentText(locale, 'transactions-transactions', 'filter_uninvoiced_clear'),
          })
          .click();
        await expect(page).not.toHaveURL(/fromDashboard/);
        await expect(page.getByTestId('uninvoiced-filter')).toHaveCount(0);
        await unfiltered;
        // A row's full details in the page language (opened again should the row be replaced under it).
        await expect(async () => {
          await page.locator('tbody tr').first().getByRole('button').last().click({ timeout: 5_000 });
          await page
            .getByRole('button', { name: contentText(locale, 'transactions-transactions', 'full_details') })
            .click({ timeout: 5_000 });
        }).toPass({ timeout: 45_000 });
        const details = page.getByRole('dialog');
        await expect(details.locator('[data-field="productName"]')).toBeVisible();
        await page.screenshot({
          path: path.join(shots, `${locale}-${width}-transaction-details.png`),
          fullPage: true,
        });
        await expectNoSeriousAxeViolations(page);
        expect(await problemsOn(page, locale)).toEqual([]);
      });
});
