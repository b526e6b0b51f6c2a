import { Badge, Button, Group, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COOKIES_NAMESPACE, saveConsent, useCookieConsent } from '../utils/cookie-consent';

export type CookieSettingsProps = { onSaved?: () => void };

/**
 * The cookie controls of the manage modal and the /cookie-preferences page: functional cookies are
 * always on, performance cookies are a choice (spec 000 §2, §4 Cookie).
 */
export function CookieSettings({ onSaved }: CookieSettingsProps) {
  const { t } = useTranslation(COOKIES_NAMESPACE);
  const consent = useCookieConsent();
  const [isPerformanceOn, setIsPerformanceOn] = useState(consent.isPerformanceAccepted);
  const onSave = () => {
    saveConsent({ isPerformanceAccepted: isPerformanceOn });
    onSaved?.();
  };
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
        <Stack gap={2}>
          <Text fw={600} id="functional-cookies-title">
            {t('functional_title')}
          </Text>
          <Text size="sm" c="gray.7">
            {t('functional_text')}
          </Text>
        </Stack>
        <Badge variant="filled" color="teal.9" style={{ flexShrink: 0 }}>
          {t('always_on')}
        </Badge>
      </Group>
      <Switch
        checked={isPerformanceOn}
        onChange={(event) => setIsPerformanceOn(event.currentTarget.checked)}
        label={t('performance_title')}
        description={t('performance_text')}
        labelPosition="left"
        size="md"
        styles={{ body: { justifyContent: 'space-between' }, labelWrapper: { flex: 1 } }}
      />
      <Group justify="flex-end">
        <Button onClick={onSave}>{t('save_button')}</Button>
      </Group>
    </Stack>
  );
}
