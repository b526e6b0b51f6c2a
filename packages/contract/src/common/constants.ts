/** Locales the portal offers (spec 000 §1, §9). The first is the default. */
export const LOCALES = ['en', 'es', 'de', 'nl', 'pt', 'pl'] as const;
export type TLocale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: TLocale = 'en';

export const isLocale = (value: unknown): value is TLocale =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** Brand codes sent to the server (spec 000 §1). */
export const BRAND_CODES = [1, 2] as const;
export type TBrandCode = (typeof BRAND_CODES)[number];

/** Default page size of every list (spec 000 §9). */
export const DEFAULT_PAGE_SIZE = 15;

/** Authority id: optional operator letter plus 3 to 7 digits (spec 000 §3). */
export const AUTHORITY_ID_PATTERN = /^[A-Za-z]?\d{3,7}$/;

/** Spec 000 §9 session constants (here, without zod, so the sign-in route loads no schema library). */
export const SESSION_CONSTANTS = {
  idleTimeoutMs: 840_000,
  idleDebounceMs: 500,
  autoLogoutMs: 60_000,
  cacheRefreshWaitMs: 30_000,
  maxSignInRetries: 1,
} as const;

/**
 * Message keys used by the API. Where the spec names a key or text it is used as is; the web app
 * shows the content text for the key, and the key itself when the text is missing (spec 000 §1).
 */
export const MESSAGE_KEYS = {
  defaultError: 'default_error_message',
  validation: 'validation_error',
  notFound: 'not_found',
  unauthorized: 'Unauthorized',
  forbidden: 'forbidden',
  tooMany: 'too_many_requests',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  unavailable: 'service_unavailable',
  conflict: 'conflict',
} as const;

/**
 * Keys the server and the contract schemas use that no area constant held before. Here, beside
 * MESSAGE_KEYS, so the app frame can name one without loading every area's schemas (issue 13).
 */
export const PLATFORM_MESSAGE_KEYS = {
  scopeRequired: 'scope_required',
  scopeNotAllowed: 'scope_not_allowed',
  /** Spec 000 §6: a user moved to the successor product sees only the migration page (issue 42: the API too). */
  migratedUserNotAllowed: 'migrated_user_not_allowed',
  accessLevelInvalid: 'access_level_invalid',
  accessLevelCodeInvalid: 'access_level_code_invalid',
  authorityIdInvalid: 'authority_id_invalid',
  pageSizeInvalid: 'page_size_invalid',
  sortColumnUnknown: 'sort_column_unknown',
  sessionExpired: 'session_expired',
  accessExpired: 'access_expired',
  csrfHeaderMissing: 'csrf_header_missing',
  originNotAllowed: 'origin_not_allowed',
  adminNotImpersonating: 'admin_not_impersonating',
  contentNotFound: 'content_not_found',
  noHierarchy: 'no_hierarchy',
  uidMismatch: 'uid_mismatch',
  userNotFound: 'user_not_found',
  inviteTokenMissing: 'invite_token_missing',
  pricelistNotAllowed: 'pricelist_not_allowed',
  pricelistNotFound: 'pricelist_not_found',
  pricelistAuthorityRequired: 'pricelist_authority_required',
  pricelistKeyRequired: 'pricelist_key_required',
  restrictionActionUnsupported: 'restriction_action_unsupported',
} as const;

/**
 * Spec 001 §9: the dashboard widget shows its error state after 15 s without data; the web's api
 * client gives every read the same time-out (issue 50). Here, free of zod, so the app frame that
 * every route loads can name it without the area schemas (issue 13 web budgets).
 */
export const DASHBOARD_TIMEOUT_MS = 15_000;
