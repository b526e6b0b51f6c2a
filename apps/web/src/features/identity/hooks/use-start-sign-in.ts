import type { TLocale } from '@portal/contract';
import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { splitLocale } from '../../../lib/locale';
import { clearLoggingOut } from '../../../lib/session/logging-out';
import { useBrand } from '../../../lib/use-brand';
import { useActiveLocale } from '../../../lib/use-locale';
import { getCodeChallenge } from '../api/get-code-challenge';
import { browserNavigation, isHttpUrl } from '../utils/browser-navigation';
import { storeChallenge } from '../utils/sign-in-storage';

export type StartSignInOptions = {
  internal: boolean;
  /** The locale segment to come back to; by default the current page's. */
  locale?: TLocale;
};

/**
 * Spec 000 §2 Sign-in landing: gets a fresh challenge from our server, keeps the verifier, state and
 * locale segment for the callback page, and leaves for the identity provider. Rejects when the
 * challenge call fails.
 */
export function useStartSignIn(): (options: StartSignInOptions) => Promise<void> {
  const brand = useBrand();
  const activeLocale = useActiveLocale();
  const pathLocale = splitLocale(useLocation().pathname).locale;
  return useCallback(
    async ({ internal, locale = pathLocale }: StartSignInOptions) => {
      const challenge = await getCodeChallenge({
        brand: brand.code,
        internal,
        locale: locale ?? activeLocale,
      });
      if (!isHttpUrl(challenge.authorizeUrl)) throw new Error('The authorize address is not http(s)');
      storeChallenge(challenge, locale);
      clearLoggingOut();
      browserNavigation.assign(challenge.authorizeUrl);
    },
    [activeLocale, brand.code, pathLocale],
  );
}
