import {
  COLUMN_PREFERENCE_SECTIONS,
  GENERAL_PREFERENCE_SECTION,
  isMessageKey,
  PREFERENCE_KEYS,
  type TPreferences,
  type TUserPreferences,
  ZColumnPreferencesBody,
  ZGeneralPreferencesBody,
} from '@portal/contract';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userColumnPreferences, users } from '../../db/schema';
import type { UserRow } from '../../identity/accounts';
import { AppError } from '../../platform/errors';

const keyOf = (message: string | undefined) =>
  isMessageKey(message) ? message : PREFERENCE_KEYS.valueInvalid;
const invalid = (error: { issues: { message: string; path: PropertyKey[] }[] }) =>
  new AppError(
    'VALIDATION',
    keyOf(error.issues[0]?.message),
    'Preferences are not valid',
    error.issues.map((i) => ({
      path: ['body', ...i.path.map(String)].join('.'),
      messageKey: keyOf(i.message),
    })),
  );

/** GET /api/users/userpreferences: the general preferences and each section's column list. */
export async function readUserPreferences(db: Db, user: UserRow): Promise<TUserPreferences> {
  const rows = await db.select().from(userColumnPreferences).where(eq(userColumnPreferences.userId, user.id));
  return {
    preferences: { languageCode: user.languageCode, ...user.preferences } as TPreferences,
    sections: Object.fromEntries(
      rows.map((r) => [r.section, { columns: r.columns, dateFormat: r.dateFormat }]),
    ),
  };
}

/**
 * PUT /api/users/userpreferences/{section}: `general` saves the account page's preferences (the
 * language also becomes the user's language); a column section saves at most 10 column names.
 */
export async function saveUserPreferences(
  db: Db,
  user: UserRow,
  section: string,
  body: unknown,
  now: number,
): Promise<TUserPreferences> {
  if (section === GENERAL_PREFERENCE_SECTION) {
    const parsed = ZGeneralPreferencesBody.safeParse(body);
    if (!parsed.success) throw invalid(parsed.error);
    const next = { ...user.preferences, ...parsed.data } as TPreferences;
    const [updated] = await db
      .update(users)
      .set({
        preferences: next as UserRow['preferences'],
        languageCode: next.languageCode ?? user.languageCode,
        updatedAt: new Date(now),
      })
      .where(eq(users.id, user.id))
      .returning();
    return readUserPreferences(db, updated ?? user);
  }
  if (!(COLUMN_PREFERENCE_SECTIONS as readonly string[]).includes(section)) {
    throw new AppError('VALIDATION', PREFERENCE_KEYS.sectionUnknown, `unknown preference section ${section}`);
  }
  const parsed = ZColumnPreferencesBody.safeParse(body);
  if (!parsed.success) throw invalid(parsed.error);
  const values = {
    userId: user.id,
    section,
    columns: [...new Set(parsed.data.columns)],
    dateFormat: parsed.data.dateFormat ?? null,
    updatedAt: new Date(now),
  };
  await db
    .insert(userColumnPreferences)
    .values(values)
    .onConflictDoUpdate({
      target: [userColumnPreferences.userId, userColumnPreferences.section],
      set: { columns: values.columns, dateFormat: sql`excluded.date_format`, updatedAt: values.updatedAt },
    });
  return readUserPreferences(db, user);
}
