import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from './common/constants';
import { MAX_PAGE_SIZE, zSortOrder } from './common/paging';
import { ZScopeQuery } from './hierarchy';

// Contract of the groups area (spec 002 §2.10 Group administration list, §3.13 Group row).

/** The middle of the spec's `/xapi/.../api/groupadmin` path is not shown; ours is `groups`. */
export const GROUP_ADMIN_PATH = '/xapi/groups/api/groupadmin';
/** Spec 002 §9: search starts at 3 characters, 100 ms debounce. */
export const GROUP_SEARCH_MIN_LENGTH = 3;
export const GROUP_SEARCH_DEBOUNCE_MS = 100;

/** Sortable columns of the group list (spec 002 §2.10 column order). */
export const GROUP_SORT_COLUMNS = [
  'name',
  'email',
  'mobileNumber',
  'status',
  'groupsCount',
  'parentsCount',
  'authoritiesCount',
  'lastLogin',
] as const;

/** Body of POST /xapi/groups/api/groupadmin (spec 002 §7): start is a 0-based row offset. */
export const ZGroupAdminRequest = z
  .object({
    columnSorting: z
      .array(z.object({ column: z.enum(GROUP_SORT_COLUMNS), direction: zSortOrder }))
      .max(GROUP_SORT_COLUMNS.length)
      .optional(),
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
    searchCriteria: z.string().trim().max(100).optional(),
    start: z.coerce.number().int().min(0).default(0),
  })
  .meta({ id: 'GroupAdminRequest' });
export type TGroupAdminRequest = z.input<typeof ZGroupAdminRequest>;

/** Optional scope (the selected hierarchy entry); without it, the whole reach (group ALL). */
export const ZGroupAdminQuery = ZScopeQuery.pick({ accessLevel: true, accessLevelCode: true });

/**
 * Spec 002 §3.13: the columns of §2.10. A row is a group; Email, Mobile phone, Status, Groups and
 * Last login describe its contact (the user first granted access to the group), Parents and
 * Authorities count what the group holds.
 */
export const ZGroupRow = z
  .object({
    groupId: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    mobileNumberIsdCode: z.string().nullable(),
    mobileNumber: z.string().nullable(),
    status: z.string().nullable(),
    groupsCount: z.number().int(),
    parentsCount: z.number().int(),
    authoritiesCount: z.number().int(),
    lastLogin: z.string().nullable(),
  })
  .meta({ id: 'GroupRow' });
export type TGroupRow = z.infer<typeof ZGroupRow>;

export const ZGroupAdminResponse = z
  .object({ groups: z.array(ZGroupRow), totalRecords: z.number().int() })
  .meta({ id: 'GroupAdminResponse' });
export type TGroupAdminResponse = z.infer<typeof ZGroupAdminResponse>;
