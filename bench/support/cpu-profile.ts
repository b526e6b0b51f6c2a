import { type Profiler, Session } from 'node:inspector';

const post = <T>(session: Session, method: string, params?: object) =>
  new Promise<T>((resolve, reject) =>
    session.post(method, params ?? {}, (error, result) => (error ? reject(error) : resolve(result as T))),
  );

/** Starts V8's sampling profiler on this process (the portal server); `stop()` answers the profile. */
export async function startCpuProfile() {
  const session = new Session();
  session.connect();
  await post(session, 'Profiler.enable');
  await post(session, 'Profiler.start');
  return {
    async stop(): Promise<Profiler.Profile> {
      const { profile } = await post<{ profile: Profiler.Profile }>(session, 'Profiler.stop');
      session.disconnect();
      return profile;
    },
  };
}

/** A script's path, short: inside its package, or inside the repository. */
const shortPath = (url: string) =>
  (url.split('node_modules/').pop() ?? url)
    .replace(/^.*\/(apps|packages|bench)\//, '$1/')
    .replace(/^file:\/\//, '');

/** A script's place: its package's name, or its path inside the repository. */
function placeOf(url: string): string {
  if (!url.includes('node_modules/')) return shortPath(url);
  const parts = shortPath(url).split('/');
  return parts.slice(0, parts[0]?.startsWith('@') ? 2 : 1).join('/');
}

/**
 * The profile's samples by self time: per package or file and per function, the `top` largest each,
 * as percentages of all samples. `(idle)` is time the thread waited; a sample that lands in a system
 * call also counts the time the process was not running (on a busy machine, `writev` is mostly that).
 */
export function summarizeProfile(profile: Profiler.Profile, top = 15): string {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const byPlace = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const samples = profile.samples ?? [];
  for (const id of samples) {
    const frame = nodes.get(id)?.callFrame;
    if (!frame) continue;
    const place = frame.url ? placeOf(frame.url) : frame.functionName;
    byPlace.set(place, (byPlace.get(place) ?? 0) + 1);
    const fn = frame.url
      ? `${frame.functionName || '(anonymous)'} ${shortPath(frame.url)}:${frame.lineNumber + 1}`
      : frame.functionName;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + 1);
  }
  const table = (counts: Map<string, number>) =>
    [...counts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, n]) => `${((100 * n) / Math.max(1, samples.length)).toFixed(1).padStart(5)}%  ${name}`)
      .join('\n');
  return [
    `${samples.length} samples`,
    '-- self time by package or file',
    table(byPlace),
    '-- self time by function',
    table(byFunction),
  ].join('\n');
}
