import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SortState } from '../components/data-table/data-table';

export type ListStateOptions = {
  initialSort: SortState;
  initialPageSize: number;
  /** Spec 001 §9, 002 §9: the list's search debounce. */
  debounceMs: number;
  initialSearch?: string;
  /** The scope (selected hierarchy entry or acting user) and any filter: a new one starts on page 1. */
  resetKey?: string;
  /** Also run when the list starts again on page 1 (e.g. clear a row selection). */
  onReset?: () => void;
};

export type ListState = {
  page: number;
  pageSize: number;
  sort: SortState;
  /** What the search box shows, and the trimmed value after the debounce. */
  search: string;
  debouncedSearch: string;
  setPage: (page: number) => void;
  setPageSize: (pageSize: number) => void;
  setSort: (sort: SortState) => void;
  setSearch: (search: string) => void;
};

/**
 * Page, page size, sort and debounced search of a list page. A new search, sort, page size or scope
 * starts again on page 1, so a page number never outlives the list it was counted in.
 */
export function useListState({
  initialSort,
  initialPageSize,
  debounceMs,
  initialSearch = '',
  resetKey,
  onReset,
}: ListStateOptions): ListState {
  const [search, setSearch] = useState(initialSearch);
  const [debouncedSearch] = useDebouncedValue(search.trim(), debounceMs);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSizeState] = useState(initialPageSize);
  const [sort, setSort] = useState<SortState>(initialSort);
  const resetRef = useRef(onReset);
  resetRef.current = onReset;

  // biome-ignore lint/correctness/useExhaustiveDependencies: starts again on these changes only
  useEffect(() => {
    setPage(1);
    resetRef.current?.();
  }, [debouncedSearch, resetKey, sort, pageSize]);

  // Stable, like the state setters: a memoised table's paging props stay the same between renders.
  const setPageSize = useCallback((size: number) => {
    setPageSizeState(size);
    setPage(1);
  }, []);
  return { page, pageSize, sort, search, debouncedSearch, setPage, setPageSize, setSort, setSearch };
}
