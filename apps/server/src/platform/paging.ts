import type { TPageQuery } from '@portal/contract';
import { PLATFORM_MESSAGE_KEYS } from '@portal/contract';
import { type SQL, sql } from 'drizzle-orm';
import { AppError } from './errors';

/** LIMIT/OFFSET of a 1-based page. */
export const pageWindow = ({ page, pageSize }: Pick<TPageQuery, 'page' | 'pageSize'>) => ({
  limit: pageSize,
  offset: (page - 1) * pageSize,
});

/**
 * ORDER BY for a list: sortBy must name one of the list's columns (never raw SQL from the request);
 * a tie-breaker keeps pages stable. Unknown columns are refused with 400.
 */
export function orderBy(
  query: Pick<TPageQuery, 'sortBy' | 'sortOrder'>,
  columns: Record<string, SQL>,
  fallback: { column: string; order: 'asc' | 'desc' },
  tieBreaker?: SQL,
): SQL {
  const name = query.sortBy ?? fallback.column;
  // Own properties only: `__proto__`, `constructor` or `toString` must not reach the SQL (finding 8).
  const column = Object.hasOwn(columns, name) ? columns[name] : undefined;
  if (!column)
    throw new AppError(
      'VALIDATION',
      PLATFORM_MESSAGE_KEYS.sortColumnUnknown,
      `sortBy ${name} is not a column of this list`,
    );
  const order = query.sortOrder ?? (query.sortBy ? 'asc' : fallback.order);
  const direction = order === 'desc' ? sql`desc` : sql`asc`;
  return tieBreaker
    ? sql`${column} ${direction} nulls last, ${tieBreaker} ${direction}`
    : sql`${column} ${direction} nulls last`;
}

/**
 * A lookup table keyed by request input (sort and search columns): no prototype, so `__proto__`,
 * `constructor` or `toString` find nothing and answer 400 instead of reaching the SQL (issue 14 finding 8).
 */
export const columnMap = <T>(entries: Record<string, T>): Readonly<Record<string, T>> =>
  Object.freeze(Object.assign(Object.create(null) as Record<string, T>, entries));
