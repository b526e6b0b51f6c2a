// Every message key the API can answer (spec 000 §1: the web shows the content text of the key).
// The web's content files hold a text for each key in every locale (message-keys.test.ts walks them).
import { ACCOUNT_MESSAGE_KEYS } from '../account';
import { ADMIN_KEYS } from '../admin';
import { AUDIT_MESSAGE_KEYS } from '../audit-log-types';
import { CARD_KEYS } from '../card-constants';
import { CHARGING_KEYS } from '../charging';
import { EV_PRICE_KEYS } from '../evprices';
import { PREFERENCE_KEYS } from '../hierarchy';
import { IDENTITY_ERROR_KEYS } from '../identity';
import { INGESTION_KEYS } from '../ingestion';
import { INVOICE_ARCHIVE_KEYS } from '../invoice-archive';
import { INVOICE_DOWNLOAD_KEYS, INVOICE_KEYS } from '../invoices';
import { LIMIT_KEYS } from '../limits';
import { PRICE_LIST_MESSAGE_KEYS } from '../pricelists';
import { RESTRICTION_KEYS } from '../restrictions';
import { ORDER_KEYS } from '../rules/order';
import { TRANSACTION_KEYS } from '../transaction-constants';
import { USERS_MESSAGE_KEYS } from '../user-constants';
import { MESSAGE_KEYS, PLATFORM_MESSAGE_KEYS } from './constants';
import { VALIDATION_KEYS } from './validation';

/** Every key, once. */
export const ALL_MESSAGE_KEYS = [
  ...new Set([
    ...Object.values(MESSAGE_KEYS),
    ...Object.values(VALIDATION_KEYS),
    ...Object.values(PLATFORM_MESSAGE_KEYS),
    ...Object.values(IDENTITY_ERROR_KEYS),
    ...Object.values(USERS_MESSAGE_KEYS),
    ...Object.values(ACCOUNT_MESSAGE_KEYS),
    ...Object.values(ADMIN_KEYS),
    ...Object.values(AUDIT_MESSAGE_KEYS),
    ...Object.values(PREFERENCE_KEYS),
    ...Object.values(PRICE_LIST_MESSAGE_KEYS),
    ...Object.values(TRANSACTION_KEYS),
    ...Object.values(INVOICE_KEYS),
    ...Object.values(INVOICE_DOWNLOAD_KEYS),
    ...Object.values(CARD_KEYS),
    ...Object.values(ORDER_KEYS),
    ...Object.values(CHARGING_KEYS),
    ...Object.values(INVOICE_ARCHIVE_KEYS),
    ...Object.values(EV_PRICE_KEYS),
    ...Object.values(RESTRICTION_KEYS),
    ...Object.values(LIMIT_KEYS),
    ...Object.values(INGESTION_KEYS),
  ]),
];
export type TMessageKey = (typeof ALL_MESSAGE_KEYS)[number];

const known: ReadonlySet<string> = new Set(ALL_MESSAGE_KEYS);
export const isMessageKey = (value: unknown): value is TMessageKey =>
  typeof value === 'string' && known.has(value);

/**
 * Keys that are the spec's own sentences have a snake_case content key (content keys are snake_case);
 * every other key is its own content key.
 */
const CONTENT_KEYS: Partial<Record<TMessageKey, string>> = {
  [MESSAGE_KEYS.unauthorized]: 'unauthorized',
  [VALIDATION_KEYS.nameRequired]: 'name_required_message',
  [IDENTITY_ERROR_KEYS.emailExists]: 'email_exists_message',
  [ORDER_KEYS.authorityIdMissing]: 'authority_id_missing',
};
export const messageContentKey = (key: TMessageKey): string => CONTENT_KEYS[key] ?? key;
