import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runSeed, seedSection } from '../support/seed-run';

/** Issue 3: the demo preset loads into a fresh PGlite in at most 30 s on this machine. */
export default async function run(): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seed-demo-'));
  try {
    const result = await runSeed(['--preset', 'demo'], { DATA_DIR: dataDir, DATABASE_URL: '' });
    return seedSection('Demo preset into a fresh PGlite', 'at most 30 s', result);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
