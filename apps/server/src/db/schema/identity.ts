import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import { accessLevel, userStatus } from './enums';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** Spec 000 §1: the two brands, chosen by host name; codes 1 and 2 are sent to the server. */
export const brands = pgTable('brands', {
  brandCode: smallint('brand_code').primaryKey(),
  name: text('name').notNull(),
  /** Lower-case word looked for in the host name. */
  hostKeyword: text('host_keyword').notNull(),
});

/** General preferences (spec 000 §3); per-section column lists live in user_column_preferences. */
export type UserPreferences = {
  dateFormat?: string;
  cSVDelimiter?: string;
  numberFormat?: string;
  measurement?: 1 | 2 | 3;
  languageCode?: string;
  emediaAttachSize?: number;
};

/** Customer users, internal staff and platform admins (spec 000 §3 user row, details, account user). */
export const users = pgTable(
  'users',
  {
    /** Spec uId. */
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Login name; unique regardless of case. */
    email: text('email').notNull(),
    userName: text('user_name'),
    /** `scrypt$N$r$p$salt$hash` (platform/passwords.ts); null until the invite is accepted. */
    passwordHash: text('password_hash'),
    status: userStatus('status').notNull(),
    /** Identity-provider subject; some Invited and Link Expired users have none (spec 000 §4 scenarios). */
    userUniqueId: text('user_unique_id'),
    /** 0 none; above 0 alters columns, above 1 blocks ordering, above 2 blocks stop/PIN, above 3 migrated. */
    oneFleetMigratedStatus: smallint('one_fleet_migrated_status').notNull().default(0),
    isAdmin: boolean('is_admin').notNull().default(false),
    isInternal: boolean('is_internal').notNull().default(false),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    jobTitle: text('job_title'),
    mobileNumberIsdCode: text('mobile_number_isd_code'),
    mobileNumber: text('mobile_number'),
    landlineNumberIsdCode: text('landline_number_isd_code'),
    landlineNumber: text('landline_number'),
    brandCode: smallint('brand_code')
      .notNull()
      .references(() => brands.brandCode),
    languageCode: text('language_code').notNull().default('en'),
    preferences: jsonb('preferences').$type<UserPreferences>().notNull().default({}),
    /** The hierarchy entry last selected (loggedinuser). */
    selectedAccessLevel: accessLevel('selected_access_level'),
    selectedAccessLevelCode: text('selected_access_level_code'),
    /** Address the latest invite went to (admin view inviteEmail). */
    inviteEmail: text('invite_email'),
    invitationSentAt: tstz('invitation_sent_at'),
    activationAt: tstz('activation_at'),
    accessExpiresAt: tstz('access_expires_at'),
    lastLoginAt: tstz('last_login_at'),
    cacheRefreshRequired: boolean('cache_refresh_required').notNull().default(false),
    failedLoginCount: smallint('failed_login_count').notNull().default(0),
    lockedUntil: tstz('locked_until'),
    createdAt: tstz('created_at').notNull().defaultNow(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_user_unique_id_key').on(t.userUniqueId),
    index('users_status_idx').on(t.status, t.lastName, t.firstName),
  ],
);

/** Column lists and date format per section (transactions, invoices, cards …), spec 000 §7, 001 §3. */
export const userColumnPreferences = pgTable(
  'user_column_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    section: text('section').notNull(),
    columns: text('columns').array().notNull(),
    dateFormat: text('date_format'),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.section] })],
);

/** One-time invite tokens (spec 000 §4: expired, already used, validated); only a hash is stored. */
export const invites = pgTable(
  'invites',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** sha256 hex of the token in the link. */
    tokenHash: text('token_hash').notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
    expiresAt: tstz('expires_at').notNull(),
    usedAt: tstz('used_at'),
    sentByUserId: integer('sent_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    sourceSystem: text('source_system'),
  },
  (t) => [
    uniqueIndex('invites_token_hash_key').on(t.tokenHash),
    index('invites_user_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
  ],
);

/**
 * The access an invitation offers to a user who already exists (issue 42 §3: an address of another
 * customer is invited, not refused): granted when its holder accepts the link, never before.
 */
export const inviteGrants = pgTable(
  'invite_grants',
  {
    inviteId: integer('invite_id')
      .notNull()
      .references(() => invites.id, { onDelete: 'cascade' }),
    /** A authority, P parent, G group (spec 000 §3). */
    level: text('level').notNull(),
    code: text('code').notNull(),
    roleId: integer('role_id').notNull(),
    grantedByUserId: integer('granted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.inviteId, t.level, t.code] })],
);

/** Server-side BFF sessions (DESIGN §5); the cookie carries a secret whose hash is the id. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    /** Null while the sign-in flow is still pending (verifier, state and nonce in the blob). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** IdP tokens and flow secrets, encrypted at rest. */
    tokenBlob: bytea('token_blob'),
    impersonatedUserId: integer('impersonated_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: tstz('created_at').notNull().defaultNow(),
    lastSeenAt: tstz('last_seen_at').notNull().defaultNow(),
    /** Absolute expiry; the idle limit is checked against last_seen_at. */
    expiresAt: tstz('expires_at').notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Storage of the built-in OIDC provider (oidc-provider adapter), one row per model and id. */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    id: text('id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: tstz('expires_at'),
    consumedAt: tstz('consumed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.type] }),
    index('oidc_payloads_grant_idx').on(t.grantId),
    index('oidc_payloads_user_code_idx').on(t.userCode),
    index('oidc_payloads_uid_idx').on(t.uid),
    index('oidc_payloads_expires_idx').on(t.expiresAt),
  ],
);

/** Emails written in the same transaction as the change that causes them, sent afterwards. */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    bodyText: text('body_text').notNull(),
    bodyHtml: text('body_html'),
    createdAt: tstz('created_at').notNull().defaultNow(),
    sentAt: tstz('sent_at'),
    attempts: smallint('attempts').notNull().default(0),
    error: text('error'),
  },
  (t) => [index('outbox_emails_unsent_idx').on(t.createdAt).where(sql`${t.sentAt} is null`)],
);
