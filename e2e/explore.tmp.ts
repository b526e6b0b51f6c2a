import fs from 'node:fs';
import { chromium } from '@playwright/test';
const base = 'http://localhost:3222';
const [lang, email, password, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
await page.goto(`${base}/${lang}/login`);
const login = JSON.parse(fs.readFileSync(`../apps/web/public/content/${lang}-login.json`,'utf8')).login_button;
await page.getByRole('button', { name: login }).click();
await page.waitForURL(/oidc\/interaction/);
await page.locator('input[type=email], input[name=email], input[name=login]').first().fill(email);
await page.locator('input[type=password]').fill(password);
await page.locator('button[type=submit]').click();
await page.waitForURL(/dashboard/);
for (const p of paths) {
  await page.goto(`${base}/${lang}/${p}`);
  await page.waitForLoadState('networkidle');
  const text = await page.locator('body').innerText();
  const name = p.replace(/[\/?&=]/g, '_');
  fs.writeFileSync(`/tmp/i18n-explore/${lang}-${name}.txt`, text);
  await page.screenshot({ path: `/tmp/i18n-explore/${lang}-${name}.png`, fullPage: true });
  console.log('done', p);
}
await browser.close();
