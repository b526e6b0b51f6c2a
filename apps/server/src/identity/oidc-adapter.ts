import { sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import { type Db, queryRows } from '../db/client';

type Row = { payload: AdapterPayload; consumed_at: Date | null };

/**
 * oidc-provider's storage in our database (table oidc_payloads), so grants, sessions and codes
 * survive a restart and are shared by every server instance.
 */
export function createOidcAdapterClass(db: Db) {
  return class OidcDbAdapter implements Adapter {
    constructor(readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number) {
      const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
      await db.execute(sql`
        insert into oidc_payloads (id, type, payload, grant_id, user_code, uid, expires_at)
        values (${id}, ${this.model}, ${JSON.stringify(payload)}::jsonb, ${payload.grantId ?? null},
                ${payload.userCode ?? null}, ${payload.uid ?? null}, ${expiresAt})
        on conflict (id, type) do update set payload = excluded.payload, grant_id = excluded.grant_id,
          user_code = excluded.user_code, uid = excluded.uid, expires_at = excluded.expires_at`);
    }

    private async findWhere(where: ReturnType<typeof sql>) {
      const [row] = await queryRows<Row>(
        db,
        sql`select payload, consumed_at from oidc_payloads
            where type = ${this.model} and ${where} and (expires_at is null or expires_at > now())`,
      );
      if (!row) return undefined;
      return {
        ...row.payload,
        ...(row.consumed_at ? { consumed: Math.floor(new Date(row.consumed_at).getTime() / 1000) } : {}),
      };
    }

    find(id: string) {
      return this.findWhere(sql`id = ${id}`);
    }

    findByUserCode(userCode: string) {
      return this.findWhere(sql`user_code = ${userCode}`);
    }

    findByUid(uid: string) {
      return this.findWhere(sql`uid = ${uid}`);
    }

    async consume(id: string) {
      await db.execute(
        sql`update oidc_payloads set consumed_at = now() where id = ${id} and type = ${this.model}`,
      );
    }

    async destroy(id: string) {
      await db.execute(sql`delete from oidc_payloads where id = ${id} and type = ${this.model}`);
    }

    async revokeByGrantId(grantId: string) {
      await db.execute(sql`delete from oidc_payloads where grant_id = ${grantId}`);
    }
  };
}
