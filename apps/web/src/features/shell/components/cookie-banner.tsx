import { Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { agreeToAllCookies, useCookieConsent } from '../utils/cookie-consent';
import { COOKIES_NAMESPACE, CookieSettings } from './cookie-settings';

/**
 * Spec 000 §2 Cookie banner: on every page until functional cookies are accepted; manage cookies
 * opens the choices, agree accepts them all. A region, not a dialog: the page stays usable.
 */
export function CookieBanner() {
  const { t, ready } = useTranslation(COOKIES_NAMESPACE, { useSuspense: false });
  const { isFunctionalAccepted } = useCookieConsent();
  const [isManageOpen, manage] = useDisclosure(false);
  if (isFunctionalAccepted || !ready) return null;
  return (
    <>
      <Paper
        component="section"
        aria-label={t('banner_label')}
        shadow="lg"
        withBorder
        radius={0}
        p={{ base: 'md', md: 'lg' }}
        pos="fixed"
        bottom={0}
        left={0}
        right={0}
        style={{ zIndex: 190 }}
      >
        <Group justify="space-between" align="center" gap="md" maw={1200} mx="auto">
          <Stack gap={4} maw={760}>
            <Text fw={700}>{t('banner_title')}</Text>
            <Text size="sm">{t('banner_text')}</Text>
          </Stack>
          <Group gap="sm">
            <Button variant="default" onClick={manage.open}>
              {t('manage_button')}
            </Button>
            <Button onClick={agreeToAllCookies}>{t('agree_button')}</Button>
          </Group>
        </Group>
      </Paper>
      <Modal
        opened={isManageOpen}
        onClose={manage.close}
        title={t('modal_title')}
        centered
        size="lg"
        closeButtonProps={{ 'aria-label': t('close_button') }}
      >
        <CookieSettings onSaved={manage.close} />
      </Modal>
    </>
  );
}
