import { expect, type Page } from '@playwright/test';

/** The access token lives 15 s in the e2e server: a reload lets the app refresh the session. */
export async function refreshSession(page: Page) {
  const refreshed = page.waitForResponse((r) => r.url().includes('/api/users/') && r.ok());
  await page.reload();
  await refreshed;
}

/** GET through the browser's session; when the access token has lapsed, the app refreshes it first. */
export async function apiGet(page: Page, url: string) {
  let res = await page.request.get(url);
  if (res.status() === 401) {
    await refreshSession(page);
    res = await page.request.get(url);
  }
  expect(res.ok()).toBe(true);
  return res.json();
}

/**
 * Selects a hierarchy entry as the selector does: stored on the server and in the tab's session
 * storage. Specs share one server, and a user's stored selection is shared with them: a spec that
 * depends on the selection sets it first.
 */
export async function selectEntry(page: Page, accessLevel: 'A' | 'P' | 'G', accessLevelCode: string) {
  const put = () =>
    page.request.put('/api/users/users/loggedinuser', {
      headers: { 'x-requested-with': 'portal', origin: new URL(page.url()).origin },
      data: { accessLevel, accessLevelCode },
    });
  let res = await put();
  if (res.status() === 401) {
    await refreshSession(page);
    res = await put();
  }
  expect(res.ok()).toBe(true);
  const stored = JSON.stringify({
    state: { selection: { accessLevel, accessLevelCode }, actingAs: '' },
    version: 0,
  });
  // A string, so it runs in the page without DOM types here.
  await page.evaluate(`sessionStorage.setItem('selectedHierarchy', ${JSON.stringify(stored)})`);
}
