import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

export type Writer = { stop(): Promise<{ written: number; seconds: number }> };

/**
 * Starts support/writer-process.ts (a second process, so its work is not charged to the server's
 * event loop) inserting `perSecond` transaction lines with their rollups into the database at `url`.
 */
export function startWriter(url: string, perSecond = 5): Writer {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(here, 'writer-process.ts'), url, String(perSecond)],
    { cwd: here, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  let stopped: Promise<{ written: number; seconds: number }> | undefined;
  const stop = async () => {
    child.kill('SIGTERM');
    const code = await exited;
    const last = output.trim().split('\n').pop() ?? '';
    if (!last.startsWith('{')) throw new Error(`the writer failed (exit ${code}): ${output.slice(-500)}`);
    return JSON.parse(last) as { written: number; seconds: number };
  };
  return {
    stop() {
      stopped ??= stop();
      return stopped;
    },
  };
}
