import { boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Roles a user holds per authority, parent or group (spec 000 §3 role name list: roleId, roleName,
 * offerType). 1570 and 1560 are the single-role ids of spec 000 §9.
 */
export const roles = pgTable('roles', {
  roleId: integer('role_id').primaryKey(),
  roleName: text('role_name').notNull(),
  /** Matched against the authority's card offer type (FUEL or EV). */
  offerType: text('offer_type').notNull(),
  /** Users holding only this role get parents and the Overview ALL group (spec 000 §6). */
  isSingleRole: boolean('is_single_role').notNull().default(false),
  description: text('description'),
});

/** Permission keys as data: ReadCard, SiteAccess, isEVUser, downloadPriceList_X, navigation keys … */
export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.roleId, { onDelete: 'cascade' }),
    permissionKey: text('permission_key').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionKey] })],
);
