/**
 * Runs the Playwright suite in Debian's Chromium. Without a Chromium it skips loudly and passes,
 * except under CI=true, where a missing browser is a failure.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { scanSecrets } from './scan-secrets';
import { findChromium } from './support/chromium';

const chromium = findChromium();
if (!chromium) {
  const banner = '#'.repeat(72);
  console.error(
    `\n${banner}\n#  e2e skipped: no Chromium (set CHROMIUM_PATH or install chromium-headless-shell or chromium)\n${banner}\n`,
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
let status = result.status ?? 1;
const log = path.join(dataDir, 'server.log');
if (status !== 0 && fs.existsSync(log)) {
  // Errors the server logged (level 50 and up), or its last lines when it never got going.
  const lines = fs.readFileSync(log, 'utf8').split('\n');
  const errors = lines.filter((line) => /"level":(5|6)0/.test(line) || (line && !line.startsWith('{')));
  console.error('--- server log: errors ---');
  console.error((errors.length ? errors : lines.slice(-20)).slice(-40).join('\n'));
}
// A partial run (one spec file) still scans what it saw.
const findings = await scanSecrets(dataDir).catch((error: unknown) => [`the scan failed: ${String(error)}`]);
if (findings.length > 0) {
  console.error(`IdP token values leaked:\n${findings.join('\n')}`);
  status = 1;
}
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(status);
