import { expect, test } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { contentText } from '../support/content';

const port = new URL(baseURL).port;
const brands = [
  { label: 'brand 1 on localhost', origin: baseURL, keyword: 'corvane', name: 'Corvane Fleet' },
  {
    label: 'brand 2 on its host',
    origin: `http://portal.tessaly.test:${port}`,
    keyword: 'tessaly',
    name: 'Tessaly Energy',
  },
];

test.describe('the portal loads in every brand and language (spec 000 §1)', () => {
  for (const brand of brands) {
    for (const locale of ['en', 'de']) {
      test(`${brand.label} in ${locale}`, async ({ page }, testInfo) => {
        const errors: string[] = [];
        page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
        await page.goto(`${brand.origin}/${locale}/login`);
        await expect(page.locator('html')).toHaveAttribute('data-brand', brand.keyword);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page).toHaveTitle(new RegExp(brand.name));
        const heading = contentText(locale, 'login', 'welcome_title', { brand: brand.name });
        await expect(page.getByRole('heading', { name: heading })).toBeVisible();
        await expectNoSeriousAxeViolations(page);
        await page.screenshot({
          path: testInfo.outputPath(`login-${brand.keyword}-${locale}.png`),
          fullPage: true,
        });
        expect(errors).toEqual([]);
      });
    }
  }

  test('the root without a session leads to the sign-in landing, in English by default', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const heading = contentText('en', 'login', 'welcome_title', { brand: 'Corvane Fleet' });
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  });

  test('an unknown route shows the 404 page in the locale of the path', async ({ page }) => {
    await page.goto('/nl/this/does/not/exist');
    await expect(page.getByText(contentText('nl', 'notfound', 'title'))).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test('a missing content text shows its key name (spec 000 §1)', async ({ page }) => {
    await page.route('**/content/en-login.json', async (route) => {
      const response = await route.fetch();
      const texts = (await response.json()) as Record<string, string>;
      delete texts.welcome_title;
      await route.fulfill({ response, json: texts });
    });
    await page.goto('/en/login');
    await expect(page.getByRole('heading', { name: 'welcome_title' })).toBeVisible();
    await expect(page.getByText(contentText('en', 'login', 'welcome_text'))).toBeVisible();
  });
});
