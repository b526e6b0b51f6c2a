import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Hero } from '../../../components/hero';
import { PageContainer } from '../../../components/page-container';
import { ReadOnlyNotice } from '../../../components/read-only-notice';
import { useIsReadOnly } from '../../../lib/session/use-read-only';
import { useSessionScope } from '../../../lib/session/use-session-scope';
import { useLocalizedPath } from '../../../lib/use-locale';
import { USERS_QUERY_ROOT } from '../api/get-accessible-users';
import { updateUser } from '../api/update-user';
import { AddToGroupResult } from '../components/add-to-group-result';
import { GroupRolePicker } from '../components/group-role-picker';
import { GroupUserTable } from '../components/group-user-table';
import { type AddOutcome, addUsersToGroup, type ChosenUser } from '../utils/add-to-group';
import { USERS_NAMESPACE } from '../utils/namespace';

/**
 * Spec 000 §2 /access/users/add-to-group ("content not shown"; ours, docs/decisions.md): choose one of
 * the administrator's groups and the role to grant, choose users, then Add posts groupAdded for each
 * with the edit-user call and shows who was added and who not, and why.
 */
export function AddToGroupPage() {
  const { t } = useTranslation(USERS_NAMESPACE);
  const to = useLocalizedPath();
  const queryClient = useQueryClient();
  const { actingAs, details } = useSessionScope();
  const isReadOnly = useIsReadOnly();
  const [params] = useSearchParams();
  const [group, setGroup] = useState<{ id: string | null; name: string }>({
    id: params.get('groupId'),
    name: '',
  });
  const [roleId, setRoleId] = useState<number | null>(null);
  const [selected, setSelected] = useState<Map<number, ChosenUser>>(new Map());
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<{ groupName: string; outcomes: AddOutcome[] } | null>(null);
  const isRunning = progress !== null;
  const canAdd = !isReadOnly && !isRunning && group.id !== null && roleId !== null && selected.size > 0;

  const onAdd = async () => {
    if (!group.id || roleId === null) return;
    const users = [...selected.values()];
    setResult(null);
    setProgress(0);
    const outcomes = await addUsersToGroup(
      users,
      { groupId: group.id, roleId },
      (userId, body) => updateUser({ userId, body }),
      setProgress,
    );
    await queryClient.invalidateQueries({ queryKey: USERS_QUERY_ROOT });
    setProgress(null);
    setSelected(new Map());
    setResult({ groupName: group.name || group.id, outcomes });
  };

  return (
    <PageContainer>
      <Stack gap="lg">
        <Hero
          title={t('add_to_group_title')}
          subtitle={t('add_to_group_subtitle')}
          breadcrumbs={[
            { label: t('breadcrumb_access') },
            { label: t('title'), to: to('/access/users') },
            { label: t('add_to_group_title') },
          ]}
        />
        <ReadOnlyNotice />
        {result && <AddToGroupResult groupName={result.groupName} outcomes={result.outcomes} />}
        <Paper
          withBorder
          radius="md"
          p={{ base: 'md', sm: 'lg' }}
          component="section"
          aria-labelledby="atg-group"
        >
          <Title order={2} size="h3" id="atg-group" mb="md">
            {t('group_step_title')}
          </Title>
          <GroupRolePicker
            actingAs={actingAs}
            groupId={group.id}
            roleId={roleId}
            onGroupChange={(id, name) => {
              setGroup({ id, name });
              setRoleId(null);
              setSelected(new Map());
            }}
            onRoleChange={setRoleId}
            disabled={isReadOnly || isRunning}
          />
        </Paper>
        <Paper
          withBorder
          radius="md"
          p={{ base: 'md', sm: 'lg' }}
          component="section"
          aria-labelledby="atg-users"
        >
          <Title order={2} size="h3" id="atg-users" mb="xs">
            {t('users_step_title')}
          </Title>
          <Text size="sm" mb="md">
            {t('users_step_text')}
          </Text>
          {group.id ? (
            <GroupUserTable
              actingAs={actingAs}
              groupId={group.id}
              ownUserId={details?.uId}
              selected={selected}
              onSelectedChange={setSelected}
              disabled={isReadOnly || isRunning}
            />
          ) : (
            <Text size="sm" c="gray.7">
              {t('choose_group_first')}
            </Text>
          )}
        </Paper>
        <Group justify="space-between" wrap="wrap">
          <Button variant="default" component={Link} to={to('/access/users')}>
            {t('back_to_list')}
          </Button>
          <Group gap="sm" wrap="wrap" justify="flex-end">
            {!canAdd && !isRunning && !isReadOnly && (
              <Text size="sm" c="gray.7" id="atg-add-hint">
                {t('add_missing_hint')}
              </Text>
            )}
            {isRunning && (
              <Text size="sm" aria-live="polite">
                {t('adding_progress', { done: progress, total: selected.size })}
              </Text>
            )}
            <Button
              onClick={onAdd}
              disabled={!canAdd}
              loading={isRunning}
              aria-describedby={!canAdd && !isRunning && !isReadOnly ? 'atg-add-hint' : undefined}
            >
              {t('add_submit_button')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </PageContainer>
  );
}
