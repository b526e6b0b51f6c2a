import { createHash, randomBytes } from 'node:crypto';
import { PARTNER_ACTIVE_CREDENTIALS_MAX } from '@portal/contract';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { textArrayLiteral } from '../../db/array-literal';
import { type Db, type DbOrTx, queryRowsPrepared } from '../../db/client';
import { groupedCalls } from '../../db/grouped-calls';
import { partnerCredentials } from '../../db/schema';
import type { PartnerAuthenticator } from '../../platform/session-guard';
import { DEMO_PROCESSOR } from './demo-processor';

export { DEMO_PROCESSOR };

declare module 'fastify' {
  interface FastifyRequest {
    /** The card processor a `processor` partner route was called by. */
    partnerId?: string;
  }
}

export const newPartnerCredential = () => `pc_${randomBytes(32).toString('base64url')}`;
export const hashPartnerCredential = (credential: string) =>
  createHash('sha256').update(credential).digest('hex');
const DEMO_HASH = hashPartnerCredential(DEMO_PROCESSOR.credential);

/** `Authorization: Bearer <credential>`; anything else carries none. */
export function credentialFromHeader(header: string | undefined): string | undefined {
  const match = /^Bearer ([\x21-\x7e]{8,200})$/.exec(header ?? '');
  return match?.[1];
}

export class CredentialLimitError extends Error {
  constructor(partnerId: string) {
    super(
      `${partnerId} has ${PARTNER_ACTIVE_CREDENTIALS_MAX} active credentials already: revoke one before adding another`,
    );
  }
}

/**
 * A new credential for a partner, answered once (only its hash is stored). At most two are active at
 * once: a rotation adds the new one, moves the partner over, then revokes the old one.
 */
export async function createPartnerCredential(
  db: Db,
  {
    partnerId,
    label,
    now,
    credential = newPartnerCredential(),
  }: {
    partnerId: string;
    label?: string;
    now: number;
    credential?: string;
  },
) {
  return db.transaction(async (tx) => {
    // One partner's credentials are changed one at a time (the count below stays true until commit).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`partner-credentials:${partnerId}`}))`);
    const [active] = await tx
      .select({ n: count() })
      .from(partnerCredentials)
      .where(and(eq(partnerCredentials.partnerId, partnerId), isNull(partnerCredentials.revokedAt)));
    if ((active?.n ?? 0) >= PARTNER_ACTIVE_CREDENTIALS_MAX) throw new CredentialLimitError(partnerId);
    const [row] = await tx
      .insert(partnerCredentials)
      .values({
        partnerId,
        label: label ?? null,
        tokenHash: hashPartnerCredential(credential),
        createdAt: new Date(now),
      })
      .returning({ credentialId: partnerCredentials.credentialId });
    return { credentialId: row?.credentialId ?? 0, partnerId, credential };
  });
}

/** Revokes one credential by id; answers whether it was active. */
export async function revokePartnerCredential(db: DbOrTx, credentialId: number, now: number) {
  const rows = await db
    .update(partnerCredentials)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(partnerCredentials.credentialId, credentialId), isNull(partnerCredentials.revokedAt)))
    .returning({ credentialId: partnerCredentials.credentialId });
  return rows.length > 0;
}

export async function listPartnerCredentials(db: DbOrTx) {
  return db
    .select({
      credentialId: partnerCredentials.credentialId,
      partnerId: partnerCredentials.partnerId,
      label: partnerCredentials.label,
      createdAt: partnerCredentials.createdAt,
      revokedAt: partnerCredentials.revokedAt,
    })
    .from(partnerCredentials)
    .orderBy(partnerCredentials.partnerId, partnerCredentials.credentialId);
}

/** Outside production with the demo data: the demo processor's credential exists (idempotent). */
export async function ensureDemoProcessorCredential(db: Db, config: Config, now: number) {
  if (config.env === 'production' || config.seedPreset !== 'demo') return;
  await db
    .insert(partnerCredentials)
    .values({
      partnerId: DEMO_PROCESSOR.partnerId,
      label: 'demo (README)',
      tokenHash: DEMO_HASH,
      createdAt: new Date(now),
    })
    .onConflictDoNothing();
}

/**
 * The platform's partner authenticator of `processor` routes: a credential that is stored and not
 * revoked. Production refuses the published demo credential even if a copied database holds it.
 */
export function processorAuthenticator(db: Db, config: Config): PartnerAuthenticator {
  // Every partner request runs this look-up: a named statement (one plan), and requests arriving while
  // one runs are looked up together by the next (each still sees every revocation made before it came).
  const FIND_ACTIVE = sql`select token_hash, partner_id from partner_credentials
    where token_hash = any(${sql.placeholder('hashes')}::bpchar[]) and revoked_at is null`;
  const findActive = groupedCalls(async (hashes: readonly string[]) => {
    const rows = await queryRowsPrepared<{ token_hash: string; partner_id: string }>(
      db,
      'find_partner_credentials',
      FIND_ACTIVE,
      { hashes: textArrayLiteral([...new Set(hashes)]) },
    );
    const partners = new Map(rows.map((r) => [r.token_hash, r.partner_id]));
    return hashes.map((hash) => partners.get(hash));
  });
  return async (request: FastifyRequest) => {
    const credential = credentialFromHeader(request.headers.authorization);
    if (!credential) return false;
    const hash = hashPartnerCredential(credential);
    if (config.env === 'production' && hash === DEMO_HASH) return false;
    const partnerId = await findActive(hash);
    if (!partnerId) return false;
    request.partnerId = partnerId;
    return true;
  };
}

/** The partner of a `processor` route (set by the authenticator before any handler runs). */
export function partnerOf(request: FastifyRequest): string {
  if (!request.partnerId) throw new Error('processor route without an authenticated partner');
  return request.partnerId;
}
