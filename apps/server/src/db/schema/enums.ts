import { pgEnum } from 'drizzle-orm/pg-core';

/** Closed value sets the spec names. Values are the spec's own spellings, so they travel unmapped. */

/** Spec 000 §4: Active, Invited, Link Expired, Inactive. */
export const userStatus = pgEnum('user_status', ['Active', 'Invited', 'Link Expired', 'Inactive']);

/** Spec 000 §3: A authority, P parent, G group. */
export const accessLevel = pgEnum('access_level', ['A', 'P', 'G']);

/** Spec 001 §3. */
export const transactionStatus = pgEnum('transaction_status', [
  'Authorised',
  'Declined',
  'Uninvoiced',
  'Invoiced',
]);

/** Spec 001 §3. */
export const invoiceType = pgEnum('invoice_type', [
  'SUMMARY-STATEMENT',
  'NATIONAL-INVOICE',
  'INTERNATIONAL-INVOICE',
]);

/** Invoice payment state; the spec shows a status column but not its values (docs/data-model.md). */
export const invoiceStatus = pgEnum('invoice_status', ['Open', 'Paid', 'Overdue']);

/** Spec 001 §3: charging record cdrType. */
export const cdrType = pgEnum('cdr_type', ['public', 'depot']);

/** Spec 001 §4: connector statuses. */
export const connectorStatus = pgEnum('connector_status', [
  'AVAILABLE',
  'CHARGING',
  'RESERVED',
  'BLOCKED',
  'INOPERATIVE',
  'OUTOFORDER',
  'UNKNOWN',
]);

/** Spec 001 §4: the charge point statuses with a colour, plus the connector ones ("others danger"). */
export const chargePointStatus = pgEnum('charge_point_status', [
  'AVAILABLE',
  'CHARGING',
  'PLANNED',
  'RESERVED',
  'UNKNOWN',
  'PARTIALLY_AVAILABLE',
  'BLOCKED',
  'INOPERATIVE',
  'OUTOFORDER',
]);

/** Spec 001 §4: RFID card status badges. */
export const rfidCardStatus = pgEnum('rfid_card_status', [
  'available',
  'na',
  'expired',
  'unknown',
  'lost',
  'stolen',
  'unavailable',
]);

/** Depot sites belong to an authority; public sites are the roaming network. */
export const evSiteKind = pgEnum('ev_site_kind', ['depot', 'public']);

/** Spec 002 §2.1: standard order, its express mode, replacement order. */
export const cardOrderKind = pgEnum('card_order_kind', ['standard', 'express', 'replacement']);

/** Outcome of a card order as the portal recorded it. */
export const cardOrderStatus = pgEnum('card_order_status', ['accepted', 'rejected', 'failed']);
