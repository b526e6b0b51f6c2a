import { Alert, Button, Container, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { COMMON_NAMESPACE } from '../lib/i18n';
import { AlertIcon } from './icons';

/**
 * Spec 000 §2 Layout / §8: a render error shows an alert with 'Error!' and a Homepage button to '/'.
 * The link is a full page load on purpose: it also clears whatever state broke the render.
 */
export function ErrorFallback() {
  // Never suspend here: the error screen must show even when the texts cannot load.
  const { t } = useTranslation(COMMON_NAMESPACE, { useSuspense: false });
  return (
    <Container size="sm" py="xl">
      <Alert color="red" variant="light" radius="md" icon={<AlertIcon size={20} />}>
        <Stack gap="md" align="flex-start">
          <Title order={1} size="h3">
            Error!
          </Title>
          <Button component="a" href="/">
            {t('homepage')}
          </Button>
        </Stack>
      </Alert>
    </Container>
  );
}
