import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../db/client';
import { appMeta } from '../db/schema';

export type IdentityKeys = { jwks: JWK[]; cookieKeys: string[] };

const KEY = 'identity_keys';

/**
 * Signing keys and cookie keys of the built-in provider, created once and kept in the database so
 * that a restart or a second instance signs nobody out.
 */
export async function loadOrCreateIdentityKeys(db: Db): Promise<IdentityKeys> {
  const [existing] = await db.select().from(appMeta).where(eq(appMeta.key, KEY));
  if (existing) return JSON.parse(existing.value) as IdentityKeys;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
  const jwk = await exportJWK(privateKey);
  const keys: IdentityKeys = {
    jwks: [{ ...jwk, kid: randomBytes(8).toString('hex'), alg: 'RS256', use: 'sig' }],
    cookieKeys: [randomBytes(32).toString('base64url')],
  };
  // Two instances starting at once: the first insert wins and both use it.
  await db
    .insert(appMeta)
    .values({ key: KEY, value: JSON.stringify(keys) })
    .onConflictDoNothing();
  const [stored] = await db.select().from(appMeta).where(eq(appMeta.key, KEY));
  return JSON.parse(stored?.value ?? JSON.stringify(keys)) as IdentityKeys;
}
