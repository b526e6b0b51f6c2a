/**
 * Runs the Playwright suite in Debian's Chromium. Without a Chromium it skips loudly and passes,
 * except under CI=true, where a missing browser is a failure.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findChromium } from './support/chromium';

const chromium = findChromium();
if (!chromium) {
  const banner = '#'.repeat(72);
  console.error(
    `\n${banner}\n#  e2e skipped: no Chromium (set CHROMIUM_PATH or install /usr/bin/chromium)\n${banner}\n`,
  );
  process.exit(process.env.CI === 'true' ? 1 : 0);
}
const here = fileURLToPath(new URL('.', import.meta.url));
if (!fs.existsSync(new URL('../apps/web/dist/index.html', import.meta.url))) {
  console.error('e2e: the web app is not built; run `npm run build` first');
  process.exit(1);
}
// One fresh data folder (PGlite and files) for the portal under test, removed afterwards.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  cwd: here,
  env: { ...process.env, CHROMIUM_PATH: chromium, E2E_DATA_DIR: dataDir },
});
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
