import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from './common/constants';
import {
  FORBIDDEN_NAME_CHARACTERS,
  normaliseSpaces,
  VALIDATION_KEYS,
  zPersonName,
} from './common/validation';

// Contract of the account area (spec 000 §2 Account profile, §4 Preferences and details save, §5).

/** Spec 000 §5, §9: phone numbers are 1 to 10 digits. */
export const PHONE_MAX_DIGITS = 10;
/** Message keys of the account page's alerts (spec 000 §8). */
export const ACCOUNT_MESSAGE_KEYS = {
  preferencesFailed: 'failure_message',
  detailsFailed: 'error_portal_message',
  isdCodeInvalid: 'isd_code_not_valid',
} as const;

/** Decodes a URI-encoded text; a malformed encoding is kept as typed (then the name rules judge it). */
export const decodeUriText = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

const zOptionalText = (max: number, key: string) =>
  z
    .string()
    .transform(normaliseSpaces)
    .pipe(
      z
        .string()
        .max(max, key)
        .refine((v) => !FORBIDDEN_NAME_CHARACTERS.test(v), key),
    );

/** Optional phone number: empty, or 1 to 10 digits (spec 000 §5). */
export const zPhoneNumber = (key: string) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || new RegExp(`^\\d{1,${PHONE_MAX_DIGITS}}$`).test(v), key);

const zIsdCode = z
  .string()
  .trim()
  .refine((v) => v === '' || /^\+\d{1,4}$/.test(v), ACCOUNT_MESSAGE_KEYS.isdCodeInvalid);

/**
 * PUT /api/users/users/details (path not shown in the spec; ours): the account page's "my details".
 * First name, last name and job title arrive URI-encoded (spec 000 §5) and are decoded before the
 * name rules run. Empty optional fields clear the stored value.
 */
export const ZAccountDetailsUpdate = z
  .object({
    firstName: z.string({ error: VALIDATION_KEYS.required }).transform(decodeUriText).pipe(zPersonName()),
    lastName: z.string({ error: VALIDATION_KEYS.required }).transform(decodeUriText).pipe(zPersonName()),
    jobTitle: z
      .string()
      .transform(decodeUriText)
      .pipe(zOptionalText(100, VALIDATION_KEYS.specialCharacter))
      .optional(),
    mobileNumberIsdCode: zIsdCode.optional(),
    mobileNumber: zPhoneNumber(VALIDATION_KEYS.mobileInvalid).optional(),
    landlineNumberIsdCode: zIsdCode.optional(),
    landlineNumber: zPhoneNumber(VALIDATION_KEYS.landlineInvalid).optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    // A number needs its dial code.
    if (value.mobileNumber && !value.mobileNumberIsdCode)
      ctx.addIssue({ code: 'custom', path: ['mobileNumberIsdCode'], message: VALIDATION_KEYS.mobileInvalid });
    if (value.landlineNumber && !value.landlineNumberIsdCode)
      ctx.addIssue({
        code: 'custom',
        path: ['landlineNumberIsdCode'],
        message: VALIDATION_KEYS.landlineInvalid,
      });
  })
  .meta({ id: 'AccountDetailsUpdate' });
export type TAccountDetailsUpdate = z.input<typeof ZAccountDetailsUpdate>;

/** The answer of the details save: the stored details. */
export const ZAccountDetails = z
  .object({
    firstName: z.string(),
    lastName: z.string(),
    jobTitle: z.string().nullable(),
    mobileNumberIsdCode: z.string().nullable(),
    mobileNumber: z.string().nullable(),
    landlineNumberIsdCode: z.string().nullable(),
    landlineNumber: z.string().nullable(),
  })
  .meta({ id: 'AccountDetails' });

// GET /api/users/users/access (path not shown in the spec; ours): "my access" on the account page.
export const ZMyAccessQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZE),
});
export const ZMyAccessResponse = z
  .object({
    groups: z.array(
      z.object({
        groupId: z.string(),
        groupName: z.string(),
        roleId: z.number().int(),
        roleName: z.string(),
      }),
    ),
    parents: z.array(
      z.object({
        parentId: z.string(),
        parentName: z.string(),
        roleId: z.number().int(),
        roleName: z.string(),
      }),
    ),
    /** One page of the authorities the user reaches (directly or through a parent or group). */
    authorities: z.array(
      z.object({
        authorityId: z.string(),
        authorityName: z.string(),
        customerName: z.string(),
        roleId: z.number().int(),
        roleName: z.string(),
      }),
    ),
    totalAuthorities: z.number().int(),
  })
  .meta({ id: 'MyAccess' });
export type TMyAccessResponse = z.infer<typeof ZMyAccessResponse>;

/** Spec 000 §9 default date format. */
export const DEFAULT_DATE_FORMAT = 'DD/MM/YYYY hh:mm:ss';

/**
 * Writes a date in one of the preference date formats (tokens YYYY, MM, DD, hh, mm, ss; hh is the
 * 24-hour hour, as the portal shows times). Takes calendar fields so callers choose the time zone.
 */
export function applyDatePattern(
  f: { year: number; month: number; day: number; hour: number; minute: number; second: number },
  pattern: string = DEFAULT_DATE_FORMAT,
) {
  const two = (n: number) => String(n).padStart(2, '0');
  const values: Record<string, string> = {
    YYYY: String(f.year).padStart(4, '0'),
    MM: two(f.month),
    DD: two(f.day),
    hh: two(f.hour),
    mm: two(f.minute),
    ss: two(f.second),
  };
  return pattern.replace(/YYYY|MM|DD|hh|mm|ss/g, (token) => values[token] ?? token);
}

/** The calendar fields of a date in UTC, for applyDatePattern. */
export const utcFields = (d: Date) => ({
  year: d.getUTCFullYear(),
  month: d.getUTCMonth() + 1,
  day: d.getUTCDate(),
  hour: d.getUTCHours(),
  minute: d.getUTCMinutes(),
  second: d.getUTCSeconds(),
});
