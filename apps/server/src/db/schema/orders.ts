import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { cards } from './cards';
import { cardOrderKind, cardOrderStatus } from './enums';
import { authorities } from './hierarchy';
import { users } from './identity';

/**
 * Card orders (spec 002 §3.4 payload, §3.5 result). The idempotency key makes a retried submit return
 * the first result instead of ordering twice.
 */
export const cardOrders = pgTable(
  'card_orders',
  {
    orderId: bigint('order_id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    /** Scoped to the user; null once the key expired (24 h) so the user may use it again. */
    idempotencyKey: text('idempotency_key'),
    authorityId: text('authority_id')
      .notNull()
      .references(() => authorities.authorityId),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: cardOrderKind('kind').notNull(),
    /** 1 normal, 2 express (spec 002 §9). */
    mode: smallint('mode').notNull(),
    status: cardOrderStatus('status').notNull(),
    /** Result correlationId and responseCode. */
    correlationId: uuid('correlation_id'),
    responseCode: text('response_code'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** cardOrderDeliveryType or errorDetails as answered. */
    result: jsonb('result').$type<Record<string, unknown>>(),
    cardId: bigint('card_id', { mode: 'number' }).references(() => cards.cardId, { onDelete: 'set null' }),
    replacedCardId: bigint('replaced_card_id', { mode: 'number' }).references(() => cards.cardId, {
      onDelete: 'set null',
    }),
    /** Replacement reason: 2 stolen, 3 lost, 31 damaged. */
    reasonCode: smallint('reason_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('card_orders_user_idempotency_key')
      .on(t.userId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    index('card_orders_authority_idx').on(t.authorityId, t.createdAt.desc().nullsFirst()),
    index('card_orders_card_idx').on(t.cardId),
  ],
);
