import type { TBrandCode, TCodeChallengeResponse, TLocale } from '@portal/contract';
import { api } from '../../../lib/api-client';

export type CodeChallengeParams = {
  brand: TBrandCode;
  /** Internal staff sign-in: scope with offline_access (spec 000 §2). */
  internal: boolean;
  /** Language of the identity provider's sign-in page. */
  locale: TLocale;
};

/**
 * GET /api/users/token/codechallengeandcodeverifier: a fresh PKCE pair, state and the authorize
 * address; the server also sets its HttpOnly sign-in cookie. Never cached: every call starts anew.
 * Typed by the contract but not parsed, like the portal configuration: the sign-in landing loads no
 * zod (issue 13 Web budgets).
 */
export const getCodeChallenge = ({
  brand,
  internal,
  locale,
}: CodeChallengeParams): Promise<TCodeChallengeResponse> =>
  api.get('/api/users/token/codechallengeandcodeverifier', {
    query: { brand, internal, locale },
    skipSessionRefresh: true,
  });
