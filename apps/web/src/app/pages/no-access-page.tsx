import { Button, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LockIcon } from '../../components/icons';
import { useSessionScope } from '../../lib/session/use-session-scope';
import { useLocalizedPath } from '../../lib/use-locale';
import type { NoAccessState } from '../guards/require-route-permission';

export const NO_ACCESS_NAMESPACE = 'noaccess';

/**
 * Where the route guard sends a user whose role does not give the page's permission on the selected
 * account (issue 15 honest states), or who may not have it because of the move to the new platform or
 * the acknowledgement flag (issue 50): says which, and how to get on. With more than one account the
 * selector in the top bar may lead to one that allows the page, so the page offers to try again.
 */
export function NoAccessPage() {
  const { t } = useTranslation(NO_ACCESS_NAMESPACE);
  const to = useLocalizedPath();
  const { entries } = useSessionScope();
  const { from, reason } = (useLocation().state as NoAccessState | null) ?? {};
  // The migration status belongs to the user, not the account: another account would not help.
  const canSwitch = entries.length > 1 && reason !== 'migration';
  return (
    <Container size="sm" py={{ base: 48, md: 96 }}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={72} radius="xl" variant="light" aria-hidden="true">
          <LockIcon size={40} />
        </ThemeIcon>
        <Title order={1}>{t('title')}</Title>
        <Text size="lg" c="gray.7" maw={520}>
          {t(
            reason === 'migration'
              ? 'text_migration'
              : reason === 'acknowledgement'
                ? 'text_acknowledgement'
                : 'text',
          )}
        </Text>
        {canSwitch && (
          <Text c="gray.7" maw={520}>
            {t('switch_hint')}
          </Text>
        )}
        <Group justify="center" mt="sm">
          <Button component={Link} to={to('/redirect')} size="md">
            {t('home_button')}
          </Button>
          {canSwitch && from && (
            <Button component={Link} to={to(from)} variant="default" size="md">
              {t('retry_button')}
            </Button>
          )}
        </Group>
      </Stack>
    </Container>
  );
}
