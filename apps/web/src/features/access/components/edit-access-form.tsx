import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TRolesResponse, TUserAccessEntry } from '@portal/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsReadOnly } from '../../../lib/session/use-read-only';
import { useUpdateUser } from '../api/update-user';
import { classifyAccessChanges, hasAccessChanges } from '../utils/access-changes';
import { USERS_NAMESPACE } from '../utils/namespace';
import { type AccessListValue, AuthorityAccessList } from './authority-access-list';

type Props = {
  userId: number;
  userName: string;
  roles: TRolesResponse;
  entries: TUserAccessEntry[];
};

const held = (entries: TUserAccessEntry[]): AccessListValue =>
  Object.fromEntries(
    entries.filter((e) => e.defaultSelectedId !== null).map((e) => [e.authorityId, e.defaultSelectedId]),
  );
const chosenRoles = (value: AccessListValue) =>
  Object.fromEntries(Object.entries(value).filter((entry): entry is [string, number] => entry[1] !== null));

/** Spec 000 §2, §4 edit access: added, deleted and updated entries; Save only when something changed. */
export function EditAccessForm({ userId, userName, roles, entries }: Props) {
  const { t } = useTranslation(USERS_NAMESPACE);
  const update = useUpdateUser();
  const isReadOnly = useIsReadOnly();
  const initial = useMemo(() => held(entries), [entries]);
  const [value, setValue] = useState<AccessListValue>(initial);
  const [outcome, setOutcome] = useState<'ok' | 'failed' | null>(null);
  const changes = classifyAccessChanges(initial, chosenRoles(value));
  const isMissingRole = Object.values(value).some((role) => role === null);
  const isEmpty = Object.keys(value).length === 0;

  const onSave = async () => {
    setOutcome(null);
    try {
      await update.mutateAsync({ userId: String(userId), body: { uId: userId, ...changes } });
      setOutcome('ok');
    } catch {
      setOutcome('failed');
    }
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="edit-access-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="edit-access-title">
          {t('access_title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('access_text')}
        </Text>
        {outcome && (
          <Alert color={outcome === 'ok' ? 'green' : 'red'} role={outcome === 'ok' ? 'status' : 'alert'}>
            {outcome === 'ok' ? t('edit_success', { name: userName }) : t('default_error_message')}
          </Alert>
        )}
        <AuthorityAccessList
          authorities={roles.authorities}
          roleNames={roles.roleNames}
          value={value}
          onChange={(next) => {
            setValue(next);
            setOutcome(null);
          }}
          showMissingRoles
          disabled={isReadOnly}
        />
        {isEmpty && (
          <Text size="sm" c="red.8">
            {t('authority_required_message')}
          </Text>
        )}
        <Group justify="flex-end">
          <Button
            onClick={onSave}
            loading={update.isPending}
            disabled={isReadOnly || !hasAccessChanges(changes) || isMissingRole || isEmpty}
          >
            {t('save_access_button')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
