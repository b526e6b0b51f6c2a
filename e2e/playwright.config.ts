import fs from 'node:fs';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './support/chromium';

const port = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://localhost:${port}`;
/** Set by run.ts; a fixed folder when Playwright is started by hand. */
const dataDir = process.env.E2E_DATA_DIR ?? '../data/e2e';
fs.mkdirSync(dataDir, { recursive: true });

/**
 * Suites that sign in as the customer administrator and change what is stored for that user (the
 * selected hierarchy entry, preferences, users they administer). They run one after another: in
 * parallel, one suite's selection or number format would show up in another's screens. Their tests
 * tagged ANY_USER (support/fixtures.ts) do not depend on that and run beside them: among them the
 * language walk of i18n-pages, a fifth of the suite's time.
 */
const SHARED_USER_SUITES =
  /\/(access-users|account-audit|cards|dashboard|dashboard-layout|i18n-pages|invoices|limits|orders|shell|transactions)\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  projects: [
    // Signs each reused role in once and stores its session (support/stored-session.ts).
    { name: 'setup', testMatch: /stored-sessions\.setup\.ts$/ },
    {
      name: 'customer-admin',
      testMatch: SHARED_USER_SUITES,
      grepInvert: /@any-user/,
      workers: 1,
      dependencies: ['setup'],
    },
    { name: 'other-users', testIgnore: SHARED_USER_SUITES, dependencies: ['setup'] },
    // Tests of those suites tagged @any-user sign in as someone else: they run beside the rest.
    { name: 'any-user', testMatch: SHARED_USER_SUITES, grep: /@any-user/, dependencies: ['setup'] },
  ],
  outputDir: '../test-results/e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  // Expectations wait for state; the ceiling only matters when a loaded 2-core machine renders slowly.
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    baseURL,
    // The portal honours the system's reduced-motion setting (no modal or toast transitions): the
    // tests see each state at once, and a 2-core machine paints no frames of a fade.
    reducedMotion: 'reduce',
    // Tracing records every action of every test (DOM snapshots, a screencast): it doubled the time of
    // the transactions and invoices suites on a 2-core machine (4.3 min instead of 2.2). Off unless
    // E2E_TRACE=1; a failure still leaves its screenshot and page snapshot (error-context.md).
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
  },
  webServer: {
    // The server's log goes to a file that run.ts scans for token values (shell redirection).
    command: `npx tsx ../apps/server/src/main.ts > "${dataDir}/server.log" 2>&1`,
    url: `${baseURL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      // The demo (seed and /mailbox) runs outside production only (issue 14 finding 3).
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      // Request lines too, so the secret scan sees every URL the server logged.
      LOG_LEVEL: 'info',
      // Short session times so the refresh and the idle modal can be seen within a test; the idle time
      // still leaves a slow step of a busy machine (an axe scan, a search) well inside it.
      ACCESS_TOKEN_TTL_SECONDS: '15',
      SESSION_IDLE_SECONDS: '75',
      IDLE_AUTO_LOGOUT_MS: '5000',
      // Every simulated person signs in from 127.0.0.1: the per-address sign-in limit (20 a minute by
      // default, its own API tests in apps/server) would refuse the suite's own sign-ins when two
      // workers sign in several users within a minute.
      SIGNIN_RATE_PER_MINUTE: '600',
    },
  },
});
