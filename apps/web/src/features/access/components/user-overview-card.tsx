import { Alert, Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { canResendInvite, type TUserDetails } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../lib/format';
import { useIsReadOnly } from '../../../lib/session/use-read-only';
import { useResendInvite } from '../api/resend-invite';
import { READABLE_ALERT_STYLES, USERS_NAMESPACE } from '../utils/namespace';
import { UserStatusBadge } from './user-status-badge';

/** Users whose invite was resent in this browser session: the warning stays away for them (spec 000 §4). */
const RESENT_KEY = 'access.resentInvites';
const resentIds = (): number[] => {
  try {
    return JSON.parse(sessionStorage.getItem(RESENT_KEY) ?? '[]') as number[];
  } catch {
    return [];
  }
};
const rememberResent = (uId: number) =>
  sessionStorage.setItem(RESENT_KEY, JSON.stringify([...new Set([...resentIds(), uId])]));

/** Spec 000 §2 overview card: resend-invite warning, last login, counts of groups, parents, authorities. */
export function UserOverviewCard({ user }: { user: TUserDetails }) {
  const { t } = useTranslation(USERS_NAMESPACE);
  const { formatDateTime } = useFormatters();
  const resend = useResendInvite();
  const isReadOnly = useIsReadOnly();
  const [isResent, setResent] = useState(() => resentIds().includes(user.uId));
  const onResend = () =>
    resend.mutate(user.uId, {
      onSuccess: () => {
        rememberResent(user.uId);
        setResent(true);
      },
    });
  const counts = [
    ['count_groups', user.accessAreaCount.groups],
    ['count_parents', user.accessAreaCount.parents],
    ['count_authorities', user.accessAreaCount.authorities],
  ] as const;
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h3">
            {`${user.firstName} ${user.lastName}`}
          </Title>
          <UserStatusBadge status={user.status} />
        </Group>
        {canResendInvite(user.status) && !isResent && (
          <Alert color="yellow" title={t('resend_warning_title')} styles={READABLE_ALERT_STYLES}>
            <Text size="sm">
              {t('resend_warning_text')}{' '}
              <Anchor
                component="button"
                type="button"
                onClick={onResend}
                disabled={isReadOnly || resend.isPending}
                fz="sm"
              >
                {t('resend_link')}
              </Anchor>
            </Text>
            {resend.isError && (
              <Text size="sm" c="red.8" role="alert" mt="xs">
                {t('default_error_message')}
              </Text>
            )}
          </Alert>
        )}
        {isResent && resend.isSuccess && (
          <Alert color="green" role="status">
            {t('resend_success')}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 2, sm: 4 }} component="dl" m={0}>
          <div>
            <Text component="dt" size="sm" c="gray.7">
              {t('last_login_label')}
            </Text>
            <Text component="dd" m={0} fw={600}>
              {formatDateTime(user.lastLogin) || t('never')}
            </Text>
          </div>
          {counts.map(([key, value]) => (
            <div key={key}>
              <Text component="dt" size="sm" c="gray.7">
                {t(key)}
              </Text>
              <Text component="dd" m={0} fw={600}>
                {value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
