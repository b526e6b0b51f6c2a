import { Alert, Badge, Group, Modal, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SHELL_NAMESPACE } from '../../../lib/i18n';
import { type HierarchyEntry, isSameSelection, selectionLabel } from '../../../lib/session/hierarchy-entries';
import { useSessionScope } from '../../../lib/session/use-session-scope';
import { useHierarchyWords } from '../hooks/use-hierarchy-words';
import { useSwitchHierarchy } from '../hooks/use-switch-hierarchy';
import { hasSearchBox, SELECTOR_RULES, selectorView } from '../utils/hierarchy-search';
import classes from './hierarchy-selector-modal.module.css';

export type HierarchySelectorModalProps = { opened: boolean; onClose: () => void };

/** Spec 000 §2 Shell selector: choose a group, parent or authority; search when there are many. */
export function HierarchySelectorModal({ opened, onClose }: HierarchySelectorModalProps) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const isSmallScreen = useMediaQuery('(max-width: 36em)') ?? false;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('selector_title')}
      size="lg"
      centered
      fullScreen={isSmallScreen}
      closeButtonProps={{ 'aria-label': t('modal_close') }}
    >
      {opened ? <SelectorContent onDone={onClose} /> : null}
    </Modal>
  );
}

function SelectorContent({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const scope = useSessionScope();
  const { switchTo, isSwitching } = useSwitchHierarchy();
  const [searchText, setSearchText] = useState('');
  const [debouncedSearch] = useDebouncedValue(searchText, SELECTOR_RULES.debounceMs);
  const [hasFailed, setHasFailed] = useState(false);
  const withSearchBox = scope.hierarchy ? hasSearchBox(scope.hierarchy) : false;
  const view = useMemo(
    () => selectorView(scope.entries, { withSearchBox, searchText: debouncedSearch }),
    [scope.entries, withSearchBox, debouncedSearch],
  );

  const onPick = async (entry: HierarchyEntry) => {
    if (isSameSelection(entry, scope.selection)) return onDone();
    setHasFailed(false);
    try {
      await switchTo({ accessLevel: entry.accessLevel, accessLevelCode: entry.accessLevelCode });
      onDone();
    } catch (error) {
      console.warn('Hierarchy switch failed', error);
      setHasFailed(true);
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm">{t('selector_intro')}</Text>
      {withSearchBox ? (
        <TextInput
          label={t('selector_search_label')}
          placeholder={t('selector_search_placeholder')}
          description={t('selector_search_hint')}
          value={searchText}
          onChange={(event) => setSearchText(event.currentTarget.value)}
          type="search"
          autoComplete="off"
          data-autofocus
        />
      ) : null}
      {hasFailed ? (
        <Alert color="red" variant="light" role="alert">
          {t('switch_failed')}
        </Alert>
      ) : null}
      <div role="status" aria-live="polite">
        {view.kind === 'ask-to-search' ? (
          <Text size="sm">{t('selector_ask_to_search', { count: view.total })}</Text>
        ) : null}
        {view.kind === 'no-results' ? (
          <Text size="sm">{t('selector_no_results', { term: view.term })}</Text>
        ) : null}
        {view.kind === 'results' && view.total > view.entries.length ? (
          <Text size="sm">
            {t('selector_more_results', { shown: view.entries.length, count: view.total })}
          </Text>
        ) : null}
      </div>
      {view.kind === 'list' || view.kind === 'results' ? (
        <ul className={classes.list} aria-label={t('selector_list_label')} aria-busy={isSwitching}>
          {view.entries.map((entry) => (
            <li key={`${entry.accessLevel}:${entry.accessLevelCode}`}>
              <EntryButton
                entry={entry}
                isCurrent={isSameSelection(entry, scope.selection)}
                isDisabled={isSwitching}
                onPick={onPick}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </Stack>
  );
}

type EntryButtonProps = {
  entry: HierarchyEntry;
  isCurrent: boolean;
  isDisabled: boolean;
  onPick: (entry: HierarchyEntry) => void;
};

function EntryButton({ entry, isCurrent, isDisabled, onPick }: EntryButtonProps) {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const words = useHierarchyWords();
  const details = [
    t(`selector_kind_${entry.accessLevel.toLowerCase()}`),
    entry.accessLevel === 'A' ? entry.detail : t('selector_accounts_count', { count: entry.authorities }),
  ].filter(Boolean);
  return (
    <UnstyledButton
      className={classes.entry}
      onClick={() => onPick(entry)}
      disabled={isDisabled}
      aria-current={isCurrent ? 'true' : undefined}
      data-current={isCurrent || undefined}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
        <Stack gap={2} miw={0}>
          <Text size="sm" fw={600} className={classes.name}>
            {selectionLabel(entry, words)}
          </Text>
          <Text size="xs" c="gray.7" className={classes.name}>
            {details.join(' · ')}
          </Text>
        </Stack>
        {isCurrent ? (
          <Badge size="sm" variant="filled" style={{ flexShrink: 0 }}>
            {t('selector_current')}
          </Badge>
        ) : null}
      </Group>
    </UnstyledButton>
  );
}
