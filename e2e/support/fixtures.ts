import fs from 'node:fs';
import path from 'node:path';
import { test as base } from '@playwright/test';

/** Where the browser side of a test is written for the secret scan of run.ts (scan-secrets.ts). */
export const browserRecordDir = () =>
  process.env.E2E_DATA_DIR ? path.join(process.env.E2E_DATA_DIR, 'browser') : undefined;

const TEXT_TYPES = /json|text|javascript|html|xml/;
/**
 * The hashed build files (scripts, styles, map data) are written by `npm run build`, before any token
 * exists, and are the same for every test: reading their bodies (megabytes per page load) only cost
 * CPU on a 2-core machine.
 */
const BUILD_ASSET = /\/assets\/[^/?]+-[A-Za-z0-9_-]{8}\.[a-z0-9.]+(\?|$)/;

/**
 * The recorder is a witness, not the test: a body the browser never finishes (a request the page
 * abandoned, a page already gone) must not hold the teardown past the test's end.
 */
const RECORD_WAIT_MS = 5_000;
const atMost = <T>(work: Promise<T>): Promise<T | undefined> =>
  Promise.race([
    work,
    new Promise<undefined>((resolve) => setTimeout(() => resolve(undefined), RECORD_WAIT_MS).unref()),
  ]);

/**
 * Screenshots written to a file are for people to look at, not assertions: each full-page one costs
 * a raster and a PNG of the whole page. They are written when E2E_SCREENSHOTS=1 (how a screen is
 * reviewed); otherwise such a call saves nothing. A screenshot without a path (a test reading its
 * pixels) is always taken.
 */
const SAVE_SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';

/**
 * Tag of a test in the customer administrator's suites that does not depend on what those suites store
 * for that administrator: it signs in as someone else, or (the language walk) only reads texts that no
 * selection, preference or column choice changes. It runs beside them (the any-user project of
 * playwright.config.ts).
 */
export const ANY_USER = '@any-user';

/**
 * `test` that records what the browser saw: every text response body, and at the end each page's
 * localStorage, sessionStorage and script-readable cookies. run.ts then proves no IdP token value is
 * among them (issue 4).
 */
export const test = base.extend<{ recordBrowser: undefined }>({
  page: async ({ page }, use) => {
    if (!SAVE_SCREENSHOTS) {
      const take = page.screenshot.bind(page);
      page.screenshot = (options) => (options?.path ? Promise.resolve(Buffer.alloc(0)) : take(options));
    }
    await use(page);
  },
  recordBrowser: [
    async ({ context }, use, testInfo) => {
      const dir = browserRecordDir();
      if (!dir) {
        await use(undefined);
        return;
      }
      fs.mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `${testInfo.testId}.txt`);
      const pending: Promise<void>[] = [];
      context.on('response', (response) => {
        const type = response.headers()['content-type'] ?? '';
        if (!TEXT_TYPES.test(type) || BUILD_ASSET.test(response.url())) return;
        pending.push(
          response
            .text()
            .then((body) => fs.appendFileSync(file, `\n### ${response.url()}\n${body}\n`))
            .catch(() => undefined),
        );
      });
      await use(undefined);
      await atMost(Promise.all(pending));
      for (const page of context.pages()) {
        const storage = await atMost(
          page
            // A string, so it runs in the page without DOM types here.
            .evaluate(
              '({ local: JSON.stringify({ ...localStorage }), session: JSON.stringify({ ...sessionStorage }), cookies: document.cookie })',
            )
            .catch(() => undefined),
        );
        if (storage) fs.appendFileSync(file, `\n### storage of ${page.url()}\n${JSON.stringify(storage)}\n`);
      }
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
