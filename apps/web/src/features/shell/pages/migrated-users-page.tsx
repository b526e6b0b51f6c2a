import { Anchor, Button, Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { getActiveEnvironment } from '../../../lib/environment';
import { useIdentity } from '../../../lib/session/identity-marker';
import { SUPPORT_CONTACT, successorProductUrl } from '../../../lib/successor-product';

export const MIGRATION_NAMESPACE = 'migration';

/**
 * Spec 000 §2 Migration page (/migratedusers): user name, authority id, the way to the successor
 * product (production or non-production address) and a support contact. Missing texts show keys.
 */
export function MigratedUsersPage() {
  const { t } = useTranslation(MIGRATION_NAMESPACE);
  const identity = useIdentity();
  return (
    <Container size="sm" py={{ base: 'lg', md: 48 }}>
      <Stack gap="lg">
        <Title order={1}>{t('title')}</Title>
        <Text size="lg">{t('text')}</Text>
        <Paper withBorder radius="md" p="lg">
          <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="md" m={0}>
            <div>
              <Text component="dt" size="sm" c="gray.7">
                {t('user_name_label')}
              </Text>
              <Text component="dd" fw={700} m={0}>
                {identity?.given_name}
              </Text>
            </div>
            <div>
              <Text component="dt" size="sm" c="gray.7">
                {t('authority_id_label')}
              </Text>
              <Text component="dd" fw={700} m={0}>
                {identity?.authorityID ?? '—'}
              </Text>
            </div>
          </SimpleGrid>
        </Paper>
        <Button component="a" href={successorProductUrl(getActiveEnvironment())} size="md" w="fit-content">
          {t('successor_button')}
        </Button>
        <Stack gap={4} component="section" aria-labelledby="migration-support-title">
          <Title order={2} size="h4" id="migration-support-title">
            {t('support_title')}
          </Title>
          <Text>{t('support_text')}</Text>
          <Text>
            {t('support_email_label')}:{' '}
            <Anchor href={`mailto:${SUPPORT_CONTACT.email}`}>{SUPPORT_CONTACT.email}</Anchor>
          </Text>
          <Text>
            {t('support_phone_label')}:{' '}
            <Anchor href={`tel:${SUPPORT_CONTACT.phone.replace(/\s+/g, '')}`}>{SUPPORT_CONTACT.phone}</Anchor>
          </Text>
        </Stack>
      </Stack>
    </Container>
  );
}
