import { defineEndpoint, needsNoKey, OWN_SESSION } from '../common/endpoint';
import {
  ZChangePasswordBody,
  ZChangePasswordResponse,
  ZCodeChallengeQuery,
  ZCodeChallengeResponse,
  ZGetTokensBody,
  ZGetTokensQuery,
  ZGetTokensResponse,
  ZLogoutResponse,
  ZOtapQuery,
  ZOtapResponse,
  ZPortalConfig,
  ZProfileBody,
  ZProfileResponse,
  ZRegisterBody,
  ZRegisterResponse,
} from '../identity';

const tags = ['identity'];

/** Spec 000 §7: sign-in and token calls, the session profile, invite links and the portal flags. */
export const IDENTITY_ENDPOINTS = {
  codeChallenge: defineEndpoint({
    method: 'GET',
    path: '/api/users/token/codechallengeandcodeverifier',
    query: ZCodeChallengeQuery,
    response: ZCodeChallengeResponse,
    // Sign-in and token calls manage the session themselves (spec 000 §7).
    access: 'public',
    tags,
  }),
  getTokens: defineEndpoint({
    method: 'POST',
    path: '/api/users/token/gettokens',
    query: ZGetTokensQuery,
    body: ZGetTokensBody,
    response: ZGetTokensResponse.or(ZLogoutResponse),
    access: 'public',
    whileImpersonating: 'allowed',
    tags,
  }),
  profile: defineEndpoint({
    permission: needsNoKey(OWN_SESSION),
    method: 'POST',
    path: '/api/users/users/profile',
    body: ZProfileBody,
    response: ZProfileResponse,
    access: 'session',
    whileImpersonating: 'allowed',
    tags,
  }),
  // Invite links are opened before the user has an account (spec 000 §2).
  otap: defineEndpoint({
    method: 'GET',
    path: '/api/users/users/otap',
    query: ZOtapQuery,
    response: ZOtapResponse,
    access: 'public',
    tags,
  }),
  register: defineEndpoint({
    method: 'POST',
    path: '/api/users/users/register',
    query: ZOtapQuery,
    body: ZRegisterBody,
    response: ZRegisterResponse,
    access: 'public',
    tags,
  }),
  // Ours (issue 15): the account page's password change; refused while impersonating.
  changePassword: defineEndpoint({
    permission: needsNoKey(OWN_SESSION),
    method: 'POST',
    path: '/api/users/users/password',
    body: ZChangePasswordBody,
    response: ZChangePasswordResponse,
    access: 'session',
    tags,
  }),
  portalConfig: defineEndpoint({
    method: 'GET',
    path: '/api/portal/config',
    response: ZPortalConfig,
    access: 'public',
    tags,
  }),
} as const;
