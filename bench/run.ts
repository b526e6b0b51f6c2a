/**
 * npm run bench [-- suite ...]: runs the named suites (default: the quick ones), keeps each suite's
 * latest section in bench/results/<suite>.md and rebuilds bench/RESULTS.md from all sections.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const suitesDir = path.join(here, 'suites');
const resultsDir = path.join(here, 'results');
const available = fs
  .readdirSync(suitesDir)
  .filter((f) => f.endsWith('.ts'))
  .map((f) => f.slice(0, -3))
  .sort();
/** Suites that need a large data set or minutes of time run only when named. */
const ON_REQUEST = new Set(['seed-large', 'faults', 'ingest', 'load']);
const requested = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const suites = requested.length ? requested : available.filter((s) => !ON_REQUEST.has(s));

fs.mkdirSync(resultsDir, { recursive: true });
for (const suite of suites) {
  if (!available.includes(suite)) throw new Error(`unknown suite ${suite}; known: ${available.join(', ')}`);
  console.log(`bench: ${suite} ...`);
  const started = Date.now();
  const { default: run } = (await import(path.join(suitesDir, `${suite}.ts`))) as {
    default: () => Promise<string>;
  };
  const section = await run();
  const stamp = `_Measured ${new Date().toISOString().slice(0, 16)}Z on ${os.cpus().length} cores, Node ${process.version}, in ${Math.round((Date.now() - started) / 1000)} s._`;
  fs.writeFileSync(path.join(resultsDir, `${suite}.md`), `${section}\n\n${stamp}\n`);
  console.log(section);
}

const sections = fs
  .readdirSync(resultsDir)
  .filter((f) => f.endsWith('.md'))
  .sort()
  .map((f) => fs.readFileSync(path.join(resultsDir, f), 'utf8').trim());
const header = [
  '# Benchmark results',
  '',
  'Written by `npm run bench` (quick suites) or `npm run bench -- <suite>`; one section per suite, the',
  'latest run of each. Budgets come from the issues; tests never assert timings.',
].join('\n');
fs.writeFileSync(path.join(here, 'RESULTS.md'), `${header}\n\n${sections.join('\n\n')}\n`);
console.log('bench: wrote bench/RESULTS.md');
