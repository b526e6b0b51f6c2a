import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { zEmail } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { useUpdateInviteEmail } from '../api/invites';
import { ADMIN_NAMESPACE } from '../utils/admin-namespace';

export type UpdateEmailModalProps = {
  user: { uId: number; email: string } | null;
  onClose: () => void;
};

/**
 * Spec 000 §5 update invite email: the new address cannot equal the current one (hint shown).
 * §8: success 'Email address updated'; failure the server's message, or 'Something went wrong'.
 */
export function UpdateEmailModal({ user, onClose }: UpdateEmailModalProps) {
  const { t, i18n } = useTranslation(ADMIN_NAMESPACE);
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const update = useUpdateInviteEmail();
  const current = user?.email ?? '';
  const isSame = email.trim().toLowerCase() === current.toLowerCase();
  const isValid = zEmail.safeParse(email).success;
  const fieldError = touched && email && !isValid ? t('email_format_message') : null;

  const close = () => {
    setEmail('');
    setTouched(false);
    update.reset();
    onClose();
  };
  const failure = update.error
    ? isApiError(update.error) && i18n.exists(update.error.messageKey, { ns: ADMIN_NAMESPACE })
      ? t(update.error.messageKey)
      : t('something_went_wrong')
    : null;

  const submit = () => {
    if (!user || !isValid || isSame) return;
    update.mutate(
      { uId: user.uId, email: email.trim() },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('email_updated') });
          close();
        },
      },
    );
  };

  return (
    <Modal opened={user !== null} onClose={close} title={t('update_email_title')} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <TextInput label={t('current_email_label')} value={current} readOnly />
          <TextInput
            label={t('new_email_label')}
            type="email"
            required
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            onBlur={() => setTouched(true)}
            description={isSame && email ? t('email_same_hint') : t('new_email_hint')}
            error={fieldError}
            data-autofocus
          />
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('cancel')}
            </Button>
            <Button type="submit" disabled={!isValid || isSame} loading={update.isPending}>
              {t('update_email_button')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
