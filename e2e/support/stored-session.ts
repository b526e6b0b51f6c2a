import fs from 'node:fs';
import path from 'node:path';
import { type Browser, expect, type Page, request } from '@playwright/test';
import type { NamedUserKey } from '../../apps/server/src/demo/named-users';
import { baseURL } from '../playwright.config';
import { demoUser, signInThroughPages } from './sign-in';

/** The roles whose sign-in the suites reuse: each signs in once through the pages (setup project). */
export const STORED_ROLES = ['customerAdmin', 'user'] as const satisfies readonly NamedUserKey[];
export type StoredRole = (typeof STORED_ROLES)[number];

type StorageState = Awaited<ReturnType<Awaited<ReturnType<Browser['newContext']>>['storageState']>>;

const stateDir = () => path.join(process.env.E2E_DATA_DIR ?? '../data/e2e', 'stored-sessions');
export const storedStatePath = (role: StoredRole) => path.join(stateDir(), `${role}.json`);

/** Signs the role in through the real pages in a context of its own and writes its storageState. */
export async function writeStoredSession(browser: Browser, role: StoredRole): Promise<string> {
  const user = demoUser(role);
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signInThroughPages(page, user.email, user.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    fs.mkdirSync(stateDir(), { recursive: true });
    const file = storedStatePath(role);
    // Written aside and renamed: a worker reading it meanwhile sees the old or the new file, never half.
    const partial = `${file}.${process.pid}.${Date.now()}`;
    await context.storageState({ path: partial });
    fs.renameSync(partial, file);
    return file;
  } finally {
    await context.close();
  }
}

/**
 * The server ends a session after SESSION_IDLE_SECONDS without a call (75 s in the e2e server), so a
 * stored session can lapse between the tests that use it. One authenticated call tells and, when it
 * lives, keeps it alive; a lapsed one is replaced by a new sign-in.
 */
async function liveState(browser: Browser, role: StoredRole): Promise<StorageState> {
  const file = storedStatePath(role);
  if (fs.existsSync(file)) {
    const api = await request.newContext({ baseURL, storageState: file });
    const res = await api.post('/api/users/users/profile', {
      headers: { 'x-requested-with': 'portal' },
      data: { brand: 1 },
    });
    await api.dispose();
    if (res.ok()) return JSON.parse(fs.readFileSync(file, 'utf8')) as StorageState;
  }
  await writeStoredSession(browser, role);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as StorageState;
}

/**
 * Opens `path` signed in as the role from its stored state (cookies and the identity marker in
 * localStorage), instead of signing in again. Tests of sign-in itself keep signing in.
 */
export async function openSignedIn(page: Page, role: StoredRole, target = '/en/dashboard') {
  const browser = page.context().browser();
  if (!browser) throw new Error('a stored session needs a browser-launched context');
  const state = await liveState(browser, role);
  await page.context().addCookies(state.cookies);
  const origin = state.origins.find((o) => o.origin === new URL(baseURL).origin);
  // localStorage belongs to the origin: set it on a same-origin page that is no app route.
  await page.goto('/api/health');
  // A string, so it runs in the page without DOM types here.
  await page.evaluate(
    `for (const { name, value } of ${JSON.stringify(origin?.localStorage ?? [])}) localStorage.setItem(name, value)`,
  );
  await page.goto(target);
}
