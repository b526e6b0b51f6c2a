import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../lib/use-locale';

/** Any path no route claims (content page `notfound`). */
export function NotFoundPage() {
  const { t } = useTranslation('notfound');
  const to = useLocalizedPath();
  return (
    <Container size="sm" py={{ base: 48, md: 96 }}>
      <Stack align="center" ta="center" gap="md">
        <Text
          aria-hidden="true"
          fw={800}
          lh={1}
          fz={{ base: 72, md: 112 }}
          c="var(--mantine-primary-color-filled)"
        >
          404
        </Text>
        <Title order={1}>{t('title')}</Title>
        <Text size="lg" c="gray.7" maw={480}>
          {t('text')}
        </Text>
        <Button component={Link} to={to('/')} size="md" mt="sm">
          {t('home_button')}
        </Button>
      </Stack>
    </Container>
  );
}
