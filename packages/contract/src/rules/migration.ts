// Spec 002 §4.9 and spec 000 §6: what a user's one-fleet migration status allows. One rule for the
// server's refusals and the web's contact messages.

/** The highest migration status at which each card action is still allowed (spec 002 §4.9, §6). */
export const MIGRATION_LIMITS = {
  cardOrdering: 1,
  editDetails: 1,
  stop: 1,
  replacement: 1,
  pin: 2,
  restriction: 2,
} as const;
export type TMigrationAction = keyof typeof MIGRATION_LIMITS;

/** Spec 002 §4.9: above 1 blocks ordering, edit details, stopping and replacement; above 2 also PIN and restriction. */
export const migrationAllows = (migrationStatus: number, action: TMigrationAction): boolean =>
  migrationStatus <= MIGRATION_LIMITS[action];

/** Each action's answer for one status, for screens that show several of them. */
export const migrationBlocks = (migrationStatus: number): Record<TMigrationAction, boolean> => {
  const blocks = {} as Record<TMigrationAction, boolean>;
  for (const action of Object.keys(MIGRATION_LIMITS) as TMigrationAction[])
    blocks[action] = !migrationAllows(migrationStatus, action);
  return blocks;
};

/** Spec 000 §6: above 3 the user has moved to the successor product (the profile's isOneFleetMigrated). */
export const ONE_FLEET_MIGRATED_ABOVE = 3;
export const isOneFleetMigrated = (migrationStatus: number): boolean =>
  migrationStatus > ONE_FLEET_MIGRATED_ABOVE;
