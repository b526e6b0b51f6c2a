import { SESSION_CONSTANTS, type TGetTokensResponse, type TProfileResponse } from '@portal/contract';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError, resetSessionState } from '../../../lib/api-client';
import { isLocalHost } from '../../../lib/environment';
import { localizedPath } from '../../../lib/locale';
import { afterSignInPath } from '../../../lib/session/entry-route';
import { getSessionProfile } from '../../../lib/session/get-session-profile';
import { writeIdentity } from '../../../lib/session/identity-marker';
import { clearLoggingOut } from '../../../lib/session/logging-out';
import { useBrand } from '../../../lib/use-brand';
import { useLocalizedPath } from '../../../lib/use-locale';
import { exchangeCode } from '../api/exchange-code';
import {
  clearChallenge,
  clearRetries,
  countRetry,
  isInternalSignIn,
  readRetries,
  readSignInLocale,
  readVerifier,
} from '../utils/sign-in-storage';
import { useStartSignIn } from './use-start-sign-in';

/** signing-in: exchanging and loading; setting-up: the cache-refresh wait; failed: the error state. */
export type CallbackStatus = 'signing-in' | 'setting-up' | 'failed';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Spec 000 §2 Session callback page and §4 Sign-in: exchanges the code, loads the profile, stores the
 * identity marker and goes to admin home or the entry redirect. A 400 (or no stored verifier) restarts
 * sign-in once; a 404 goes to the login error page; anything else is the error state with a warning.
 */
export function useSignInCallback(): CallbackStatus {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const brand = useBrand();
  const startSignIn = useStartSignIn();
  const [status, setStatus] = useState<CallbackStatus>('signing-in');
  const hasStarted = useRef(false);
  const isMounted = useRef(true);

  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
    };
  }, []);

  useEffect(() => {
    // Once per page load, StrictMode's second effect run included: a code can be exchanged only once.
    if (hasStarted.current) return;
    hasStarted.current = true;

    // The callback address has no locale segment: go on in the language sign-in started in.
    const signInLocale = readSignInLocale();
    const target = (path: string) => (signInLocale ? localizedPath(path, signInLocale) : to(path));

    const fail = (reason: string, error?: unknown) => {
      console.warn(`Sign-in failed: ${reason}`, error);
      if (isMounted.current) setStatus('failed');
    };

    const restartOrFail = async (reason: string, error?: unknown) => {
      if (readRetries() >= SESSION_CONSTANTS.maxSignInRetries) return fail(reason, error);
      countRetry();
      try {
        await startSignIn({ internal: isInternalSignIn(), locale: signInLocale });
      } catch (restartError) {
        fail('sign-in could not restart', restartError);
      }
    };

    const run = async () => {
      const code = params.get('code');
      if (!code) {
        await navigate(target('/login'), { replace: true });
        return;
      }
      const verifier = readVerifier();
      if (!verifier) return restartOrFail('no stored code verifier');

      let tokens: TGetTokensResponse;
      try {
        tokens = await exchangeCode({
          code,
          codeverifier: verifier,
          state: params.get('state') ?? undefined,
          iss: params.get('iss') ?? undefined,
          brand: brand.code,
          isLocal: isLocalHost(window.location.hostname),
        });
      } catch (error) {
        if (isApiError(error) && error.status === 404) {
          console.warn('Sign-in failed: the code exchange answered 404', error);
          await navigate(target('/login/error'), { replace: true });
          return;
        }
        if (isApiError(error) && error.status === 400)
          return restartOrFail('the code exchange was refused', error);
        return fail('the code exchange failed', error);
      }
      clearChallenge();
      clearRetries();
      clearLoggingOut();
      resetSessionState();

      let profile: TProfileResponse;
      try {
        profile = await getSessionProfile({ brand: brand.code, skipSessionRefresh: true });
      } catch (error) {
        return fail('the profile could not be loaded', error);
      }
      writeIdentity({ ...profile, tokenExpirationTime: tokens.tokenExpirationTime });

      if (profile.cacheRefreshReqd) {
        if (isMounted.current) setStatus('setting-up');
        await wait(SESSION_CONSTANTS.cacheRefreshWaitMs);
      }
      // Session init (hierarchy, selection, permissions) runs at /redirect and in the shell (spec 000 §4).
      if (isMounted.current) await navigate(target(afterSignInPath(profile)), { replace: true });
    };
    void run();
  }, [brand.code, navigate, params, startSignIn, to]);

  return status;
}
