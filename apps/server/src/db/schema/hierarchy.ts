import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import { brands, users } from './identity';
import { roles } from './roles';

/** The first letter of an authority id is the operator; it maps to a country (spec 000 §3, 001 §5). */
export const operators = pgTable('operators', {
  letter: char('letter', { length: 1 }).primaryKey(),
  countryCode: char('country_code', { length: 2 }).notNull(),
  countryName: text('country_name').notNull(),
  currency: char('currency', { length: 3 }).notNull(),
  /** Issuer of this operator's invoices; one of the supported issuer countries (spec 001 §3). */
  issuerCountry: char('issuer_country', { length: 2 }).notNull(),
  /** Country code of the EV price list (spec 001 §9 uses UK, not GB). */
  evPriceCountry: text('ev_price_country').notNull(),
});

/** The business customer behind authorities (customerId, customerNumber, customer name). */
export const customers = pgTable('customers', {
  customerId: text('customer_id').primaryKey(),
  customerName: text('customer_name').notNull(),
  customerNumber: text('customer_number').notNull(),
});

/** Spec 000 §3 parents: a set of authorities of one customer; parentId is its access level code. */
export const parents = pgTable(
  'parents',
  {
    parentId: text('parent_id').primaryKey(),
    parentName: text('parent_name').notNull(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.customerId),
  },
  (t) => [index('parents_customer_idx').on(t.customerId)],
);

/** Address lines as the order form uses them (spec 002 §3.1 deliveryAddress). */
export type Address = {
  addressLine1?: string;
  addressLine2?: string;
  addressLine3?: string;
  addressLine4?: string;
  postCode?: string;
  country?: string;
};

/** Customer accounts (spec 000 §3 hierarchy, spec 002 §3.1 authority details for ordering). */
export const authorities = pgTable(
  'authorities',
  {
    /** Optional operator letter plus 3 to 7 digits. */
    authorityId: text('authority_id').primaryKey(),
    operatorLetter: char('operator_letter', { length: 1 }).references(() => operators.letter),
    countryCode: char('country_code', { length: 2 }).notNull(),
    customerId: text('customer_id')
      .notNull()
      .references(() => customers.customerId),
    parentId: text('parent_id').references(() => parents.parentId),
    authorityName: text('authority_name').notNull(),
    secondAuthorityName: text('second_authority_name'),
    /** FUEL or EV; roles are matched by it. */
    cardOfferType: text('card_offer_type').notNull(),
    /** Brand the account belongs to; transactions carry it (spec 001 §3 brand). */
    brandCode: smallint('brand_code')
      .notNull()
      .references(() => brands.brandCode),
    currency: char('currency', { length: 3 }).notNull(),
    issuerCountry: char('issuer_country', { length: 2 }).notNull(),
    issuerNumber: text('issuer_number').notNull(),
    /** Needed for invoice downloads (spec 001 §6). */
    clientNumber: text('client_number'),
    accountId: text('account_id').notNull(),
    serviceCode: text('service_code').notNull(),
    preSetServiceCode: text('pre_set_service_code'),
    opuCode: text('opu_code'),
    cardProgramNumber: integer('card_program_number').notNull(),
    languageCode: text('language_code').notNull(),
    /** Send-to codes: 1 customer, 2 cardholder, 6 cost centre, 7 parent (spec 002 §9). */
    sendToAddress: smallint('send_to_address').notNull(),
    cardTypeIds: smallint('card_type_ids').array().notNull(),
    defaultCardTypeId: smallint('default_card_type_id'),
    pinDerivation: smallint('pin_derivation').notNull(),
    pinReq: smallint('pin_req').notNull(),
    cardOrderingAllowed: boolean('card_ordering_allowed').notNull().default(true),
    cardLimitReached: boolean('card_limit_reached').notNull().default(false),
    authorityNotAllowed: boolean('authority_not_allowed').notNull().default(false),
    customerNotAllowed: boolean('customer_not_allowed').notNull().default(false),
    /** authorityStopped YES; its cards count as stopped (spec 002 §4.1). */
    isStopped: boolean('is_stopped').notNull().default(false),
    /** Restriction acknowledgement flag (masthead isAck): Y, N or null. */
    restrictionAckFlag: char('restriction_ack_flag', { length: 1 }),
    distanceUnit: text('distance_unit').notNull().default('KMS'),
    deliveryAddress: jsonb('delivery_address').$type<Address>().notNull(),
    /** Document-shaped ordering details: configuration flags, columnContext, embossing, plastics, ivmh … */
    orderSettings: jsonb('order_settings').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('authorities_id_format', sql`${t.authorityId} ~ '^[A-Z]?[0-9]{3,7}$'`),
    index('authorities_parent_idx').on(t.parentId),
    index('authorities_customer_idx').on(t.customerId),
  ],
);

/** Spec 000 §3 groups: parents and authorities across customers; ALL is virtual, never stored. */
export const groups = pgTable('groups', {
  groupId: text('group_id').primaryKey(),
  groupName: text('group_name').notNull(),
  createdAt: tstz('created_at').notNull().defaultNow(),
});

export const groupParents = pgTable(
  'group_parents',
  {
    groupId: text('group_id')
      .notNull()
      .references(() => groups.groupId, { onDelete: 'cascade' }),
    parentId: text('parent_id')
      .notNull()
      .references(() => parents.parentId, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.parentId] }), index('group_parents_parent_idx').on(t.parentId)],
);

/** Authorities a group holds directly, besides those of its parents. */
export const groupAuthorities = pgTable(
  'group_authorities',
  {
    groupId: text('group_id')
      .notNull()
      .references(() => groups.groupId, { onDelete: 'cascade' }),
    authorityId: text('authority_id')
      .notNull()
      .references(() => authorities.authorityId, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.authorityId] }),
    index('group_authorities_authority_idx').on(t.authorityId),
  ],
);

const grantColumns = () => ({
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  roleId: integer('role_id')
    .notNull()
    .references(() => roles.roleId),
  grantedAt: tstz('granted_at').notNull().defaultNow(),
  grantedByUserId: integer('granted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
});

/** A user's role on one authority (spec 000 §3 user access entry, authority permission roleId). */
export const userAuthorityAccess = pgTable(
  'user_authority_access',
  {
    ...grantColumns(),
    authorityId: text('authority_id')
      .notNull()
      .references(() => authorities.authorityId, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.authorityId] }),
    index('user_authority_access_authority_idx').on(t.authorityId),
  ],
);

export const userParentAccess = pgTable(
  'user_parent_access',
  {
    ...grantColumns(),
    parentId: text('parent_id')
      .notNull()
      .references(() => parents.parentId, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.parentId] }),
    index('user_parent_access_parent_idx').on(t.parentId),
  ],
);

export const userGroupAccess = pgTable(
  'user_group_access',
  {
    ...grantColumns(),
    groupId: text('group_id')
      .notNull()
      .references(() => groups.groupId, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.groupId] }), index('user_group_access_group_idx').on(t.groupId)],
);
