import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useInvite } from '../api/get-invite';
import { AuthPanel } from '../components/auth-panel';
import { InviteLoadError, InviteStatus } from '../components/invite-status';
import { SessionStatus } from '../components/session-status';

/** Spec 000 §2 Invite verification page (/registration.html?status=<invite token>). */
export function InvitePage() {
  const { t } = useTranslation('invite');
  const token = useSearchParams()[0].get('status');
  const invite = useInvite({ token });
  return (
    <AuthPanel title={t('title')}>
      {!token || invite.isError ? (
        <InviteLoadError error={token ? invite.error : undefined} />
      ) : invite.isPending ? (
        <SessionStatus text={t('checking')} />
      ) : (
        <InviteStatus invite={invite.data} token={token} />
      )}
    </AuthPanel>
  );
}
