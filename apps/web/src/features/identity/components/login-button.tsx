import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainButton, PlainNotice } from '../../../components/plain-ui';
import { useStartSignIn } from '../hooks/use-start-sign-in';
import { clearRetries } from '../utils/sign-in-storage';

export type LoginButtonProps = {
  /** Internal staff sign-in (scope with offline_access). */
  isInternal: boolean;
  /** Runs before leaving for the identity provider. */
  onStart?: () => void;
};

/** Starts sign-in: a fresh challenge from the server, then the identity provider's page. */
export function LoginButton({ isInternal, onStart }: LoginButtonProps) {
  const { t } = useTranslation('login');
  const startSignIn = useStartSignIn();
  const [isStarting, setIsStarting] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);

  const onClick = async () => {
    setIsStarting(true);
    setHasFailed(false);
    onStart?.();
    // A sign-in the user starts gets its own retry (spec 000 §4).
    clearRetries();
    try {
      await startSignIn({ internal: isInternal });
    } catch (error) {
      console.warn('Sign-in could not start', error);
      setHasFailed(true);
      setIsStarting(false);
    }
  };

  return (
    <>
      <PlainButton isLoading={isStarting} onClick={() => void onClick()}>
        {t('login_button')}
      </PlainButton>
      {hasFailed && <PlainNotice color="red">{t('sign_in_start_failed')}</PlainNotice>}
    </>
  );
}
