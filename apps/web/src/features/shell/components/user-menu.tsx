import { Avatar, Box, Button, Menu } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronDownIcon } from '../../../components/icons';
import { SHELL_NAMESPACE } from '../../../lib/i18n';
import { useIdentity } from '../../../lib/session/identity-marker';
import { useLocalizedPath } from '../../../lib/use-locale';
import { LogoutConfirmModal } from './logout-confirm-modal';

/** Up to two initials of the given name. */
export const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');

/**
 * Spec 000 §2 Shell user menu: account profile, Audit Logs second for admins only, and logout
 * behind a warning confirmation.
 */
export function UserMenu() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const identity = useIdentity();
  const to = useLocalizedPath();
  const [isConfirmOpen, confirm] = useDisclosure(false);
  const name = identity?.given_name ?? '';
  return (
    <>
      <Menu position="bottom-end" shadow="md" width={220} withinPortal withInitialFocusPlaceholder={false}>
        <Menu.Target>
          <Button
            variant="subtle"
            px={6}
            aria-label={t('user_menu_label', { name })}
            leftSection={
              <Avatar size={30} radius="xl" color="initials" name={name} aria-hidden="true">
                {initialsOf(name)}
              </Avatar>
            }
            rightSection={<ChevronDownIcon size={14} />}
          >
            <Box component="span" visibleFrom="sm">
              {name}
            </Box>
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item component={Link} to={to('/account')}>
            {t('account_profile')}
          </Menu.Item>
          {identity?.isAdmin ? (
            <Menu.Item component={Link} to={to('/audit')}>
              {t('audit_logs')}
            </Menu.Item>
          ) : null}
          <Menu.Divider />
          <Menu.Item onClick={confirm.open}>{t('logout')}</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <LogoutConfirmModal opened={isConfirmOpen} onClose={confirm.close} />
    </>
  );
}
