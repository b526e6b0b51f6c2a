import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type SeedSummary = {
  preset: string;
  database: string;
  seconds: number;
  maxRssMiB: number;
  rows: Record<string, number>;
};

/** Runs `npm run db:seed` in a child process; returns its JSON summary and the wall time around it. */
export function runSeed(
  args: string[],
  env: Record<string, string>,
): Promise<{ summary: SeedSummary; wallSeconds: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    // The same command people run, so the measured heap cap is the script's.
    const child = spawn('npm', ['run', '--silent', 'db:seed', '-w', 'apps/server', '--', ...args, '--json'], {
      cwd: root,
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      const last = output.trim().split('\n').pop() ?? '';
      if (code !== 0 || !last.startsWith('{')) {
        reject(new Error(`db:seed ${args.join(' ')} failed (exit ${code}):\n${output.slice(-2000)}`));
        return;
      }
      resolve({
        summary: JSON.parse(last) as SeedSummary,
        wallSeconds: (performance.now() - started) / 1000,
      });
    });
  });
}

export function seedSection(
  title: string,
  budget: string,
  run: { summary: SeedSummary; wallSeconds: number },
) {
  const { summary, wallSeconds } = run;
  const total = Object.values(summary.rows).reduce((sum, n) => sum + n, 0);
  const top = Object.entries(summary.rows)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([table, n]) => `${table} ${n.toLocaleString('en')}`)
    .join(', ');
  return [
    `### ${title}`,
    '',
    '| measure | value |',
    '| --- | --- |',
    `| wall time (start of process to exit: open, migrate, load, indexes, statistics) | ${wallSeconds.toFixed(1)} s |`,
    `| load inside the generator (one transaction, constraints rebuilt, analyzed) | ${summary.seconds.toFixed(1)} s |`,
    `| peak RSS of the generator process | ${summary.maxRssMiB} MiB |`,
    `| rows loaded with COPY | ${total.toLocaleString('en')} in ${Object.keys(summary.rows).length} tables (${top}); rollups derived in SQL |`,
    `| budget | ${budget} |`,
    '',
  ].join('\n');
}
