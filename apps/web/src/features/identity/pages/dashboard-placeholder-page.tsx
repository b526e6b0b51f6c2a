import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBrand } from '../../../lib/use-brand';
import { useSessionProfile } from '../api/get-session-profile';
import { useLogout } from '../hooks/use-logout';
import { useIdentity } from '../utils/identity-marker';

/** Stand-in for /dashboard so sign-in can be tried end to end; the shell issue replaces it. */
export function DashboardPlaceholderPage() {
  const { t } = useTranslation('logout');
  const identity = useIdentity();
  // Asked from the server, so the page proves the session (and its refresh) works.
  const profile = useSessionProfile(useBrand().code);
  const logout = useLogout();
  return (
    <Container size="lg" py="xl">
      <Stack gap="md" align="flex-start">
        <Title order={1}>{t('overview_title')}</Title>
        <Text size="lg">
          {t('signed_in_as', { name: profile.data?.given_name ?? identity?.given_name ?? '' })}
        </Text>
        <Button variant="default" onClick={() => void logout()}>
          {t('logout_button')}
        </Button>
      </Stack>
    </Container>
  );
}
