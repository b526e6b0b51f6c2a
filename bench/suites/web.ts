import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/client';
import { namedUser } from '../../apps/server/src/demo/named-users';
import { signIn, WRITE_HEADERS } from '../../apps/server/test/helpers/sign-in';
import { mdRow } from '../support/load';
import { runSeed } from '../support/seed-run';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');
const KB = 1024;
/** Issue 13 Web budgets. */
const SIGN_IN_BUDGET_KB = 150;
const ROUTE_BUDGET_KB = 350;
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
type Manifest = Record<string, ManifestChunk>;

const SHELL = 'src/app/layout/shell-layout.tsx';
const page = (feature: string, name: string) => `src/features/${feature}/pages/${name}.tsx`;
/** What each route loads besides the entry: its lazy page, and the shell for pages inside it. */
const ROUTES: { route: string; modules: string[] }[] = [
  { route: '/login (sign-in)', modules: [page('identity', 'login-page')] },
  { route: '/dashboard', modules: [SHELL, page('dashboard', 'dashboard-page')] },
  { route: '/transactions', modules: [SHELL, page('transactions', 'transactions-page')] },
  { route: '/cards/view', modules: [SHELL, page('cards', 'cards-view-page')] },
  { route: '/cards/reissue', modules: [SHELL, page('cards', 'cards-reissue-page')] },
  { route: '/access/users', modules: [SHELL, page('access', 'users-page')] },
  { route: '/access/users/new', modules: [SHELL, page('access', 'add-user-page')] },
  { route: '/access/groups', modules: [SHELL, page('groups', 'groups-page')] },
  { route: '/account', modules: [SHELL, page('account', 'account-page')] },
  { route: '/audit', modules: [SHELL, page('audit', 'audit-page')] },
  { route: '/admin', modules: [page('admin', 'admin-route')] },
  { route: '/admin/scenarios', modules: [page('scenarios', 'scenarios-route')] },
];

/**
 * The JavaScript a route downloads: the entry and its static imports, plus the route's modules with
 * their static imports and the chunks they load later on that page (dynamic imports), once each.
 */
function routeFiles(manifest: Manifest, modules: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string, withDynamic: boolean) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported, withDynamic);
    if (withDynamic) for (const dynamic of chunk.dynamicImports ?? []) visit(dynamic, true);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key, false);
  for (const key of modules) {
    if (!manifest[key]) throw new Error(`${key} is no chunk of the build: a route moved`);
    visit(key, true);
  }
  return files;
}

function bundleSection(): string {
  const manifestPath = path.join(dist, '.vite/manifest.json');
  if (!fs.existsSync(manifestPath)) throw new Error('apps/web is not built: run `npm run build` first');
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;
  const gzipKb = (file: string) => gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length / KB;
  const rows = ROUTES.map(({ route, modules }) => {
    const js = [...routeFiles(manifest, modules)].filter((f) => f.endsWith('.js'));
    const total = js.reduce((sum, f) => sum + gzipKb(f), 0);
    const budget = route.includes('sign-in') ? SIGN_IN_BUDGET_KB : ROUTE_BUDGET_KB;
    return mdRow([route, js.length, total.toFixed(1), budget, total <= budget ? 'yes' : '**no**']);
  });
  return [
    '### JavaScript per route (gzip -9, from the build manifest)',
    '',
    mdRow(['route', 'chunks', 'KB gzip', 'budget KB', 'within']),
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
        const s = await audit(`${origin}${route}`, chrome.port, desktop);
        rows.push(mdRow([label, desktop ? 'desktop' : 'mobile', s.performance, s.fcp, s.lcp, s.tbt, s.cls]));
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
      'Goal: performance >= 90 mobile and >= 98 desktop. FCP, LCP and TBT in ms.',
      '',
      mdRow(['page', 'form factor', 'performance', 'FCP', 'LCP', 'TBT', 'CLS']),
      mdRow(['---', '---', '---:', '---:', '---:', '---:', '---:']),
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
