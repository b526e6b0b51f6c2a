import { z } from 'zod';
import { ZImpersonatedUser } from './admin';
import { BRAND_CODES } from './common/constants';
import { VALIDATION_KEYS, zEmail, zPersonName } from './common/validation';

/** Spec 000 §2: customers' and internal staff's scopes at the identity provider. */
export const CUSTOMER_SCOPE = 'openid email b2b-profile';
export const INTERNAL_SCOPE = 'openid email profile offline_access';

const zBrand = z.coerce
  .number()
  .int()
  .refine(
    (v): v is (typeof BRAND_CODES)[number] => (BRAND_CODES as readonly number[]).includes(v),
    'brand_invalid',
  );
const zFlag = z.union([z.boolean(), z.stringbool()]).optional();

// GET /api/users/token/codechallengeandcodeverifier
export const ZCodeChallengeQuery = z.object({
  brand: zBrand.optional(),
  /** Internal staff sign-in (scope with offline_access). */
  internal: zFlag,
  /** Language of the sign-in page. */
  locale: z.string().max(5).optional(),
});
export const ZCodeChallengeResponse = z
  .object({
    code_verifier: z.string(),
    code_challenge: z.string(),
    code_challenge_method: z.literal('S256'),
    state: z.string(),
    /** The identity provider's authorize address with client id, challenge, scope, state and nonce. */
    authorizeUrl: z.string(),
  })
  .meta({ id: 'CodeChallengeResponse' });
export type TCodeChallengeResponse = z.infer<typeof ZCodeChallengeResponse>;

// POST /api/users/token/gettokens (login; ?refresh_token=secure; ?logout_action=logout)
export const ZGetTokensQuery = z.object({
  refresh_token: z.literal('secure').optional(),
  logout_action: z.literal('logout').optional(),
});
export const ZGetTokensBody = z.object({
  code: z.string().max(512).optional(),
  codeverifier: z.string().max(256).optional(),
  state: z.string().max(256).optional(),
  /** The `iss` the IdP added to the callback (RFC 9207), passed through when present. */
  iss: z.string().max(512).optional(),
  brand: zBrand.optional(),
  isLocal: zFlag,
  IsNewDomain: zFlag,
  /** Sent by the spec's client on refresh and logout; the server uses its own stored tokens. */
  rtoken: z.string().max(4096).optional(),
  idtoken: z.string().max(8192).optional(),
});
export const ZGetTokensResponse = z
  .object({
    /** Epoch milliseconds when the current access expires; the refresh-expiry cookie holds it too. */
    tokenExpirationTime: z.number().int(),
  })
  .meta({ id: 'GetTokensResponse' });
export type TGetTokensResponse = z.infer<typeof ZGetTokensResponse>;
export const ZLogoutResponse = z.object({ loggedOut: z.literal(true) }).meta({ id: 'LogoutResponse' });

// POST /api/users/users/profile
export const ZProfileBody = z.object({
  token: z.string().max(8192).optional(),
  accessToken: z.string().max(8192).optional(),
  brand: zBrand.optional(),
});
export const ZProfileResponse = z
  .object({
    isAdmin: z.boolean(),
    isInternal: z.boolean(),
    given_name: z.string(),
    authorityID: z.string().nullable(),
    oneFleetMigratedStatus: z.number().int(),
    isOneFleetMigrated: z.boolean(),
    cacheRefreshReqd: z.boolean(),
    /** While an admin impersonates (spec 000 §3 Account user, §6): whose data the session shows. */
    impersonatedUser: ZImpersonatedUser.nullish(),
  })
  .meta({ id: 'SessionProfile' });
export type TProfileResponse = z.infer<typeof ZProfileResponse>;

// GET /api/users/users/otap?Token=
export const ZOtapQuery = z.object({ Token: z.string({ error: 'invite_token_missing' }).min(1).max(200) });
export const ZOtapResponse = z
  .object({
    otapExpired: z.boolean(),
    otapAlreadyUsed: z.boolean(),
    otapValidated: z.boolean(),
    firstName: z.string(),
    lastName: z.string(),
    eMail: z.string(),
  })
  .meta({ id: 'InviteTokenCheck' });
export type TOtapResponse = z.infer<typeof ZOtapResponse>;

// POST /api/users/users/register?Token= (its query is ZOtapQuery's: the same invite token)
export const ZRegisterBody = z.object({
  firstName: zPersonName(VALIDATION_KEYS.nameRequired),
  lastName: zPersonName(VALIDATION_KEYS.nameRequired),
  userName: z.string().max(254).optional(),
  email: zEmail,
  brand: zBrand,
  languageISOCode: z.string().max(10).optional(),
});
export type TRegisterBody = z.input<typeof ZRegisterBody>;
export const ZRegisterResponse = z.object({ success: z.literal(true) }).meta({ id: 'RegisterResponse' });

/** Error keys of the sign-in and registration flows. */
export const IDENTITY_ERROR_KEYS = {
  emailExists: 'A user with this email address already exists.',
  inviteInvalid: 'invite_invalid',
  signInFailed: 'sign_in_failed',
  verifierMismatch: 'code_verifier_mismatch',
  sessionExpired: 'session_expired',
  notSignedIn: 'Unauthorized',
  /** Issue 15: the password change of the account page. */
  passwordCurrentWrong: 'password_current_wrong',
  passwordWeak: 'password_weak',
  passwordManagedExternally: 'password_managed_externally',
} as const;

// POST /api/users/users/password (ours, issue 15): a signed-in user changes the password.
export const ZChangePasswordBody = z.object({
  currentPassword: z.string().min(1).max(1024),
  newPassword: z.string().max(1024),
});
export type TChangePasswordBody = z.input<typeof ZChangePasswordBody>;
export const ZChangePasswordResponse = z
  .object({ success: z.literal(true) })
  .meta({ id: 'ChangePasswordResponse' });

// GET /api/portal/config (public): server-side flags of the sign-in landing and the idle modal.
export const ZPortalConfig = z
  .object({
    maintenance: z.boolean(),
    newLoginProviderNotice: z.boolean(),
    idleTimeoutMs: z.number().int().positive(),
    autoLogoutMs: z.number().int().positive(),
    /** The built-in IdP: passwords are reset on its pages and changed on the account page. */
    isBuiltInIdp: z.boolean(),
    /** With an external IdP: its own page for resetting or changing the password (OIDC_PASSWORD_URL). */
    passwordUrl: z.string().nullable(),
    /** MAP_TILE_URL: the maps' tile server template; null: the offline base layer (issue 15). */
    mapTileUrl: z.string().nullable(),
  })
  .meta({ id: 'PortalConfig' });
export type TPortalConfig = z.infer<typeof ZPortalConfig>;
