import { type SQL, sql } from 'drizzle-orm';
import { type Db, type DbOrTx, queryRows } from '../../db/client';
import { stampFromColumn } from '../../db/generations';
import { inIdList, walkedScopeTest } from '../../db/id-list';
import { smallTable } from '../../db/small-tables';
import { cachedByStamp } from '../../platform/generation-cache';
import { columnMap } from '../../platform/paging';
import type { AuthorityScope } from '../../platform/scope';

/** One card with what its row, details and rules need (spec 002 §3.6, §3.7). */
export type CardRecord = {
  card_id: number | string;
  authority_id: string;
  card_number: string;
  card_serial_number: string;
  card_status_id: number;
  status_name: string;
  status_stopped: boolean;
  authority_stopped: boolean;
  card_type_id: number;
  card_type_code: string;
  pin_method: number;
  pin_req: number;
  profile_id: number | null;
  profile_name: string | null;
  card_program_number: number;
  country_code: string;
  service_code: string;
  expiry_month: number;
  expiry_year: number;
  card_holder_name: string | null;
  vehicle_registration: string | null;
  driver_name: string | null;
  embossing_line1: string;
  embossing_line2: string | null;
  embossing_line3: string | null;
  international_ind: boolean;
  fuel_and_charge: boolean;
  gasoleo_professional: boolean;
  cost_center_name: string | null;
  sub_cost_center: string | null;
  odometer_required: boolean;
  add_info_required: boolean;
  austrian_road_tax: boolean;
  target_neutral: boolean;
  ivmh_scheme: string | null;
  has_reissue_feature: boolean;
  bp_me_enabled: boolean;
  card_provisioned: boolean;
  mobile_last_used_at: string | Date | null;
  replace_card_ordered_on: string | Date | null;
  last_transaction_at: string | Date | null;
};

/** A card's own columns; CARD_COLUMNS adds the names of its status, type, authority and profile. */
const OWN_COLUMNS = sql`
  c.card_id, c.authority_id, c.card_number, c.card_serial_number, c.card_status_id,
  c.card_type_id, c.pin_method, c.pin_req, c.profile_id, c.card_program_number, c.country_code, c.service_code, c.expiry_month, c.expiry_year,
  c.card_holder_name, c.vehicle_registration, c.driver_name, c.embossing_line1, c.embossing_line2,
  c.embossing_line3, c.international_ind, c.fuel_and_charge, c.gasoleo_professional,
  c.cost_center_name, c.sub_cost_center, c.odometer_required, c.add_info_required,
  c.austrian_road_tax, c.target_neutral, c.ivmh_scheme, c.has_reissue_feature, c.bp_me_enabled,
  c.card_provisioned, c.mobile_last_used_at, c.replace_card_ordered_on, c.last_transaction_at`;

const CARD_COLUMNS = sql`${OWN_COLUMNS}, s.name as status_name, s.is_stopped as status_stopped,
  a.is_stopped as authority_stopped, t.code as card_type_code, p.profile_name`;

const CARD_JOINS = sql`
  join card_statuses s on s.status_id = c.card_status_id
  join card_types t on t.card_type_id = c.card_type_id
  join authorities a on a.authority_id = c.authority_id
  left join restriction_profiles p on p.profile_id = c.profile_id`;

/**
 * The same names for the rows of one page: each lookup is planned alone, which costs the page about
 * half of what planning the four-table join does; statuses and types come from memory.
 */
const CARD_LOOKUPS = sql`
  left join lateral (select is_stopped from authorities where authority_id = c.authority_id) a on true
  left join lateral (select profile_name from restriction_profiles where profile_id = c.profile_id) p on true`;

export const idList = (ids: readonly (string | number)[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** Sortable columns of the card list (sortBy is checked against these, never sent as SQL). */
export const CARD_SORT_COLUMNS: Readonly<Record<string, SQL>> = columnMap({
  cardSerialNumber: sql`c.card_serial_number`,
  cardNumber: sql`c.card_number`,
  cardStatus: sql`s.name`,
  cardStatusId: sql`c.card_status_id`,
  cardHolderName: sql`c.card_holder_name`,
  vehicle: sql`c.vehicle_registration`,
  costCenterName: sql`c.cost_center_name`,
  expiryDate: sql`(c.expiry_year * 100 + c.expiry_month)`,
  lastTransactionDate: sql`c.last_transaction_at`,
  cardType: sql`t.code`,
  profileName: sql`p.profile_name`,
  authorityId: sql`c.authority_id`,
  fuelAndCharge: sql`c.fuel_and_charge`,
  internationalInd: sql`c.international_ind`,
  replaceCardOrderedOn: sql`c.replace_card_ordered_on`,
  embossName1: sql`c.embossing_line1`,
  serviceCode: sql`c.service_code`,
});

/** The card search's text column (schema/cards.ts searchText, trigram-indexed). */
export const SEARCH_TEXT = sql`c.search_text`;

/** Columns a search looks in (searchColumns). */
export const CARD_SEARCH_SQL: Readonly<Record<string, SQL>> = columnMap({
  cardNumber: sql`c.card_number`,
  cardSerialNumber: sql`c.card_serial_number`,
  cardHolderName: sql`c.card_holder_name`,
  vehicle: sql`c.vehicle_registration`,
  costCenterName: sql`c.cost_center_name`,
  embossName: sql`concat_ws(' ', c.embossing_line1, c.embossing_line2, c.embossing_line3)`,
});

export type CardListFilter = {
  scope: AuthorityScope;
  /** ILIKE pattern, already escaped. */
  pattern?: string;
  searchColumns: string[];
  statusFilter?: SQL;
  cardIds?: number[];
};

/** `inScope`: the scope's test when the page walks an index of cards in its order (db/id-list). */
function whereOf(f: CardListFilter, inScope?: SQL): SQL {
  const parts: SQL[] = [inScope ?? inIdList(sql`c.authority_id`, f.scope.ids)];
  if (f.pattern) {
    // The trigram-indexed text of all searchable columns narrows; the chosen columns decide.
    parts.push(sql`${SEARCH_TEXT} ilike ${f.pattern}`);
    const ors = f.searchColumns.map((name) => sql`${CARD_SEARCH_SQL[name] as SQL} ilike ${f.pattern}`);
    parts.push(sql`(${sql.join(ors, sql` or `)})`);
  }
  if (f.statusFilter) parts.push(f.statusFilter);
  if (f.cardIds?.length) parts.push(sql`c.card_id in (${idList(f.cardIds)})`);
  return sql.join(parts, sql` and `);
}

/** Sort columns that live outside the cards table. */
const JOINED_SORT = new Set(['cardStatus', 'cardType', 'profileName']);

/**
 * One page of cards: the page's card ids are chosen first (joining the status, type, authority and
 * profile only when the status filter or the sort needs them), then their columns are read.
 */
export async function listCards(
  db: Db,
  f: CardListFilter,
  order: { sql: SQL; column: string },
  window: { limit: number; offset: number },
  stamp?: SQL,
): Promise<(CardRecord & { customer_stamp?: unknown })[]> {
  const joined = Boolean(f.statusFilter) || JOINED_SORT.has(order.column);
  // Rows found by an index (the order's, or the search's trigrams) are each tested against the scope.
  const inScope =
    !joined || f.pattern ? await walkedScopeTest(db, sql`c.authority_id`, f.scope.ids) : undefined;
  const page = sql`select c.* from cards c ${joined ? CARD_JOINS : sql``}
    where ${whereOf(f, inScope)} order by ${order.sql} limit ${window.limit} offset ${window.offset}`;
  type Row = Omit<CardRecord, 'status_name' | 'status_stopped' | 'card_type_code'> & {
    customer_stamp?: unknown;
  };
  const rows = await queryRows<Row>(
    db,
    sql`select ${OWN_COLUMNS}, a.is_stopped as authority_stopped, p.profile_name${
      stamp ? sql`, ${stamp} as customer_stamp` : sql``
    } from (${page}) c ${CARD_LOOKUPS} order by ${order.sql}`,
  );
  const [statuses, types] = await Promise.all([
    statusesOf(db, new Set(rows.map((r) => r.card_status_id))),
    typesOf(db, new Set(rows.map((r) => r.card_type_id))),
  ]);
  return rows.map((r) => ({
    ...r,
    status_name: statuses.get(r.card_status_id)?.name ?? '',
    status_stopped: statuses.get(r.card_status_id)?.is_stopped ?? false,
    card_type_code: types.get(r.card_type_id)?.code ?? '',
  }));
}

const statusesOf = smallTable<number, { status_id: number; name: string; is_stopped: boolean }>(
  sql`select status_id, name, is_stopped from card_statuses`,
  (r) => r.status_id,
);
const typesOf = smallTable<number, { card_type_id: number; code: string }>(
  sql`select card_type_id, code from card_types`,
  (r) => r.card_type_id,
);

/**
 * The count of matching cards as SQL (also for the test that its tables invalidate it); `inScope`: the
 * scope's test of a search (walkedScopeTest), else the scope's list.
 */
export const cardCountQuery = (f: CardListFilter, inScope?: SQL) =>
  sql`select count(*)::int as n from cards c
    ${f.statusFilter ? sql`join card_statuses s on s.status_id = c.card_status_id join authorities a on a.authority_id = c.authority_id` : sql``}
    where ${whereOf(f, inScope)}`;

/**
 * The exact number of matching cards, cached per stamp of the scope's customers (db/generations):
 * a change to one customer's cards leaves the others' counts cached. `carried`: the stamp the page's
 * statement read (listCards with stampColumn), else it is read apart.
 */
export async function countCards(db: Db, f: CardListFilter, key: string, carried?: unknown): Promise<number> {
  const { stamp } = await stampFromColumn(db, 'cards', f.scope.ids, carried);
  return cachedByStamp(db, `cards:${key}`, stamp, async () => {
    const inScope = f.pattern ? await walkedScopeTest(db, sql`c.authority_id`, f.scope.ids) : undefined;
    const [row] = await queryRows<{ n: number | string }>(db, cardCountQuery(f, inScope));
    return Number(row?.n ?? 0);
  });
}

export async function cardById(
  db: DbOrTx,
  cardId: number,
  forUpdate = false,
): Promise<CardRecord | undefined> {
  // Lock the card row alone first: a locking read over the joins would re-check them against the
  // status a concurrent change just wrote and lose the row; after the lock, the plain read is current.
  if (forUpdate) await db.execute(sql`select card_id from cards where card_id = ${cardId} for update`);
  const [row] = await queryRows<CardRecord>(
    db,
    sql`select ${CARD_COLUMNS} from cards c ${CARD_JOINS} where c.card_id = ${cardId}`,
  );
  return row;
}

export async function cardByNumber(db: DbOrTx, cardNumber: string): Promise<CardRecord | undefined> {
  const [row] = await queryRows<CardRecord>(
    db,
    sql`select ${CARD_COLUMNS} from cards c ${CARD_JOINS} where c.card_number = ${cardNumber}`,
  );
  return row;
}
