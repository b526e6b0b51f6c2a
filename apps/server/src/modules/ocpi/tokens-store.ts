import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import type { OcpiParty } from './auth';
import { OUR_PARTY } from './identity';

/** Our RFID tokens (rfid_tokens) as OCPI Token objects, and the real-time authorization rules. */

export type TokenRow = {
  token_id: number;
  rf_id: string;
  authority_id: string;
  card_number_ending: string;
  expiry_date_embossed: string;
  card_status: string;
  card_enabled: boolean;
  can_use_public_network: boolean;
  modified_at: Date | string;
  /** Whether the embossed expiry date has passed (computed in SQL against the clock's day). */
  is_past_expiry: boolean;
};

/** Stopped cards (spec 001 §4 danger badges: lost, stolen, unavailable) and disabled ones are BLOCKED. */
const STOPPED = new Set(['lost', 'stolen', 'unavailable']);

export type TokenState = 'valid' | 'BLOCKED' | 'EXPIRED';
export function stateOf(t: TokenRow): TokenState {
  if (t.card_status === 'expired' || t.is_past_expiry) return 'EXPIRED';
  if (STOPPED.has(t.card_status) || !t.card_enabled) return 'BLOCKED';
  return 'valid';
}

/**
 * The OCPI Token of one of ours: uid is the RFID, contract_id our party plus the token id. A token that
 * may not charge on the public network has whitelist NEVER, so every use asks us (and its depot
 * permissions apply); the others may be used offline when we cannot be reached.
 */
export function tokenObject(t: TokenRow) {
  return {
    country_code: OUR_PARTY.countryCode,
    party_id: OUR_PARTY.partyId,
    uid: t.rf_id,
    type: 'RFID',
    contract_id: `${OUR_PARTY.countryCode}${OUR_PARTY.partyId}C${String(t.token_id).padStart(9, '0')}`,
    visual_number: `**** ${t.card_number_ending}`,
    issuer: OUR_PARTY.name,
    valid: stateOf(t) === 'valid',
    whitelist: t.can_use_public_network ? 'ALLOWED_OFFLINE' : 'NEVER',
    last_updated: new Date(t.modified_at).toISOString(),
  };
}

const COLUMNS = sql`token_id, rf_id, authority_id, card_number_ending, expiry_date_embossed::text,
  card_status, card_enabled, can_use_public_network, modified_at`;
const pastExpiry = (today: string) => sql`(expiry_date_embossed < ${today}::date) as is_past_expiry`;

/** One page of our tokens, oldest first (by id), last_updated in [from, to) when given, and the total. */
export async function pageTokens(
  db: Db,
  q: { from?: string; to?: string; offset: number; limit: number; today: string },
) {
  const parts: SQL[] = [sql`true`];
  if (q.from) parts.push(sql`modified_at >= ${q.from}::timestamptz`);
  if (q.to) parts.push(sql`modified_at < ${q.to}::timestamptz`);
  const where = sql.join(parts, sql` and `);
  const rows = await queryRows<TokenRow>(
    db,
    sql`select ${COLUMNS}, ${pastExpiry(q.today)} from rfid_tokens where ${where}
        order by token_id limit ${q.limit} offset ${q.offset}`,
  );
  const [count] = await queryRows<{ n: string }>(
    db,
    sql`select count(*) as n from rfid_tokens where ${where}`,
  );
  return { rows, total: Number(count?.n ?? 0) };
}

export type LocationFacts = {
  site_id: string;
  kind: 'depot' | 'public';
  evses: { uid: string; chargePointId: string }[] | null;
  /** The token's depot permissions at that site: a null charge point means all of them. */
  permissions: (string | null)[] | null;
};

/**
 * What real-time authorization needs, in one statement (authorize p99 budget): the token by its RFID,
 * and when a Location is named and the caller pushed it, its site, its EVSEs with their charge points
 * and the token's depot permissions there.
 */
export async function authorizationFacts(
  db: Db,
  q: { uid: string; parties: readonly OcpiParty[]; locationId: string | undefined; today: string },
): Promise<(TokenRow & Partial<LocationFacts>) | undefined> {
  const keys = q.parties.length
    ? sql.join(
        q.parties.map((p) => sql`(${p.countryCode}, ${p.partyId})`),
        sql`, `,
      )
    : sql`(null, null)`;
  const located =
    q.locationId === undefined
      ? sql``
      : sql`, l.site_id, l.kind, l.evses,
          (select json_agg(distinct d.charge_point_id) from depot_permissions d
             where d.token_id = t.token_id and d.site_id = l.site_id) as permissions`;
  const join =
    q.locationId === undefined
      ? sql``
      : sql` left join lateral (select s.site_id, s.kind,
            (select json_agg(json_build_object('uid', e.evse_uid, 'chargePointId', e.charge_point_id))
               from ocpi_evses e where e.country_code = ol.country_code and e.party_id = ol.party_id
                and e.location_id = ol.location_id) as evses
          from ocpi_locations ol join ev_sites s on s.site_id = ol.site_id
          where (ol.country_code, ol.party_id) in (${keys}) and ol.location_id = ${q.locationId}
          order by ol.country_code, ol.party_id limit 1) l on true`;
  const [row] = await queryRows<TokenRow & Partial<LocationFacts>>(
    db,
    sql`select ${COLUMNS}, ${pastExpiry(q.today)}${located}
        from rfid_tokens t${join} where t.rf_id = ${q.uid}`,
  );
  return row;
}
