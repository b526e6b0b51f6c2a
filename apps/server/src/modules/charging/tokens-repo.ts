import { chargingSearchOf, type TRfidCard, type TRfidListQuery } from '@portal/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import { inIdList, isNarrowList, NARROW_PAGE_MAX, perIdRows } from '../../db/id-list';
import type { AuthorityScope } from '../../platform/scope';

type Row = {
  token_id: string;
  rf_id: string;
  authority_id: string;
  card_title: string;
  card_holder_name: string | null;
  card_number_ending: string;
  expiry_date_embossed: string;
  card_status: TRfidCard['cardStatus'];
  card_enabled: boolean;
  can_use_public_network: boolean;
  modified_at: Date;
  site_ids: string[] | null;
};

/** Spec 001 §5 card selection search: 3+ characters in the RFID, title, holder or card ending. */
function searchOf(term: string | undefined): SQL {
  if (!term) return sql`true`;
  const parsed = chargingSearchOf(term);
  if ('error' in parsed) return sql`true`; // the contract refused it already
  const text = parsed.kind === 'day' ? term.trim() : parsed.text;
  const like = `%${text.replace(/[\\%_]/g, '\\$&')}%`;
  return sql`(t.rf_id ilike ${like} or t.card_title ilike ${like} or t.card_holder_name ilike ${like}
    or t.card_number_ending ilike ${like})`;
}

/**
 * GET tokens/rfid-list (spec 001 §3 RFID card, §9 sorted by rfid): a zero-based page of the scope's
 * charging tokens with the depots each may use (allowedSiteIds, the distinct sites of its permissions).
 */
export async function listRfidCards(db: DbOrTx, scope: AuthorityScope, q: TRfidListQuery) {
  const where = sql`${inIdList(sql`t.authority_id`, scope.ids)} and ${searchOf(q.SearchBy)}`;
  const direction = q.sortOrder === 'desc' ? sql`desc` : sql`asc`;
  const offset = q.page * q.pageSize;
  // A few authorities: each one's tokens by its (authority, rf_id) index, merged (db/id-list).
  const tokens =
    isNarrowList(scope.ids) && offset + q.pageSize <= NARROW_PAGE_MAX
      ? perIdRows(scope.ids, {
          source: sql`rfid_tokens t`,
          alias: sql`t`,
          column: sql`t.authority_id`,
          where: searchOf(q.SearchBy),
          orderBy: sql`t.rf_id ${direction}`,
          need: offset + q.pageSize,
        })
      : sql`rfid_tokens t where ${where}`;
  const rows = await queryRows<Row>(
    db,
    sql`select t.token_id, t.rf_id, t.authority_id, t.card_title, t.card_holder_name, t.card_number_ending,
               t.expiry_date_embossed::text, t.card_status, t.card_enabled, t.can_use_public_network,
               t.modified_at,
               (select array_agg(distinct p.site_id order by p.site_id) from depot_permissions p
                 where p.token_id = t.token_id) as site_ids
          from ${tokens}
         order by t.rf_id ${direction}
         limit ${q.pageSize} offset ${offset}`,
  );
  const [count] = await queryRows<{ n: string }>(
    db,
    sql`select count(*) as n from rfid_tokens t where ${where}`,
  );
  const cards: TRfidCard[] = rows.map((r) => {
    const allowed = r.site_ids ?? [];
    return {
      id: String(r.token_id),
      rfId: r.rf_id,
      authorityId: r.authority_id,
      cardTitle: r.card_title,
      cardHolderName: r.card_holder_name,
      cardNumberEnding: r.card_number_ending,
      expiryDateEmbossed: r.expiry_date_embossed,
      cardStatus: r.card_status,
      cardEnabled: r.card_enabled,
      canUsePublicNetwork: r.can_use_public_network,
      allowedSiteIds: allowed,
      modifiedDate: new Date(r.modified_at).toISOString(),
      depotsAllowed: allowed.length,
    };
  });
  return { cards, totalRecords: Number(count?.n ?? 0) };
}
