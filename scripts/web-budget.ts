/**
 * Issue 13 Web budgets: the gzip JavaScript each route downloads, from the Vite build manifest. Run
 * after `npm run build` (`npm run test:e2e` does): `tsx scripts/web-budget.ts` prints the table and
 * fails when a route is over its budget. bench/suites/web.ts writes the same table to the results.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
const KB = 1024;
export const SIGN_IN_BUDGET_KB = 150;
export const ROUTE_BUDGET_KB = 350;

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
type Manifest = Record<string, ManifestChunk>;

const SIGN_IN_PAGE = 'src/features/identity/pages/login-page.tsx';
/** The Mantine frame and the toast stack it loads right after the first paint. */
const MANTINE_FRAME = ['src/app/mantine-root.tsx', 'src/app/toast-stack.ts'];
const SHELL = 'src/app/layout/shell-layout.tsx';
/** Pages outside the shell: the public ones, and the admin area with its own layout. */
const WITHOUT_SHELL = /^src\/features\/(identity|admin|scenarios)\//;

/**
 * Lazy chunks a page shows on arrival, besides its own (a map that is there without a click). Other
 * lazy chunks load on a user action (a row's map on the charge points page, a dialog, an error
 * answer's schema) and are not part of the visit.
 */
const SHOWN_ON_ARRIVAL: Record<string, string[]> = {
  'src/features/charging/pages/charger-details-page.tsx': ['src/components/site-map.tsx'],
};

/**
 * The JavaScript a visit downloads: the entry and its static imports, plus the route's lazy modules
 * (frame, shell, page, what the page shows on arrival) with their static imports, once each.
 */
function routeFiles(manifest: Manifest, modules: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  for (const key of modules) {
    if (!manifest[key]) throw new Error(`${key} is no chunk of the build: a route moved`);
    visit(key);
  }
  return files;
}

export type RouteWeight = { page: string; chunks: number; kb: number; budgetKb: number };

/**
 * Every page of the build: the sign-in landing alone (plain, outside the Mantine frame), every other
 * page with the Mantine frame and, inside the shell, the shell layout.
 */
export function measureRoutes(): RouteWeight[] {
  const manifestPath = path.join(dist, '.vite/manifest.json');
  if (!fs.existsSync(manifestPath)) throw new Error('apps/web is not built: run `npm run build` first');
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;
  const sizes = new Map<string, number>();
  const gzipKb = (file: string) => {
    const known = sizes.get(file);
    if (known !== undefined) return known;
    const kb = gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length / KB;
    sizes.set(file, kb);
    return kb;
  };
  const pages = Object.keys(manifest)
    .filter((key) => /^src\/(app|features\/[^/]+)\/pages\/[^/]+\.tsx$/.test(key))
    .sort((a, b) => (a === SIGN_IN_PAGE ? -1 : b === SIGN_IN_PAGE ? 1 : a.localeCompare(b)));
  return pages.map((page) => {
    const isSignIn = page === SIGN_IN_PAGE;
    const frame = isSignIn ? [] : WITHOUT_SHELL.test(page) ? MANTINE_FRAME : [...MANTINE_FRAME, SHELL];
    const modules = [page, ...frame, ...(SHOWN_ON_ARRIVAL[page] ?? [])];
    const files = routeFiles(manifest, modules);
    const js = [...files].filter((f) => f.endsWith('.js'));
    return {
      page: page.replace(/^src\//, ''),
      chunks: js.length,
      kb: js.reduce((sum, f) => sum + gzipKb(f), 0),
      budgetKb: isSignIn ? SIGN_IN_BUDGET_KB : ROUTE_BUDGET_KB,
    };
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const routes = measureRoutes();
  const over = routes.filter((r) => r.kb > r.budgetKb);
  for (const r of routes) {
    const mark = r.kb > r.budgetKb ? ' OVER' : '';
    console.log(`${r.kb.toFixed(1).padStart(7)} KB of ${r.budgetKb}  ${r.chunks} chunks  ${r.page}${mark}`);
  }
  if (over.length) {
    for (const r of over) console.error(`web budget: ${r.page} is over its budget`);
    process.exit(1);
  }
  console.log(`web budget: all ${routes.length} pages within budget`);
}
