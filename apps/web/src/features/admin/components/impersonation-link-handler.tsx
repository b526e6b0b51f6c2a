import { Alert } from '@mantine/core';
import { IMPERSONATE_LINK_PARAM } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ConfirmModal } from '../../../components/confirm-modal';
import { isApiError } from '../../../lib/api-client';
import { isImpersonating, useIdentity } from '../../../lib/session/identity-marker';
import { useImpersonate } from '../hooks/use-impersonate';
import { ADMIN_NAMESPACE } from '../utils/admin-namespace';

/**
 * A copied impersonation link (/admin?impersonate=<userUniqueId>) asks the admin to confirm, then
 * impersonates; the server still checks that the user is Active and no admin.
 */
export function ImpersonationLinkHandler() {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const [params, setParams] = useSearchParams();
  const identity = useIdentity();
  const impersonate = useImpersonate();
  const userUniqueId = params.get(IMPERSONATE_LINK_PARAM);
  const [isStarting, setIsStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const dismiss = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(IMPERSONATE_LINK_PARAM);
        return next;
      },
      { replace: true },
    );
  const onConfirm = async () => {
    if (!userUniqueId) return;
    setIsStarting(true);
    try {
      await impersonate(userUniqueId, { endCurrent: identity ? isImpersonating(identity) : false });
    } catch (failure) {
      setIsStarting(false);
      setError(
        isApiError(failure) && i18n.exists(failure.messageKey, { ns: ADMIN_NAMESPACE })
          ? t(failure.messageKey)
          : t('something_went_wrong'),
      );
      dismiss();
    }
  };

  return (
    <>
      {error && (
        <Alert color="red" role="alert" mb="md" withCloseButton onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      <ConfirmModal
        opened={Boolean(userUniqueId)}
        title={t('impersonate_confirm_title')}
        message={t('impersonate_link_text', { id: userUniqueId ?? '' })}
        confirmLabel={t('action_impersonate')}
        cancelLabel={t('cancel')}
        loading={isStarting}
        onConfirm={() => void onConfirm()}
        onClose={dismiss}
      />
    </>
  );
}
