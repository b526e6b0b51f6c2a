import {
  aliasKey,
  CHARGING_AUDIT_CODES,
  CHARGING_KEYS,
  type TSiteAliasBody,
  type TSiteAliasResponse,
} from '@portal/contract';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { RequestContext } from '../../platform/request-context';
import { type AuditRecord, runWrite } from '../../platform/run-write';
import { resolveScope } from '../../platform/scope';
import { depotInScope } from './depots-repo';

/**
 * POST sites/details/alias (spec 001 §4, §5): set, change or delete ('') the alias of a depot. The
 * alias is unique among the aliases of the customer's depots (without case); keeping its own alias is
 * no conflict. The customer row is locked so two saves of the same alias cannot both pass the check.
 */
export async function saveSiteAlias(
  db: Db,
  ctx: RequestContext,
  body: TSiteAliasBody,
  now: number,
): Promise<TSiteAliasResponse> {
  const scope = resolveScope(ctx.reach, body);
  const alias = body.siteAlias;
  const site = await depotInScope(db, scope, body.siteId);
  const attempt: AuditRecord = {
    action: CHARGING_AUDIT_CODES.alias,
    body: { siteId: site.site_id, siteAlias: alias || null, previousAlias: site.site_alias },
    authorityIds: [site.authority_id],
  };
  return runWrite(
    ctx,
    {
      db,
      now,
      attempt,
      readOnlyWhileImpersonating: true,
      inReach: { authorityIds: [site.authority_id] },
    },
    async (tx) => {
      await queryRows(tx, sql`select 1 from customers where customer_id = ${site.customer_id} for update`);
      if (alias) {
        const [taken] = await queryRows<{ site_id: string }>(
          tx,
          sql`select s.site_id from ev_sites s join authorities a on a.authority_id = s.authority_id
               where a.customer_id = ${site.customer_id} and s.site_id <> ${site.site_id}
                 and lower(btrim(s.site_alias)) = ${aliasKey(alias)}
               limit 1`,
        );
        if (taken) throw new AppError('CONFLICT', CHARGING_KEYS.aliasUnique);
      }
      const updatedAt = new Date(now).toISOString();
      await queryRows(
        tx,
        sql`update ev_sites set site_alias = ${alias || null},
              site_alias_last_update = ${alias ? updatedAt : null}::timestamptz
             where site_id = ${site.site_id}`,
      );
      return {
        siteId: site.site_id,
        siteAlias: alias || null,
        siteAliasLastUpdate: alias ? updatedAt : null,
      };
    },
  );
}
