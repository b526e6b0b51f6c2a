import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { CookieSettings } from '../components/cookie-settings';
import { COOKIES_NAMESPACE } from '../utils/cookie-consent';

/** /cookie-preferences (spec 000 §2 route table): the banner's choices, any time. */
export function CookiePreferencesPage() {
  const { t } = useTranslation(COOKIES_NAMESPACE);
  return (
    <Container size="sm" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('page_title')}</Title>
        <Text>{t('page_intro')}</Text>
        <Paper withBorder p="lg" radius="md">
          <CookieSettings onSaved={() => notifications.show({ color: 'green', message: t('saved') })} />
        </Paper>
      </Stack>
    </Container>
  );
}
