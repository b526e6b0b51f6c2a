import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Password hashes in the form `scrypt$N$r$p$salt$hash` (salt and hash base64url). The defaults are one
 * of OWASP's equivalent scrypt settings (N=2^15, r=8, p=3: 32 MiB and about 0.1 s per hash here).
 */
const DEFAULTS = { N: 2 ** 15, r: 8, p: 3 } as const;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

type HashOptions = {
  N?: number;
  r?: number;
  p?: number /** Only for reproducible demo data. */;
  salt?: Buffer;
};

function derive(
  password: string,
  salt: Buffer,
  params: { N: number; r: number; p: number },
): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r + 1024 * 1024 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string, options: HashOptions = {}): Promise<string> {
  const params = { N: options.N ?? DEFAULTS.N, r: options.r ?? DEFAULTS.r, p: options.p ?? DEFAULTS.p };
  const salt = options.salt ?? randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

/** True when the password matches; false for a wrong password or a malformed stored value. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  if (!N || !r || !p || N > 2 ** 20 || r > 32 || p > 16) return false;
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const expected = Buffer.from(parts[5] ?? '', 'base64url');
  if (salt.length === 0 || expected.length !== KEY_LENGTH) return false;
  const actual = await derive(password, salt, { N, r, p });
  return timingSafeEqual(actual, expected);
}

/** Whether a stored hash uses weaker parameters than today's defaults and should be rehashed. */
export function needsRehash(stored: string): boolean {
  const [scheme, N, r, p] = stored.split('$');
  return scheme !== 'scrypt' || Number(N) < DEFAULTS.N || Number(r) < DEFAULTS.r || Number(p) < DEFAULTS.p;
}
