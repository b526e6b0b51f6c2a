import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { authorities, ocpiConnections, ocpiCredentialsTokens } from '../../db/schema';
import { hashCredentialsToken, newCredentialsToken } from './auth';

/**
 * The admin side of OCPI connections (the CLI in cli.ts, tests): a connection is created with a
 * CREDENTIALS_TOKEN_A that is shown once and stored only as its hash; revoking deletes every token.
 */

/** Replaces the connection's tokens by one new token of the kind; returns the token in clear. */
export async function replaceTokens(tx: DbOrTx, connectionId: number, kind: 'A' | 'C', now: number) {
  const token = newCredentialsToken();
  await tx.delete(ocpiCredentialsTokens).where(eq(ocpiCredentialsTokens.connectionId, connectionId));
  await tx.insert(ocpiCredentialsTokens).values({
    tokenHash: hashCredentialsToken(token),
    connectionId,
    kind,
    createdAt: new Date(now),
  });
  return token;
}

export class ConnectionError extends Error {}

async function assertAuthority(db: DbOrTx, authorityId: string | null) {
  if (authorityId === null) return;
  const [found] = await db
    .select({ id: authorities.authorityId })
    .from(authorities)
    .where(eq(authorities.authorityId, authorityId));
  if (!found) throw new ConnectionError(`unknown authority ${authorityId}`);
}

/**
 * A new connection for an operator, pending until it registers with the returned token A.
 * `depotAuthorityId`: the customer whose depots the operator runs (its unpublished locations).
 */
export async function createConnection(
  db: Db,
  input: { name: string; depotAuthorityId: string | null; now: number },
) {
  return db.transaction(async (tx) => {
    await assertAuthority(tx, input.depotAuthorityId);
    const [row] = await tx
      .insert(ocpiConnections)
      .values({
        name: input.name,
        status: 'pending',
        depotAuthorityId: input.depotAuthorityId,
        createdAt: new Date(input.now),
        updatedAt: new Date(input.now),
      })
      .returning({ connectionId: ocpiConnections.connectionId });
    if (!row) throw new Error('connection not created');
    const tokenA = await replaceTokens(tx, row.connectionId, 'A', input.now);
    return { connectionId: row.connectionId, tokenA };
  });
}

/** A fresh token A for an existing connection (after an unregistration or a lost token): pending again. */
export async function reissueTokenA(db: Db, connectionId: number, now: number) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(ocpiConnections)
      .set({ status: 'pending', revokedAt: null, updatedAt: new Date(now) })
      .where(eq(ocpiConnections.connectionId, connectionId))
      .returning({ connectionId: ocpiConnections.connectionId });
    if (!row) throw new ConnectionError(`unknown connection ${connectionId}`);
    return replaceTokens(tx, connectionId, 'A', now);
  });
}

/** Ends a connection from our side: every token stops working at once (the next call answers 401). */
export async function revokeConnection(db: Db, connectionId: number, now: number) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(ocpiConnections)
      .set({ status: 'revoked', revokedAt: new Date(now), updatedAt: new Date(now) })
      .where(eq(ocpiConnections.connectionId, connectionId))
      .returning({ connectionId: ocpiConnections.connectionId });
    if (!row) throw new ConnectionError(`unknown connection ${connectionId}`);
    await tx.delete(ocpiCredentialsTokens).where(eq(ocpiCredentialsTokens.connectionId, connectionId));
  });
}

/** Sets or clears the customer whose depots the operator runs (applies to locations pushed from then on). */
export async function setDepotAuthority(
  db: Db,
  connectionId: number,
  authorityId: string | null,
  now: number,
) {
  await assertAuthority(db, authorityId);
  await db
    .update(ocpiConnections)
    .set({ depotAuthorityId: authorityId, updatedAt: new Date(now) })
    .where(eq(ocpiConnections.connectionId, connectionId));
}

export async function listConnections(db: Db) {
  return db
    .select({
      connectionId: ocpiConnections.connectionId,
      name: ocpiConnections.name,
      status: ocpiConnections.status,
      depotAuthorityId: ocpiConnections.depotAuthorityId,
      version: ocpiConnections.version,
      versionsUrl: ocpiConnections.versionsUrl,
      registeredAt: ocpiConnections.registeredAt,
      parties: sql<string>`(select string_agg(country_code || '*' || party_id, ', ' order by 1)
        from ocpi_parties p where p.connection_id = ${ocpiConnections.connectionId})`,
    })
    .from(ocpiConnections)
    .orderBy(ocpiConnections.connectionId);
}
