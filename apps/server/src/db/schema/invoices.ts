import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  bigint,
  boolean,
  char,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { invoiceStatus, invoiceType } from './enums';
import { type Address, authorities, parents } from './hierarchy';

/**
 * Invoices and summary statements (spec 001 §3 invoice row, summary details). An invoice is identified
 * by number plus type; invoices of a summary point at it through summary_statement_id. The archive
 * screen searches the same rows over ten years; in_archive says whether the document is available.
 */
export const invoices = pgTable(
  'invoices',
  {
    invoiceId: bigint('invoice_id', { mode: 'number' }).primaryKey(),
    invoiceNumber: text('invoice_number').notNull(),
    invoiceType: invoiceType('invoice_type').notNull(),
    summaryStatementId: bigint('summary_statement_id', { mode: 'number' }).references(
      (): AnyPgColumn => invoices.invoiceId,
    ),
    authorityId: text('authority_id')
      .notNull()
      .references(() => authorities.authorityId),
    /** Set when the document is addressed to the parent (authorityOrParentNumber). */
    parentId: text('parent_id').references(() => parents.parentId),
    invoiceDate: date('invoice_date').notNull(),
    dueDate: date('due_date').notNull(),
    status: invoiceStatus('status').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    netMinor: bigint('net_minor', { mode: 'number' }).notNull(),
    vatMinor: bigint('vat_minor', { mode: 'number' }).notNull(),
    /** The amount shown (gross). */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    /** One of AT, BE, PL, NL, GB, DE, PT, LU (spec 001 §3). */
    issuerCountry: char('issuer_country', { length: 2 }).notNull(),
    accountId: text('account_id').notNull(),
    clientNumber: text('client_number'),
    /** Null when the document covers several supply countries (shown as Multiple). */
    supplyCountry: char('supply_country', { length: 2 }),
    speosInvoiceDate: date('speos_invoice_date'),
    paymentMethodDescription: text('payment_method_description').notNull(),
    deliveryAddress: jsonb('delivery_address').$type<Address>().notNull(),
    transactionCount: integer('transaction_count').notNull().default(0),
    inArchive: boolean('in_archive').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('invoices_number_type_key').on(t.invoiceNumber, t.invoiceType),
    index('invoices_authority_date_idx').on(t.authorityId, t.invoiceDate.desc().nullsFirst()),
    index('invoices_date_idx').on(t.invoiceDate.desc().nullsFirst()),
    index('invoices_summary_idx').on(t.summaryStatementId),
    // The list's and the archive's top rows newest first over many authorities (migration 0012).
    index('invoices_top_date_idx')
      .on(t.invoiceDate.desc().nullsFirst(), t.invoiceId.desc().nullsFirst())
      .where(sql`summary_statement_id is null`),
    // The archive's number filter is a substring (pg_trgm, migration 0012).
    index('invoices_number_trgm_idx').using('gin', sql`invoice_number gin_trgm_ops`),
  ],
);
