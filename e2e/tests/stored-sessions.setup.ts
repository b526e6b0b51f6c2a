import { test } from '@playwright/test';
import { STORED_ROLES, writeStoredSession } from '../support/stored-session';

/** Signs every reused role in once, before the suites (playwright.config.ts `setup` project). */
for (const role of STORED_ROLES) {
  test(`sign in ${role} once and store the session`, async ({ browser }) => {
    await writeStoredSession(browser, role);
  });
}
