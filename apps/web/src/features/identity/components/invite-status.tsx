import { Alert, Button, Text } from '@mantine/core';
import type { TOtapResponse } from '@portal/contract';
import { IDENTITY_ERROR_KEYS, MESSAGE_KEYS, PLATFORM_MESSAGE_KEYS } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buildUrl, isApiError } from '../../../lib/api-client';
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
  return <InviteLoadError error={null} />;
}

/** The server does not know the link's token (or the link has none): the link itself is wrong. */
const INVALID_LINK_KEYS: readonly string[] = [
  IDENTITY_ERROR_KEYS.inviteInvalid,
  PLATFORM_MESSAGE_KEYS.inviteTokenMissing,
];
export const isInvalidLinkError = (error: unknown): boolean =>
  isApiError(error) && (error.status === 404 || INVALID_LINK_KEYS.includes(error.messageKey));

/**
 * Spec 000 §8: the invite page's load error shows the default message; a link without a token or with
 * one the server does not know says the link is invalid instead (issue 15: "try again later" could
 * never help there).
 */
export function InviteLoadError({ error }: { error?: unknown }) {
  const { t } = useTranslation('invite');
  const isInvalid = error === undefined || isInvalidLinkError(error);
  return (
    <Alert color="red" variant="light">
      {t(isInvalid ? 'invalid_link' : MESSAGE_KEYS.defaultError)}
    </Alert>
  );
}
