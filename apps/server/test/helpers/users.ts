import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { users } from '../../src/db/schema';
import { hashPassword } from '../../src/platform/passwords';

/** Cheap scrypt parameters: test users are created by the dozen. */
const TEST_HASH = { N: 1024, r: 8, p: 1 };

export async function ensureBrands(db: Db) {
  await db.execute(sql`insert into brands (brand_code, name, host_keyword)
    values (1, 'Corvane Fleet', 'corvane'), (2, 'Tessaly Energy', 'tessaly') on conflict do nothing`);
  await db.execute(sql`insert into audit_action_types (code, description, domain, permission_key)
    values ('USML', 'Main login', 'login', 'SiteAccess'), ('USHS', 'Hierarchy selection', 'login', 'SiteAccess'),
           ('NUSR', 'User invitation', 'user', 'SiteAccess') on conflict do nothing`);
}

type NewUser = Partial<typeof users.$inferInsert> & { email: string; password?: string };

export async function createUser(db: Db, { password = 'Secret-pass-1', ...values }: NewUser) {
  await ensureBrands(db);
  const [user] = await db
    .insert(users)
    .values({
      status: 'Active',
      firstName: 'Test',
      lastName: 'User',
      brandCode: 1,
      userUniqueId: randomUUID(),
      passwordHash: await hashPassword(password, TEST_HASH),
      ...values,
    })
    .returning();
  if (!user) throw new Error('user not created');
  return { ...user, password };
}
