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
