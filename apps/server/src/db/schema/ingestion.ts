import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { tstz } from './columns';

/**
 * A partner's API credentials (issue 20), stored as SHA-256 of the credential (32 random bytes). Two may
 * be active at once so a partner rotates without downtime; a revoked one never opens a route again.
 */
export const partnerCredentials = pgTable(
  'partner_credentials',
  {
    credentialId: integer('credential_id').primaryKey().generatedByDefaultAsIdentity(),
    /** The partner it belongs to, e.g. `processor-1`; every line it sends is stored under this id. */
    partnerId: text('partner_id').notNull(),
    label: text('label'),
    tokenHash: char('token_hash', { length: 64 }).notNull().unique(),
    createdAt: tstz('created_at').notNull(),
    revokedAt: tstz('revoked_at'),
  },
  (t) => [index('partner_credentials_partner_idx').on(t.partnerId)],
);

/**
 * Every line a partner sent that was stored, by the partner's line id: the batch's idempotency key. A
 * retried line finds its row here (inserted with ON CONFLICT DO NOTHING, so concurrent copies store once).
 */
export const partnerTransactionLines = pgTable(
  'partner_transaction_lines',
  {
    partnerId: text('partner_id').notNull(),
    lineId: text('line_id').notNull(),
    transactionId: uuid('transaction_id').notNull(),
    productId: integer('product_id'),
    receivedAt: tstz('received_at').notNull(),
  },
  (t) => [primaryKey({ name: 'partner_transaction_lines_pk', columns: [t.partnerId, t.lineId] })],
);

/**
 * Authorization decisions (POST /partner/v1/authorizations). An allowed one has an authorisation code;
 * the cleared line that carries it later is joined here (transaction_id).
 */
export const partnerAuthorizations = pgTable(
  'partner_authorizations',
  {
    authorizationId: bigint('authorization_id', { mode: 'number' })
      .primaryKey()
      .generatedByDefaultAsIdentity(),
    partnerId: text('partner_id').notNull(),
    requestId: text('request_id').notNull(),
    cardId: bigint('card_id', { mode: 'number' }),
    authorityId: text('authority_id'),
    decision: text('decision').notNull(),
    /** The whole answer as given, so a repeated request is answered the same. */
    answer: jsonb('answer').$type<Record<string, unknown>>().notNull(),
    authorisationCode: text('authorisation_code'),
    decidedAt: tstz('decided_at').notNull(),
    transactionId: uuid('transaction_id'),
    clearedAt: tstz('cleared_at'),
  },
  (t) => [
    unique('partner_authorizations_request_key').on(t.partnerId, t.requestId),
    unique('partner_authorizations_code_key').on(t.partnerId, t.authorisationCode),
  ],
);

/**
 * Events for later consumers (alerts, webhooks), written in the transaction of the change they tell
 * of; a consumer marks what it has handled.
 */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    eventId: bigint('event_id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    topic: text('topic').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: tstz('created_at').notNull(),
    publishedAt: tstz('published_at'),
  },
  (t) => [index('outbox_events_unpublished_idx').on(t.eventId).where(sql`${t.publishedAt} is null`)],
);
