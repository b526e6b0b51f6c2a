import fs from 'node:fs';

/** CPU seconds (user + system) and command line of every process, read from /proc (Linux only). */
function readProcesses(): Map<number, { seconds: number; command: string }> {
  const ticks = 100; // USER_HZ on Linux
  const found = new Map<number, { seconds: number; command: string }>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const command = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
      const seconds = (Number(fields[11]) + Number(fields[12])) / ticks;
      found.set(Number(entry), {
        seconds,
        command: command || stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
      });
    } catch {
      // The process ended while it was read.
    }
  }
  return found;
}

/** Who a process is, for the split: the database, the portal (this process), a load generator, the rest. */
function roleOf(pid: number, command: string): string {
  if (pid === process.pid) return 'portal server (this process)';
  if (command.startsWith('postgres')) return 'postgres';
  if (command.includes('autocannon')) return 'load generator (autocannon)';
  if (command.includes('ingest-cli')) return 'ingest CLI';
  return 'other';
}

/**
 * Starts measuring how many cores each role used; `stop()` answers cores per role over the time since
 * the start. A process that started meanwhile counts from zero; one that ended counts until the last
 * reading before it ended (read every half second: a load generator ends with its load).
 */
export function startCpuMeter() {
  const before = readProcesses();
  const started = performance.now();
  const last = new Map(before);
  const read = () => {
    for (const [pid, now] of readProcesses()) last.set(pid, now);
  };
  const timer = setInterval(read, 500);
  return {
    stop(): Record<string, number> {
      clearInterval(timer);
      read();
      const seconds = (performance.now() - started) / 1000;
      const used = new Map<string, number>();
      for (const [pid, now] of last) {
        const role = roleOf(pid, now.command);
        used.set(role, (used.get(role) ?? 0) + now.seconds - (before.get(pid)?.seconds ?? 0));
      }
      const cores = [...used].filter(([, s]) => s > 0).sort((a, b) => b[1] - a[1]);
      return Object.fromEntries(cores.map(([role, s]) => [role, Math.round((s / seconds) * 100) / 100]));
    },
  };
}
