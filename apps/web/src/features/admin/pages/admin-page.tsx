import { Alert, Stack, TextInput } from '@mantine/core';
import {
  ADMIN_SEARCH_DEBOUNCE_MS,
  ADMIN_SEARCH_MIN_LENGTH,
  DEFAULT_PAGE_SIZE,
  TABLE_PAGE_SIZES,
} from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SortState } from '../../../components/data-table';
import { Hero } from '../../../components/hero';
import { isImpersonating, useIdentity } from '../../../lib/session/identity-marker';
import { useListState } from '../../../lib/use-list-state';
import { useAdminUsers } from '../api/search-admin-users';
import { AdminUsersTable } from '../components/admin-users-table';
import { ImpersonationLinkHandler } from '../components/impersonation-link-handler';
import { ADMIN_NAMESPACE } from '../utils/admin-namespace';

const DEFAULT_SORT: SortState = { sortBy: 'name', sortOrder: 'asc' };

/**
 * Spec 000 §2 Admin panel (/admin): search (at least 4 characters, 100 ms debounce) and a paginated
 * users table with expandable rows and 15 skeleton rows while loading.
 */
export function AdminPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const identity = useIdentity();
  const [expandedId, setExpandedId] = useState<string | null>(null);
  // A new (debounced) term, sort or page size starts on page 1 with no row open.
  const list = useListState({
    initialSort: DEFAULT_SORT,
    initialPageSize: DEFAULT_PAGE_SIZE,
    debounceMs: ADMIN_SEARCH_DEBOUNCE_MS,
    onReset: () => setExpandedId(null),
  });
  const { page, pageSize, sort, search, debouncedSearch: term } = list;
  const isSearching = term.length >= ADMIN_SEARCH_MIN_LENGTH;
  const users = useAdminUsers({ search: term, page, pageSize, ...sort });
  const impersonating = identity ? isImpersonating(identity) : false;

  const emptyText = isSearching ? t('no_users_found', { term }) : t('search_prompt');
  return (
    <Stack gap="lg">
      <Hero title={t('title')} subtitle={t('subtitle')} />
      <ImpersonationLinkHandler />
      {impersonating ? (
        <Alert color="orange" title={t('impersonating_title')}>
          {t('impersonating_text', { name: identity?.impersonatedUser?.name ?? '' })}
        </Alert>
      ) : (
        <>
          <TextInput
            label={t('search_label')}
            placeholder={t('search_placeholder')}
            description={t('search_hint', { min: ADMIN_SEARCH_MIN_LENGTH })}
            value={search}
            type="search"
            maw={520}
            onChange={(event) => list.setSearch(event.currentTarget.value)}
          />
          <AdminUsersTable
            users={isSearching ? (users.data?.users ?? []) : []}
            loading={isSearching && (users.isPending || users.isPlaceholderData)}
            errorText={isSearching && users.isError ? t('search_failed') : undefined}
            emptyText={emptyText}
            sort={sort}
            onSortChange={list.setSort}
            paging={{
              page,
              pageSize,
              total: isSearching ? (users.data?.totalRecords ?? 0) : 0,
              onPageChange: (next) => {
                list.setPage(next);
                setExpandedId(null);
              },
              pageSizes: TABLE_PAGE_SIZES,
              onPageSizeChange: list.setPageSize,
            }}
            expandedId={expandedId}
            onExpandedChange={setExpandedId}
          />
        </>
      )}
    </Stack>
  );
}
