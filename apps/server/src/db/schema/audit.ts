import { bigint, boolean, char, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity';

/**
 * Spec 000 §3 audit action types: NCRQ/NCRP new card, RCRQ/RCRP replace, SCRQ/SCRP stop, USML main
 * login, USHS hierarchy selection, NUSR invitation. The permission key limits who may filter by it.
 */
export const auditActionTypes = pgTable('audit_action_types', {
  code: char('code', { length: 4 }).primaryKey(),
  description: text('description').notNull(),
  /** card, login or user */
  domain: text('domain').notNull(),
  /** ReadCard for the card domain, SiteAccess for login and user (spec 000 §6). */
  permissionKey: text('permission_key').notNull(),
});

/** Audit log entries; userActionType is `${action_code}_${is_success ? 1 : 0}`. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    loggingTime: timestamp('logging_time', { withTimezone: true }).notNull(),
    actionCode: char('action_code', { length: 4 })
      .notNull()
      .references(() => auditActionTypes.code),
    isSuccess: boolean('is_success').notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    /** The admin who acted while impersonating actor_user_id. */
    impersonatingUserId: integer('impersonating_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    impersonatingEmail: text('impersonating_email'),
    authorityIds: text('authority_ids').array().notNull().default([]),
    parentIds: text('parent_ids').array().notNull().default([]),
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [
    index('audit_log_actor_idx').on(t.actorUserId, t.loggingTime.desc().nullsFirst()),
    index('audit_log_time_idx').on(t.loggingTime.desc().nullsFirst()),
    index('audit_log_authorities_idx').using('gin', t.authorityIds),
    index('audit_log_parents_idx').using('gin', t.parentIds),
  ],
);
