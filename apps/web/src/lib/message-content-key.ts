import { isMessageKey, messageContentKey } from '@portal/contract';

/**
 * The content key of a key the server or a form sends: a message key that is one of the spec's
 * sentences has a snake_case content key of its own; every other key is its own content key.
 */
export const messageContentKeyOf = (key: string): string =>
  isMessageKey(key) ? messageContentKey(key) : key;
