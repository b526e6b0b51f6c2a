import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/client';
import { namedUser } from '../../apps/server/src/demo/named-users';
import { signIn, WRITE_HEADERS } from '../../apps/server/test/helpers/sign-in';
import { measureRoutes } from '../../scripts/web-budget';
import { mdRow } from '../support/load';
import { runSeed } from '../support/seed-run';

const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

/** The per-route table of scripts/web-budget.ts (the same check `npm run test:e2e` runs). */
function bundleSection(): string {
  const rows = measureRoutes().map((r) =>
    mdRow([r.page, r.chunks, r.kb.toFixed(1), r.budgetKb, r.kb <= r.budgetKb ? 'yes' : '**no**']),
  );
  return [
    '### JavaScript per route (gzip -9, from the build manifest; a visit: entry, frame, shell, page)',
    '',
    mdRow(['page', 'chunks', 'KB gzip', 'budget KB', 'within']),
    mdRow(['---', '---:', '---:', '---:', '---']),
    ...rows,
  ].join('\n');
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });

type Scores = { performance: number; fcp: number; lcp: number; tbt: number; cls: number };

/**
 * Lighthouse runs per page and form factor (BENCH_WEB_RUNS, default 3): one run's score moved by 10
 * to 20 points from one minute to the next on a shared machine, so the table shows the run with the
 * median score and the range of all. Lighthouse keeps the browser's storage here (the session), and
 * with it the HTTP cache: each page and form factor first runs once on an emptied cache (a first
 * visit, shown in its own column), and the scored runs follow with the page's files cached, as a
 * portal used every day loads them (long cache headers); before, the first of the three scored runs
 * was a first visit and the others not.
 */
const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 3));

const medianRun = (scores: Scores[]): Scores => {
  const sorted = [...scores].sort((a, b) => a.performance - b.performance || a.tbt - b.tbt);
  return sorted[Math.floor((sorted.length - 1) / 2)] as Scores;
};

async function audit(url: string, port: number, desktop: boolean): Promise<Scores> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true },
    desktop ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
  // For diagnosis (largest scripts, main-thread work, layout-shift elements): the full report.
  const reportDir = process.env.BENCH_WEB_REPORT_DIR;
  if (reportDir) {
    const name = `${new URL(url).pathname.replaceAll('/', '_')}-${desktop ? 'desktop' : 'mobile'}.json`;
    fs.mkdirSync(reportDir, { recursive: true });
    fs.writeFileSync(path.join(reportDir, name), JSON.stringify(result.lhr));
  }
  const { categories, audits } = result.lhr;
  const ms = (id: string) => Math.round(audits[id]?.numericValue ?? Number.NaN);
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    fcp: ms('first-contentful-paint'),
    lcp: ms('largest-contentful-paint'),
    tbt: ms('total-blocking-time'),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? Number.NaN).toFixed(3)),
  };
}

/** Empties the browser's HTTP cache (cookies and storage stay). */
async function clearCache(port: number) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const tab = await browser.newPage();
  const session = await tab.createCDPSession();
  await session.send('Network.clearBrowserCache');
  await tab.close();
  await browser.disconnect();
}

/** Sign-in page signed out; dashboard and transactions signed in as the customer administrator. */
async function lighthouseSection(): Promise<string> {
  const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(chromePath))
    throw new Error(`no Chromium at ${chromePath} (apt-get install -y chromium)`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-web-'));
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  await runSeed(['--preset', 'demo'], { DATA_DIR: dataDir, DATABASE_URL: '' });
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    SEED_PRESET: 'none',
    DATA_DIR: dataDir,
    PUBLIC_URL: origin,
    // The sign-in helper writes with the default origin.
    ALLOWED_ORIGINS: WRITE_HEADERS.origin,
  });
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ host: '127.0.0.1', port });
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM_FLAGS });
  try {
    const user = namedUser('customerAdmin');
    const { jar } = await signIn(app, user.email, user.password as string);
    const cookie = jar.header();
    const profile = (
      await app.inject({
        method: 'POST',
        url: '/api/users/users/profile',
        headers: { ...WRITE_HEADERS, cookie },
        payload: { brand: 1 },
      })
    ).json() as Record<string, unknown>;
    const rows: string[] = [];
    const run = async (label: string, route: string) => {
      for (const desktop of [false, true]) {
        await clearCache(chrome.port);
        const first = await audit(`${origin}${route}`, chrome.port, desktop);
        const scores: Scores[] = [];
        for (let i = 0; i < RUNS; i++) scores.push(await audit(`${origin}${route}`, chrome.port, desktop));
        const s = medianRun(scores);
        const range = `${Math.min(...scores.map((x) => x.performance))}-${Math.max(...scores.map((x) => x.performance))}`;
        const firstVisit = `${first.performance} (${first.fcp} / ${first.lcp} / ${first.tbt})`;
        rows.push(
          mdRow([
            label,
            desktop ? 'desktop' : 'mobile',
            s.performance,
            range,
            s.fcp,
            s.lcp,
            s.tbt,
            s.cls,
            firstVisit,
          ]),
        );
      }
    };
    await run('sign-in `/en/login`', '/en/login');
    // Signed in as the browser would be: the session cookies and the stored identity marker.
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const tab = await browser.newPage();
    await tab.goto(`${origin}/api/health`);
    for (const part of cookie.split('; ')) {
      const [name = '', ...value] = part.split('=');
      await tab.setCookie({ name, value: value.join('='), url: origin, secure: true, httpOnly: true });
    }
    const marker = { ...profile, tokenExpirationTime: Date.now() + 3_600_000, impersonatedUser: null };
    await tab.evaluate(`localStorage.setItem('identity', ${JSON.stringify(JSON.stringify(marker))})`);
    await tab.close();
    await browser.disconnect();
    await run('dashboard `/en/dashboard`', '/en/dashboard');
    await run('transactions `/en/transactions`', '/en/transactions');
    return [
      '### Lighthouse 12.2.3 performance (Debian Chromium, headless; mobile is the default throttled run)',
      '',
      `Goal: performance >= 90 mobile and >= 98 desktop. ${RUNS} runs each with the page's files cached: the run with the median score, and the range of the scores. Before them one first visit on an emptied cache: its score (FCP / LCP / TBT). FCP, LCP and TBT in ms.`,
      '',
      mdRow(['page', 'form factor', 'performance', 'range', 'FCP', 'LCP', 'TBT', 'CLS', 'first visit']),
      mdRow(['---', '---', '---:', '---:', '---:', '---:', '---:', '---:', '---:']),
      ...rows,
    ].join('\n');
  } finally {
    chrome.kill();
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Issue 13 Web budgets: JavaScript per route from the build, and Lighthouse on three pages. */
export default async function run(): Promise<string> {
  const bundles = bundleSection();
  const scores = await lighthouseSection();
  return ['## Web: bundle per route and Lighthouse (issue 13)', '', bundles, '', scores].join('\n');
}
