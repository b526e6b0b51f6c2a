import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useInvite } from '../api/get-invite';
import { AuthPanel } from '../components/auth-panel';
import { InviteLoadError, InviteStatus } from '../components/invite-status';
import { RegisterForm } from '../components/register-form';
import { SessionStatus } from '../components/session-status';

/**
 * Spec 000 §2 Registration page (/register, /register.html ?status=<invite token>). The invite is
 * checked again: its names pre-fill the form, and a link that is no longer valid says so.
 */
export function RegisterPage() {
  const { t } = useTranslation(['register', 'invite']);
  const token = useSearchParams()[0].get('status');
  const invite = useInvite({ token });
  return (
    <AuthPanel title={t('title')}>
      {!token || invite.isError ? (
        <InviteLoadError error={token ? invite.error : undefined} />
      ) : invite.isPending ? (
        <SessionStatus text={t('checking', { ns: 'invite' })} />
      ) : invite.data.otapValidated && !invite.data.otapExpired && !invite.data.otapAlreadyUsed ? (
        <RegisterForm token={token} invite={invite.data} />
      ) : (
        <InviteStatus invite={invite.data} token={token} />
      )}
    </AuthPanel>
  );
}
