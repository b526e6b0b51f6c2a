import { Button, Group, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SHELL_NAMESPACE } from '../lib/i18n';
import { ADMIN_HOME } from '../lib/session/entry-route';
import { clearImpersonatedUser, isImpersonating, useIdentity } from '../lib/session/identity-marker';
import { endImpersonation, syncImpersonation } from '../lib/session/impersonation';
import { clearSelectedHierarchy } from '../lib/session/selected-hierarchy-store';
import { useBrand } from '../lib/use-brand';
import { useLocalizedPath } from '../lib/use-locale';

/**
 * Spec 000 §2 Shell layout: an impersonating admin sees 'EXIT IMPERSONATION'. It ends the server's
 * impersonation, clears the impersonated user and the two values kept for them (the selected
 * hierarchy and the cached data) and goes back to the admin home.
 */
export function ExitImpersonationBar() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const identity = useIdentity();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const brand = useBrand();
  const [isExiting, setIsExiting] = useState(false);
  if (!identity || !isImpersonating(identity)) return null;

  const onExit = async () => {
    setIsExiting(true);
    try {
      // The server's session state ends first (DESIGN §5); the stored identity then follows the profile.
      await endImpersonation();
      await syncImpersonation(queryClient, brand);
    } catch (error) {
      // The server may have ended it already (session gone): this browser forgets it either way.
      console.warn('Exit impersonation failed', error);
      clearImpersonatedUser();
      clearSelectedHierarchy();
      queryClient.clear();
    }
    setIsExiting(false);
    await navigate(to(ADMIN_HOME), { replace: true });
  };

  const name = identity.impersonatedUser?.name ?? identity.impersonatedUser?.userUniqueId ?? '';
  return (
    <Group
      component="section"
      aria-label={t('exit_impersonation')}
      justify="space-between"
      gap="sm"
      px={{ base: 'md', md: 'xl' }}
      py={8}
      bg="var(--mantine-color-red-0)"
      style={{ borderBottom: '1px solid var(--mantine-color-red-3)' }}
    >
      <Text size="sm" fw={600} c="red.9">
        {t('impersonating_as', { name })}
      </Text>
      <Button color="red.8" size="compact-sm" loading={isExiting} onClick={() => void onExit()}>
        {t('exit_impersonation')}
      </Button>
    </Group>
  );
}
