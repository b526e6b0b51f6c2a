import { Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { profileNameIssue, RESTRICTION_KEYS, RESTRICTION_TOAST_MS, type TProfileRow } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonButton } from '../../../components/reason-button';
import { useFormatters } from '../../../lib/format';
import { useProfileAction } from '../api/profiles-api';
import { messageKeyOf } from '../utils/issues';
import { RESTRICTIONS_NS } from '../utils/namespaces';

/** Spec 002 §2.6, §5.4: rename with created and last-updated lines; read-only profiles cannot. */
export function RenameCard({ profile, lockedReason }: { profile: TProfileRow; lockedReason: string | null }) {
  const { t } = useTranslation(RESTRICTIONS_NS);
  const { formatDateTime } = useFormatters();
  const action = useProfileAction(profile.authorityId);
  const [name, setName] = useState(profile.profileName);
  const [error, setError] = useState<string | null>(null);
  const [isTouched, setTouched] = useState(false);

  const rename = async () => {
    const issue = profileNameIssue(name, profile.profileName);
    if (issue) return setError(t(issue));
    try {
      await action.mutateAsync({
        cardRestrictionDetails: [
          {
            authorityId: profile.authorityId,
            profileId: profile.profileId,
            isProfileNameChanged: true,
            profileName: name.trim(),
          },
        ],
      });
      setError(null);
      setTouched(false);
      notifications.show({ color: 'green', message: t('rename_success'), autoClose: RESTRICTION_TOAST_MS });
    } catch (e) {
      // §5.4: a failed save gives the required message unless the server named the duplicate.
      const key = messageKeyOf(e, RESTRICTION_KEYS.profileNameRequired);
      setError(t(key === RESTRICTION_KEYS.profileNameExists ? key : RESTRICTION_KEYS.profileNameRequired));
    }
  };
  // §5.4: the current name typed back gives 'already exists' at once; untouched, the button says why.
  const sameName = isTouched && name.trim() === profile.profileName;
  const shownError = error ?? (sameName ? t(RESTRICTION_KEYS.profileNameExists) : null);
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={t('rename_label')}
            value={name}
            onChange={(e) => {
              setName(e.currentTarget.value);
              setTouched(true);
              setError(null);
            }}
            error={shownError}
            disabled={Boolean(lockedReason)}
            description={lockedReason ?? undefined}
            w={{ base: '100%', sm: 360 }}
          />
          <ReasonButton
            variant="default"
            onClick={rename}
            loading={action.isPending}
            reason={lockedReason ?? (isTouched ? null : t('rename_unchanged'))}
          >
            {t('rename_save')}
          </ReasonButton>
        </Group>
        <Text size="sm" c="dimmed">
          {t('created_line', {
            date: formatDateTime(profile.createdDate),
            user: profile.createdByUserName ?? '',
          })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('updated_line', {
            date: formatDateTime(profile.lastUpdatedDate),
            user: profile.lastUpdatedByUserName ?? '',
          })}
        </Text>
      </Stack>
    </Paper>
  );
}
