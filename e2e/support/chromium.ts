import fs from 'node:fs';

/**
 * CHROMIUM_PATH when set, else Debian's headless shell (package chromium-headless-shell: the same
 * Chromium without the browser's window machinery, about a quarter less CPU per page on a 2-core
 * machine), else Debian's /usr/bin/chromium; undefined when none exists.
 */
export function findChromium(): string | undefined {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium-headless-shell',
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ];
  return candidates.find((p): p is string => Boolean(p && fs.existsSync(p)));
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-quic',
  '--no-first-run',
  '--disable-sync',
  // Brand hosts of the tests resolve to this machine (spec 000 §1: brand from the host name).
  '--host-resolver-rules=MAP *.tessaly.test 127.0.0.1, MAP *.corvane.test 127.0.0.1',
];
