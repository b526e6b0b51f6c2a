import { describe, expect, it } from 'vitest';
import { createContext, parseAsOf } from '../../src/demo/context';
import { hashDemoPasswords } from '../../src/demo/generate';
import { NAMED_USERS, SHARED_DEMO_PASSWORD } from '../../src/demo/named-users';
import { PRESETS } from '../../src/demo/presets';
import { hashPassword, needsRehash, verifyPassword } from '../../src/platform/passwords';

const CHEAP = { N: 1024, r: 8, p: 1 };

describe('password hashes (scrypt$N$r$p$salt$hash)', () => {
  it('verifies the right password and refuses a wrong or malformed one', async () => {
    const stored = await hashPassword('correct horse', CHEAP);
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct horsf', stored)).toBe(false);
    expect(await verifyPassword('correct horse', 'plain')).toBe(false);
    expect(await verifyPassword('correct horse', 'scrypt$99999999$8$1$abc$def')).toBe(false);
  });

  it('salts every hash unless a salt is given', async () => {
    expect(await hashPassword('x', CHEAP)).not.toBe(await hashPassword('x', CHEAP));
    const salt = Buffer.alloc(16, 7);
    expect(await hashPassword('x', { ...CHEAP, salt })).toBe(await hashPassword('x', { ...CHEAP, salt }));
  });

  it('asks to rehash hashes weaker than the defaults', async () => {
    expect(needsRehash(await hashPassword('x', CHEAP))).toBe(true);
    expect(needsRehash('scrypt$32768$8$3$salt$hash')).toBe(false);
  });

  it('lets every named demo user sign in with the documented password (README)', async () => {
    const hashes = await hashDemoPasswords(createContext(PRESETS.tiny, 1, parseAsOf('2025-06-16')));
    for (const user of NAMED_USERS) {
      if (!user.password) continue;
      expect(await verifyPassword(user.password, hashes.get(user.password) as string), user.email).toBe(true);
    }
    expect(await verifyPassword(SHARED_DEMO_PASSWORD, hashes.get(SHARED_DEMO_PASSWORD) as string)).toBe(true);
  });
});
