import { z } from 'zod';

/** Message keys of spec 000 §5, shared by the forms and the server. */
export const VALIDATION_KEYS = {
  required: 'field_required_message',
  specialCharacter: 'special_character_message',
  emailFormat: 'email_format_message',
  emailExists: 'email_exists',
  mobileInvalid: 'mobile_number_not_valid',
  landlineInvalid: 'landline_number_not_valid',
  nameRequired: 'You must enter your name',
} as const;

/** PostgreSQL's `integer`: an id stored as one (users, products) past it fails in SQL, so inputs stop here. */
export const DB_INT_MAX = 2_147_483_647;

/** PostgreSQL's first timestamp with a time zone of the common era: year 0, which ISO 8601 and JavaScript know, is not. */
export const FIRST_STORABLE_INSTANT = Date.parse('0001-01-01T00:00:00Z');
/** An offset past PostgreSQL's ±15:59 (no place on earth is ahead or behind more than 14 hours). */
const OFFSET_TOO_FAR = /[+-](1[6-9]|[2-9]\d):?\d\d$/;

/**
 * An instant in ISO 8601 with its offset, as PostgreSQL can store it: year 1 or later (the ISO form and
 * JavaScript also know year 0) and an offset within ±15:59. `error`: the message key of a refusal.
 */
export const zInstant = (error?: string) => {
  const message = error ? { error } : undefined;
  return z.iso
    .datetime({ offset: true, ...message })
    .refine((v) => Date.parse(v) >= FIRST_STORABLE_INSTANT && !OFFSET_TOO_FAR.test(v), message);
};

/** Backslash, equals, double quote, angle brackets, slash, colon, semicolon (spec 000 §5). */
export const FORBIDDEN_NAME_CHARACTERS = /[\\="<>/:;]/;

/** Spaces trimmed and runs of spaces collapsed (spec 000 §5). */
export const normaliseSpaces = (value: string) => value.trim().replace(/\s+/g, ' ');

/** A first or last name: required, normalised, without the forbidden characters. */
export const zPersonName = (requiredKey: string = VALIDATION_KEYS.required) =>
  z
    .string({ error: requiredKey })
    .transform(normaliseSpaces)
    .pipe(
      z
        .string()
        .min(1, requiredKey)
        .max(100, VALIDATION_KEYS.specialCharacter)
        .refine((v) => !FORBIDDEN_NAME_CHARACTERS.test(v), VALIDATION_KEYS.specialCharacter),
    );

export const zEmail = z
  .string({ error: VALIDATION_KEYS.required })
  .trim()
  .min(1, VALIDATION_KEYS.required)
  .max(254, VALIDATION_KEYS.emailFormat)
  .pipe(z.email(VALIDATION_KEYS.emailFormat));

/**
 * NUL ends strings in C libraries and PostgreSQL text refuses it (an unhandled 500 before), so no input
 * may carry one, wherever it sits in a query, path or body. The server checks every request with this
 * before its schema runs, so no string schema can forget it; the answer uses the special-character key.
 */
export const hasNulCharacter = (value: unknown, depth = 0): boolean => {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => hasNulCharacter(item, depth + 1));
  // Buffers and streams (uploads) are data, not text input.
  if (ArrayBuffer.isView(value) || typeof (value as { pipe?: unknown }).pipe === 'function') return false;
  return Object.entries(value).some(
    ([key, item]) => key.includes('\u0000') || hasNulCharacter(item, depth + 1),
  );
};
