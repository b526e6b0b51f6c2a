import type { TPageQuery } from '@portal/contract';
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
  const column = columns[name];
  if (!column)
    throw new AppError('VALIDATION', 'sort_column_unknown', `sortBy ${name} is not a column of this list`);
  const order = query.sortOrder ?? (query.sortBy ? 'asc' : fallback.order);
  const direction = order === 'desc' ? sql`desc` : sql`asc`;
  return tieBreaker
    ? sql`${column} ${direction} nulls last, ${tieBreaker} ${direction}`
    : sql`${column} ${direction} nulls last`;
}
