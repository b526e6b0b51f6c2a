import { timestamp } from 'drizzle-orm/pg-core';

/** Every time in the schema is a timestamptz (DESIGN §6). */
export const tstz = (name: string) => timestamp(name, { withTimezone: true });
