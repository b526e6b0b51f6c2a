import { Button, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Skeleton } from '../../../components/skeleton';
import { SHELL_NAMESPACE } from '../../../lib/i18n';
import { splitLocale } from '../../../lib/locale';
import { selectionLabel } from '../../../lib/session/hierarchy-entries';
import { useSessionScope } from '../../../lib/session/use-session-scope';
import { useHierarchyWords } from '../hooks/use-hierarchy-words';
import { isSwitcherHiddenOn } from '../utils/switcher-visibility';
import { HierarchySelectorModal } from './hierarchy-selector-modal';

/**
 * Spec 000 §2 Shell top bar: the selected entry, and a switch button opening the selector when the
 * user has more than one entry (not on /access, /account and /audit).
 */
export function HierarchyBar() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const words = useHierarchyWords();
  const scope = useSessionScope();
  const { pathname } = useLocation();
  const [isSelectorOpen, selector] = useDisclosure(false);
  const label = scope.selectedEntry ? selectionLabel(scope.selectedEntry, words) : null;
  const canSwitch = scope.entries.length > 1 && !isSwitcherHiddenOn(splitLocale(pathname).path);

  return (
    <Group
      component="section"
      aria-label={t('hierarchy_region')}
      px={{ base: 'md', md: 'xl' }}
      py="xs"
      gap="sm"
      justify="space-between"
      wrap="nowrap"
      bg="var(--mantine-color-gray-0)"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Group gap={6} wrap="nowrap" miw={0}>
        <Text size="sm" c="gray.7" style={{ flexShrink: 0 }}>
          {t('hierarchy_label')}:
        </Text>
        {label ? (
          <Text size="sm" fw={700} truncate="end" data-testid="hierarchy-label">
            {label}
          </Text>
        ) : (
          <Skeleton height={14} width={180} aria-hidden="true" />
        )}
      </Group>
      {canSwitch && label ? (
        <>
          <Button
            size="compact-sm"
            variant="light"
            onClick={selector.open}
            style={{ flexShrink: 0 }}
            aria-label={t('switch_button_label', { current: label })}
          >
            {t('switch_button')}
          </Button>
          <HierarchySelectorModal opened={isSelectorOpen} onClose={selector.close} />
        </>
      ) : null}
    </Group>
  );
}
