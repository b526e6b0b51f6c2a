import { expect, type Page } from '@playwright/test';

/** A page's heading; the ones of the page being left are marked so the next page's can be told apart. */
const HEADING = 'main h1, main h2';
const LEFT = 'data-e2e-left';

/**
 * Moves the open portal to `target` the way one of its links does: through the router's history, with
 * no new document. A full load boots the whole app again (scripts, session, permissions), over a second
 * a page on a 2-core machine; walks that only read each page's texts do not need it. Returns once a
 * heading of the new page is shown. The page already open stays as it is; a target on the same path as
 * now (only its query differs) is loaded anew instead: its page keeps its heading, so that would not tell.
 */
export async function openInApp(page: Page, target: string) {
  const now = new URL(page.url());
  const next = new URL(target, now);
  if (next.href === now.href) return;
  if (next.pathname === now.pathname) {
    await page.goto(target);
    return;
  }
  // Strings, so they run in the page without DOM types here.
  await page.evaluate(
    `for (const heading of document.querySelectorAll(${JSON.stringify(HEADING)})) heading.setAttribute('${LEFT}', '');
     history.pushState(null, '', ${JSON.stringify(target)});
     dispatchEvent(new PopStateEvent('popstate'));`,
  );
  await expect(page.locator(`:is(${HEADING}):not([${LEFT}])`).first()).toBeVisible();
}
