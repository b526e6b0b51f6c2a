import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Db, queryRows } from '../../src/db/client';
import { WRITE_HEADERS } from '../helpers/sign-in';

/** Starts impersonating a user through the admin's call; returns nothing, the session changes. */
export async function impersonate(app: FastifyInstance, db: Db, adminCookie: string, userId: number) {
  const [row] = await queryRows<{ user_unique_id: string }>(
    db,
    sql`select user_unique_id from users where id = ${userId}`,
  );
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/impersonation',
    headers: { ...WRITE_HEADERS, cookie: adminCookie },
    payload: { userUniqueId: row?.user_unique_id },
  });
  if (res.statusCode !== 200) throw new Error(`impersonation failed: ${res.statusCode} ${res.body}`);
}
