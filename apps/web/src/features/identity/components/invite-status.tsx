import { Alert, Button, Text } from '@mantine/core';
import type { TOtapResponse } from '@portal/contract';
import { MESSAGE_KEYS } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buildUrl } from '../../../lib/api-client';
import { useLocalizedPath } from '../../../lib/use-locale';

export type InviteStatusProps = { invite: TOtapResponse; token: string };

/** Red on white with 4.5:1 contrast or more. */
const ERROR_TEXT_COLOR = 'red.9';

/**
 * Spec 000 §2 Invite verification: expired or already used (in red), or validated with the register
 * button carrying the token on as `status`.
 */
export function InviteStatus({ invite, token }: InviteStatusProps) {
  const { t } = useTranslation('invite');
  const to = useLocalizedPath();
  if (invite.otapExpired) {
    return (
      <Text c={ERROR_TEXT_COLOR} fw={600} size="lg">
        {t('expired')}
      </Text>
    );
  }
  if (invite.otapAlreadyUsed) {
    return (
      <>
        <Text c={ERROR_TEXT_COLOR} fw={600} size="lg">
          {t('already_used')}
        </Text>
        <Button component={Link} to={to('/login')} variant="default" w="fit-content">
          {t('login_button')}
        </Button>
      </>
    );
  }
  if (invite.otapValidated) {
    return (
      <>
        <Text size="lg">{t('validated', { name: invite.firstName })}</Text>
        <Button component={Link} to={buildUrl(to('/register'), { status: token })} size="md" w="fit-content">
          {t('register_button')}
        </Button>
      </>
    );
  }
  return <InviteLoadError />;
}

/** Spec 000 §8: the invite page's load error shows the default message. */
export function InviteLoadError() {
  const { t } = useTranslation('invite');
  return (
    <Alert color="red" variant="light">
      {t(MESSAGE_KEYS.defaultError)}
    </Alert>
  );
}
