import { Alert, Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { impersonationLinkPath } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/confirm-modal';
import { isApiError } from '../../../lib/api-client';
import { isImpersonating, useIdentity } from '../../../lib/session/identity-marker';
import { useLocalizedPath } from '../../../lib/use-locale';
import { useResendInvite } from '../api/invites';
import { useImpersonate } from '../hooks/use-impersonate';
import { ADMIN_NAMESPACE } from '../utils/admin-namespace';
import { canBeImpersonated, isInvitePending } from '../utils/user-status';
import { RawUserModal } from './raw-user-modal';
import { UpdateEmailModal } from './update-email-modal';

export type AdminActionUser = {
  uId: number;
  name: string;
  email: string;
  status: string;
  userUniqueId: string | null;
  isAdmin: boolean;
};

export type AdminAction = 'viewRaw' | 'impersonate' | 'resendInvite' | 'updateInviteEmail' | 'copyLink';
export const ALL_ADMIN_ACTIONS: readonly AdminAction[] = [
  'viewRaw',
  'impersonate',
  'resendInvite',
  'updateInviteEmail',
  'copyLink',
];

export type UserActionsProps = {
  user: AdminActionUser;
  /** The actions to offer (the scenario guide offers the one its step names). */
  actions?: readonly AdminAction[];
};

/** Invites resent in this browser session: the resend offer disappears for them (spec 000 §4). */
const resentThisSession = new Set<number>();

/**
 * Spec 000 §2 Admin panel actions on one real user: view raw data, impersonate, resend an invite,
 * update the invite email, copy an impersonation link; texts of §8. Actions a user's state does not
 * allow are not offered.
 */
export function UserActions({ user, actions = ALL_ADMIN_ACTIONS }: UserActionsProps) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const identity = useIdentity();
  const to = useLocalizedPath();
  const impersonate = useImpersonate();
  const resend = useResendInvite();
  const [rawOpen, setRawOpen] = useState(false);
  const [emailOpen, setEmailOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [isStarting, setIsStarting] = useState(false);
  const [impersonationError, setImpersonationError] = useState<string | null>(null);
  const [wasResent, setWasResent] = useState(resentThisSession.has(user.uId));

  const offers = new Set(actions);
  const isImpersonatable = canBeImpersonated(user);
  const isPending = isInvitePending(user.status);
  const messageOf = (error: unknown) =>
    isApiError(error) && i18n.exists(error.messageKey, { ns: ADMIN_NAMESPACE })
      ? t(error.messageKey)
      : t('something_went_wrong');

  const onResend = () =>
    resend.mutate(user.uId, {
      onSuccess: () => {
        resentThisSession.add(user.uId);
        setWasResent(true);
        notifications.show({ color: 'green', message: t('resend_success') });
      },
      onError: () => notifications.show({ color: 'red', message: t('resend_failed') }),
    });

  const onCopyLink = async () => {
    if (!user.userUniqueId) return;
    const link = `${window.location.origin}${to(impersonationLinkPath(user.userUniqueId))}`;
    try {
      await navigator.clipboard.writeText(link);
      notifications.show({ color: 'green', message: t('link_copied') });
    } catch {
      notifications.show({ color: 'red', message: t('link_copy_failed') });
    }
  };

  const onImpersonate = async () => {
    if (!user.userUniqueId) return;
    setIsStarting(true);
    setImpersonationError(null);
    try {
      await impersonate(user.userUniqueId, { endCurrent: identity ? isImpersonating(identity) : false });
    } catch (error) {
      setImpersonationError(messageOf(error));
      setIsStarting(false);
      setConfirmOpen(false);
    }
  };

  return (
    <>
      <Group gap="xs" wrap="wrap">
        {offers.has('viewRaw') && (
          <Button size="xs" variant="default" onClick={() => setRawOpen(true)}>
            {t('action_view_raw')}
          </Button>
        )}
        {offers.has('impersonate') && isImpersonatable && (
          <Button size="xs" onClick={() => setConfirmOpen(true)}>
            {t('action_impersonate')}
          </Button>
        )}
        {offers.has('resendInvite') && isPending && !wasResent && (
          // Dark text: the light orange variant's own text colour has too little contrast (axe, 3.6:1).
          <Button
            size="xs"
            variant="light"
            color="orange"
            c="dark.7"
            onClick={onResend}
            disabled={resend.isPending}
          >
            {resend.isPending ? t('processing') : t('action_resend_invite')}
          </Button>
        )}
        {offers.has('updateInviteEmail') && isPending && (
          <Button size="xs" variant="light" onClick={() => setEmailOpen(true)}>
            {t('action_update_email')}
          </Button>
        )}
        {offers.has('copyLink') && isImpersonatable && (
          <Button size="xs" variant="subtle" onClick={() => void onCopyLink()}>
            {t('action_copy_link')}
          </Button>
        )}
      </Group>
      {offers.has('impersonate') && !isImpersonatable && (
        <Alert color="gray" variant="light" mt="xs" p="xs">
          {user.isAdmin ? t('impersonate_not_admin') : t('impersonate_only_active')}
        </Alert>
      )}
      {impersonationError && (
        <Alert color="red" role="alert" mt="xs">
          {impersonationError}
        </Alert>
      )}
      <RawUserModal uId={rawOpen ? user.uId : null} name={user.name} onClose={() => setRawOpen(false)} />
      <UpdateEmailModal user={emailOpen ? user : null} onClose={() => setEmailOpen(false)} />
      <ConfirmModal
        opened={confirmOpen}
        title={t('impersonate_confirm_title')}
        message={t('impersonate_confirm_text', { name: user.name, email: user.email })}
        confirmLabel={t('action_impersonate')}
        cancelLabel={t('cancel')}
        loading={isStarting}
        onConfirm={() => void onImpersonate()}
        onClose={() => setConfirmOpen(false)}
      />
    </>
  );
}
