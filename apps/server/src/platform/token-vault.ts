import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** AES-256-GCM for secrets kept at rest (the IdP's tokens in sessions, sign-in flow secrets). */
export type TokenVault = { seal(value: unknown): Buffer; open<T>(sealed: Buffer): T };

export function createTokenVault(secret: string): TokenVault {
  const key = createHash('sha256').update(`portal-token-vault:${secret}`).digest();
  return {
    seal(value) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]);
    },
    open<T>(sealed: Buffer) {
      const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, 12));
      decipher.setAuthTag(sealed.subarray(12, 28));
      const text = Buffer.concat([decipher.update(sealed.subarray(28)), decipher.final()]).toString('utf8');
      return JSON.parse(text) as T;
    },
  };
}

/** SESSION_SECRET when set; otherwise one generated on first start into DATA_DIR (mode 600). */
export function resolveSessionSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'session-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}
