import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from './constants';

/** Spec page sizes: transactions and invoices offer 15, 30, 60, 120 (the default 15 is in constants). */
export const TABLE_PAGE_SIZES = [15, 30, 60, 120] as const;
/** The largest page any list call serves (the authority fetch of 000 §9 asks for 500). */
export const MAX_PAGE_SIZE = 500;

export const zSortOrder = z
  .string()
  .transform((v) => (v.toLowerCase().startsWith('desc') ? 'desc' : 'asc'))
  .pipe(z.enum(['asc', 'desc']));

/**
 * The paging and sorting query every list call of the spec shares (page is 1-based unless a call
 * says otherwise; sortBy is checked against each list's own column list on the server).
 */
export const zPageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  sortBy: z.string().max(64).optional(),
  sortOrder: zSortOrder.optional(),
});
export type TPageQuery = z.infer<typeof zPageQuery>;
