import {
  bigint,
  char,
  index,
  integer,
  jsonb,
  pgEnum,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { chargingSessions } from './charging';
import { tstz } from './columns';
import { chargePoints, evSites } from './ev';
import { authorities } from './hierarchy';

/**
 * OCPI 2.2.1 in the eMSP role (docs/ocpi.md). A connection is one charge point operator platform:
 * pending (token A issued), registered (tokens exchanged), unregistered (they sent DELETE credentials)
 * or revoked (by us).
 */
export const ocpiConnectionStatus = pgEnum('ocpi_connection_status', [
  'pending',
  'registered',
  'unregistered',
  'revoked',
]);

export const ocpiConnections = pgTable('ocpi_connections', {
  connectionId: integer('connection_id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  status: ocpiConnectionStatus('status').notNull(),
  /** The customer whose depots this operator runs: its unpublished locations become that customer's depots. */
  depotAuthorityId: text('depot_authority_id').references(() => authorities.authorityId, {
    onDelete: 'set null',
  }),
  /** Their versions URL, the version in use and its endpoints (identifier, role, url), from the handshake. */
  versionsUrl: text('versions_url'),
  version: text('version'),
  endpoints: jsonb('endpoints').$type<{ identifier: string; role: string; url: string }[]>(),
  /** CREDENTIALS_TOKEN_B: the token we call them with, sealed (AES-GCM, platform/token-vault). */
  theirTokenSealed: text('their_token_sealed'),
  /** Their credentials roles (role, party_id, country_code, business_details). */
  roles: jsonb('roles').$type<unknown[]>(),
  createdAt: tstz('created_at').notNull(),
  registeredAt: tstz('registered_at'),
  updatedAt: tstz('updated_at').notNull(),
  revokedAt: tstz('revoked_at'),
});

export const ocpiTokenKind = pgEnum('ocpi_token_kind', ['A', 'C']);

/**
 * The credentials tokens an operator calls us with, stored as SHA-256 of the token (they are 32 random
 * bytes). Token A works for versions and credentials only; a handshake replaces it by token C.
 */
export const ocpiCredentialsTokens = pgTable(
  'ocpi_credentials_tokens',
  {
    tokenHash: char('token_hash', { length: 64 }).primaryKey(),
    connectionId: integer('connection_id')
      .notNull()
      .references(() => ocpiConnections.connectionId, { onDelete: 'cascade' }),
    kind: ocpiTokenKind('kind').notNull(),
    createdAt: tstz('created_at').notNull(),
  },
  (t) => [index('ocpi_credentials_tokens_connection_idx').on(t.connectionId)],
);

/** The parties (country code + party id, upper case) a connection pushes objects as; one connection each. */
export const ocpiParties = pgTable(
  'ocpi_parties',
  {
    countryCode: char('country_code', { length: 2 }).notNull(),
    partyId: text('party_id').notNull(),
    connectionId: integer('connection_id')
      .notNull()
      .references(() => ocpiConnections.connectionId, { onDelete: 'cascade' }),
    role: text('role').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.countryCode, t.partyId] }),
    index('ocpi_parties_connection_idx').on(t.connectionId),
  ],
);

/** Received Locations (without their EVSEs), each shown in the portal as one ev_sites row. */
export const ocpiLocations = pgTable(
  'ocpi_locations',
  {
    countryCode: char('country_code', { length: 2 }).notNull(),
    partyId: text('party_id').notNull(),
    locationId: text('location_id').notNull(),
    connectionId: integer('connection_id')
      .notNull()
      .references(() => ocpiConnections.connectionId, { onDelete: 'cascade' }),
    siteId: text('site_id')
      .notNull()
      .unique()
      .references(() => evSites.siteId),
    /** The Location as last received, without `evses` (those are rows of ocpi_evses). */
    object: jsonb('object').$type<Record<string, unknown>>().notNull(),
    lastUpdated: tstz('last_updated').notNull(),
  },
  (t) => [primaryKey({ columns: [t.countryCode, t.partyId, t.locationId] })],
);

/**
 * Received EVSEs; the status lives here as in OCPI (REMOVED included) and is copied to the portal's
 * charge point and connectors. Each EVSE is one portal charge point with one evses row.
 */
export const ocpiEvses = pgTable(
  'ocpi_evses',
  {
    countryCode: char('country_code', { length: 2 }).notNull(),
    partyId: text('party_id').notNull(),
    locationId: text('location_id').notNull(),
    evseUid: text('evse_uid').notNull(),
    chargePointId: text('charge_point_id')
      .notNull()
      .unique()
      .references(() => chargePoints.chargePointId),
    /** The portal's evses.evse_id: the eMI3 evse_id first seen, never changed afterwards. */
    portalEvseId: text('portal_evse_id').notNull().unique(),
    status: text('status').notNull(),
    /** The EVSE with its connectors as last received. */
    object: jsonb('object').$type<Record<string, unknown>>().notNull(),
    lastUpdated: tstz('last_updated').notNull(),
  },
  (t) => [primaryKey({ columns: [t.countryCode, t.partyId, t.locationId, t.evseUid] })],
);

/** Received CDRs; a repeated (country code, party id, id) is the same CDR and is stored once. */
export const ocpiCdrs = pgTable(
  'ocpi_cdrs',
  {
    cdrKey: bigint('cdr_key', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    connectionId: integer('connection_id')
      .notNull()
      .references(() => ocpiConnections.connectionId, { onDelete: 'cascade' }),
    countryCode: char('country_code', { length: 2 }).notNull(),
    partyId: text('party_id').notNull(),
    cdrId: text('cdr_id').notNull(),
    /** The portal's charging session made from it (null when the token is not one of ours). */
    sessionId: bigint('session_id', { mode: 'number' }).references(() => chargingSessions.sessionId),
    object: jsonb('object').$type<Record<string, unknown>>().notNull(),
    receivedAt: tstz('received_at').notNull(),
  },
  (t) => [
    unique('ocpi_cdrs_party_cdr_key').on(t.countryCode, t.partyId, t.cdrId),
    index('ocpi_cdrs_connection_idx').on(t.connectionId, t.cdrKey),
  ],
);

/** Ids of the charging sessions made from CDRs, far above the demo generator's range. */
export const ocpiSessionIds = pgSequence('ocpi_session_id_seq', { startWith: 9_000_000_001 });
