import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLogout } from '../hooks/use-logout';
import { useIdentity } from '../utils/identity-marker';

/** Stand-in for /dashboard so sign-in can be tried end to end; the shell issue replaces it. */
export function DashboardPlaceholderPage() {
  const { t } = useTranslation('logout');
  const identity = useIdentity();
  const logout = useLogout();
  return (
    <Container size="lg" py="xl">
      <Stack gap="md" align="flex-start">
        <Title order={1}>{t('overview_title')}</Title>
        <Text size="lg">{t('signed_in_as', { name: identity?.given_name ?? '' })}</Text>
        <Button variant="default" onClick={() => void logout()}>
          {t('logout_button')}
        </Button>
      </Stack>
    </Container>
  );
}
