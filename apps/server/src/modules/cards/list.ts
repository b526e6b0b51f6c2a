// The cards list (spec 002 §5.3 search, §7 list, viewcols and profilecols).
import {
  CARD_KEYS,
  CARD_SEARCH_COLUMNS,
  CARD_STATUS_GROUPS,
  CARD_STATUS_IDS,
  CARD_STATUS_SUCCESS_IDS,
  type TCardColumn,
  type TCardRow,
  type TCardsQuery,
} from '@portal/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stampColumn } from '../../db/generations';
import { badRequest } from '../../platform/errors';
import { orderBy, pageWindow } from '../../platform/paging';
import { type AuthorityScope, scopeDigest } from '../../platform/scope';
import { cardKeyOf, iso, isStopped, yn } from './checks';
import {
  CARD_SEARCH_SQL,
  CARD_SORT_COLUMNS,
  type CardListFilter,
  type CardRecord,
  countCards,
  idList,
  listCards,
} from './repo';

const ACTIVE_IDS = CARD_STATUS_SUCCESS_IDS as readonly number[];

// --- search (spec 002 §5.3) ---

/** d/m/yyyy with / - or . as separators (spec 001 §5): such a term is a date and keeps its zeros. */
const DATE_TERM = /^\d{1,2}[/.-]\d{1,2}[/.-]\d{4}$/;

/** A term containing 0 that is not a date has its leading and trailing zeros stripped. */
export function normaliseCardSearch(term: string): string {
  const trimmed = term.trim();
  if (!trimmed.includes('0') || DATE_TERM.test(trimmed)) return trimmed;
  const stripped = trimmed.replace(/^0+/, '').replace(/0+$/, '');
  return stripped.length > 0 ? stripped : trimmed;
}

const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

function statusGroupSql(groups: string[]): SQL | undefined {
  if (groups.length === 0) return undefined;
  const active = sql`(c.card_status_id in (${idList(ACTIVE_IDS)}) and not s.is_stopped and not a.is_stopped)`;
  const stopped = sql`(s.is_stopped or a.is_stopped)`;
  const parts = groups.map((g) => {
    switch (g) {
      case 'awaitReissue':
        return sql`(c.card_status_id = ${CARD_STATUS_IDS.awaitingReissue} and not a.is_stopped)`;
      case 'notForReissue':
        return sql`(c.card_status_id = ${CARD_STATUS_IDS.notForReissue} and not a.is_stopped)`;
      case 'stopped':
        return stopped;
      case 'active':
        return active;
      case 'inactive':
        return sql`(not ${active} and not ${stopped})`;
      default:
        throw badRequest(CARD_KEYS.statusGroupUnknown, `statusGroupTypes ${g} is not known`);
    }
  });
  return sql`(${sql.join(parts, sql` or `)})`;
}

export function cardFilter(scope: AuthorityScope, query: TCardsQuery): CardListFilter {
  const searchColumns = query.searchColumns?.length ? query.searchColumns : [...CARD_SEARCH_COLUMNS];
  for (const column of searchColumns)
    if (!CARD_SEARCH_SQL[column])
      throw badRequest(CARD_KEYS.searchColumnUnknown, `${column} is not searchable`);
  for (const group of query.statusGroupTypes ?? [])
    if (!(CARD_STATUS_GROUPS as readonly string[]).includes(group))
      throw badRequest(CARD_KEYS.statusGroupUnknown, `statusGroupTypes ${group} is not known`);
  const term = query.searchBy ? normaliseCardSearch(query.searchBy) : '';
  return {
    scope,
    pattern: term ? likePattern(term) : undefined,
    searchColumns,
    statusFilter: statusGroupSql(query.statusGroupTypes ?? []),
    cardIds: query.cardIds?.map(Number),
  };
}

export function toCardRow(c: CardRecord): TCardRow {
  return {
    cardId: Number(c.card_id),
    authorityId: c.authority_id,
    cardNumber: c.card_number,
    cardKey: cardKeyOf(c),
    cardSerialNumber: c.card_serial_number,
    cardStatus: c.status_name,
    currentCardStatusId: c.card_status_id,
    cardStatusId: c.card_status_id,
    isStopped: isStopped(c),
    pinMethod: c.pin_method,
    pinReq: c.pin_req,
    profileId: c.profile_id,
    profileName: c.profile_name,
    cardProgram: { cardProgramNumber: c.card_program_number },
    embossName1: c.embossing_line1,
    embossName2: c.embossing_line2,
    embossName3: c.embossing_line3,
    cardHolderName: c.card_holder_name,
    driverName: c.driver_name,
    replaceCardOrderedOn: iso(c.replace_card_ordered_on),
    countryCode: c.country_code,
    expiryDate: { month: c.expiry_month, year: c.expiry_year },
    serviceCode: c.service_code,
    lastTransactionDate: iso(c.last_transaction_at),
    internationalInd: yn(c.international_ind),
    fuelAndCharge: yn(c.fuel_and_charge),
    gasoleoProfessional: yn(c.gasoleo_professional),
    costCenterName: c.cost_center_name,
    subCostCenter: c.sub_cost_center,
    vehicle: c.vehicle_registration,
    odometer: yn(c.odometer_required),
    addInfo: yn(c.add_info_required),
    austrianRoadTaxInd: yn(c.austrian_road_tax),
    targetNeutral: yn(c.target_neutral),
    cardType: c.card_type_code,
    cardTypeId: c.card_type_id,
    hasReissueFeature: c.has_reissue_feature,
    bpMeEnabled: yn(c.bp_me_enabled),
    cardProvisioned: yn(c.card_provisioned),
    mobileLastUsed: iso(c.mobile_last_used_at),
  };
}

/** The list's order (spec 002 §9 default cardSerialNumber ascending), card id breaking ties. */
export const cardOrder = (query: TCardsQuery) => ({
  sql: orderBy(query, CARD_SORT_COLUMNS, { column: 'cardSerialNumber', order: 'asc' }, sql`c.card_id`),
  column: query.sortBy ?? 'cardSerialNumber',
});

export async function cardsPage(db: Db, scope: AuthorityScope, query: TCardsQuery) {
  const filter = cardFilter(scope, query);
  const order = cardOrder(query);
  const countKey = JSON.stringify([
    scopeDigest(scope),
    filter.pattern,
    filter.searchColumns,
    query.statusGroupTypes,
    filter.cardIds,
  ]);
  // The stamp of the count's cache rides along with the page (db/generations stampColumn): one round trip less.
  const rows = await listCards(db, filter, order, pageWindow(query), stampColumn(db, 'cards', scope.ids));
  const totalCards = await countCards(db, filter, countKey, rows[0]?.customer_stamp);
  return { cards: rows.map(toCardRow), totalCards };
}

// --- columns (spec 002 §7 viewcols, profilecols; §4.9 migration alters them) ---

const column = (columnName: string, isDefault: boolean, isFixed = false): TCardColumn => ({
  columnName,
  displayName: `column_${columnName.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`,
  isDefault,
  isSortable: Boolean(CARD_SORT_COLUMNS[columnName]),
  isFixed,
});

export function viewColumns(migrationStatus: number): TCardColumn[] {
  const all = [
    column('cardStatus', true, true),
    column('cardSerialNumber', true),
    column('cardNumber', true),
    column('cardHolderName', true),
    column('vehicle', true),
    column('expiryDate', true),
    column('lastTransactionDate', true),
    column('cardType', false),
    column('costCenterName', false),
    column('profileName', false),
    column('fuelAndCharge', false),
    column('internationalInd', false),
    column('embossName1', false),
    column('serviceCode', false),
    column('replaceCardOrderedOn', false),
    column('authorityId', false),
  ];
  // Migrated customers keep restrictions on the newer platform: no profile column (spec 002 §4.9, §6).
  return migrationStatus > 0 ? all.filter((c) => c.columnName !== 'profileName') : all;
}

export function profileColumns(migrationStatus: number): TCardColumn[] {
  const all = [
    column('cardSerialNumber', true),
    column('cardNumber', true),
    column('cardHolderName', true),
    column('vehicle', true),
    column('profileName', true),
    column('cardStatus', true),
    column('authorityId', false),
    column('expiryDate', false),
  ];
  return migrationStatus > 0 ? all.filter((c) => c.columnName !== 'profileName') : all;
}
