import { expect, type Page } from '@playwright/test';

const REFRESH_URL = '/api/users/token/gettokens?refresh_token=secure';

/**
 * The access token lives 15 s in the e2e server. Refreshes the session the way the app does (the
 * token call's refresh form, with the refresh cookie of the page's context), without a reload.
 */
export async function refreshSession(page: Page) {
  const res = await page.request.post(REFRESH_URL, {
    headers: { 'x-requested-with': 'portal' },
    data: { brand: 1, isLocal: true, IsNewDomain: true },
  });
  expect(res.ok(), `session refresh: ${res.status()}`).toBe(true);
}

/** A call through the page's session; when the access token has lapsed, refreshed once and retried. */
export async function apiCall(
  page: Page,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  data?: unknown,
) {
  const send = () =>
    page.request.fetch(url, {
      method,
      headers: method === 'GET' ? {} : { 'x-requested-with': 'portal' },
      ...(data === undefined ? {} : { data }),
    });
  let res = await send();
  if (res.status() === 401) {
    await refreshSession(page);
    res = await send();
  }
  return res;
}

/** GET through the page's session; the answer must be 2xx; its parsed body. */
// biome-ignore lint/suspicious/noExplicitAny: tests read the parts of the body they check
export async function apiGet(page: Page, url: string): Promise<any> {
  const res = await apiCall(page, 'GET', url);
  expect(res.ok(), `GET ${url}: ${res.status()}`).toBe(true);
  return res.json();
}

/**
 * Selects a hierarchy entry as the selector does: stored on the server and in the tab's session
 * storage. Specs share one server, and a user's stored selection is shared with them: a spec that
 * depends on the selection sets it first, then opens the page it tests.
 *
 * The page first leaves the app for a same-origin answer without it: an app still starting up would
 * otherwise store the server's previous selection in the tab after this write (its answer arriving
 * later on a loaded machine), and the next page would show another entry.
 */
export async function selectEntry(page: Page, accessLevel: 'A' | 'P' | 'G', accessLevelCode: string) {
  await page.goto('/api/health');
  const res = await apiCall(page, 'PUT', '/api/users/users/loggedinuser', { accessLevel, accessLevelCode });
  expect(res.ok()).toBe(true);
  // The tab's impersonation ('' for the user themself) stays: the app reads a selection only for it.
  const actingAs = (await page.evaluate(
    `JSON.parse(sessionStorage.getItem('selectedHierarchy') ?? 'null')?.state?.actingAs ?? ''`,
  )) as string;
  const stored = JSON.stringify({
    state: { selection: { accessLevel, accessLevelCode }, actingAs },
    version: 0,
  });
  // A string, so it runs in the page without DOM types here.
  await page.evaluate(`sessionStorage.setItem('selectedHierarchy', ${JSON.stringify(stored)})`);
}

/**
 * The masthead acknowledgement flag of a hierarchy entry (spec 002 §4.5, §4.9: N disables restriction
 * edits, Y disables creating profiles).
 */
export const isAckOf = async (page: Page, level: string, code: string) =>
  (await apiGet(page, `/api/users/users/permissions?accessLevel=${level}&accessLevelCode=${code}`)).masthead
    .isAck as string | null;
