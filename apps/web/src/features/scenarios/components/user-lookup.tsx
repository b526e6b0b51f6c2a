import { Group, Loader, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  ADMIN_SEARCH_DEBOUNCE_MS,
  ADMIN_SEARCH_MIN_LENGTH,
  type TAdminUsersResponse,
} from '@portal/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBadge, useAdminUsers } from '../../admin';
import { SCENARIOS_NAMESPACE } from '../utils/scenarios-namespace';
import classes from './user-lookup.module.css';

type Row = TAdminUsersResponse['users'][number];
const SHOWN = 10;

export type UserLookupProps = {
  selectedId: number | null;
  onPick: (user: Row) => void;
  /** A finished search: its term and how many users it found. */
  onResult: (term: string, total: number) => void;
};

/** Finds the user the guide is about: the admin search rules of spec 000 §5. */
export function UserLookup({ selectedId, onPick, onResult }: UserLookupProps) {
  const { t } = useTranslation(SCENARIOS_NAMESPACE);
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), ADMIN_SEARCH_DEBOUNCE_MS);
  const isSearching = term.length >= ADMIN_SEARCH_MIN_LENGTH;
  const users = useAdminUsers({ search: term, page: 1, pageSize: SHOWN });
  const found = isSearching && !users.isPlaceholderData ? users.data : undefined;

  useEffect(() => {
    if (found) onResult(term, found.totalRecords);
  }, [found, term, onResult]);

  return (
    <Stack gap="sm">
      <TextInput
        label={t('lookup_label')}
        placeholder={t('lookup_placeholder')}
        description={t('lookup_hint', { min: ADMIN_SEARCH_MIN_LENGTH })}
        type="search"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        rightSection={isSearching && users.isFetching ? <Loader size="xs" /> : null}
      />
      {found && found.totalRecords === 0 && (
        <Text size="sm" c="dimmed" role="status">
          {t('lookup_none', { term })}
        </Text>
      )}
      {found && found.users.length > 0 && (
        <Stack gap={4} component="ul" className={classes.list} aria-label={t('lookup_results')}>
          {found.users.map((user) => (
            <li key={user.key}>
              <UnstyledButton
                className={classes.result}
                data-selected={user.uId === selectedId || undefined}
                aria-current={user.uId === selectedId || undefined}
                onClick={() => onPick(user)}
              >
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <div>
                    <Text size="sm" fw={600}>
                      {user.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {user.email}
                    </Text>
                  </div>
                  <StatusBadge status={user.status} />
                </Group>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      )}
      {found && found.totalRecords > SHOWN && (
        <Text size="xs" c="dimmed">
          {t('lookup_more', { shown: SHOWN, total: found.totalRecords })}
        </Text>
      )}
    </Stack>
  );
}
