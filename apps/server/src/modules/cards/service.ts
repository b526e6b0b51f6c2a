import {
  CARD_KEYS,
  CARD_SEARCH_COLUMNS,
  CARD_STATUS_GROUPS,
  CARD_STATUS_IDS,
  CARD_STATUS_SUCCESS_IDS,
  CARD_STATUS_UPDATED_MESSAGE,
  PERMISSION_KEYS,
  REASON_31_BLOCKED_STATUS,
  REPLACEMENT_REASON_CODE,
  type TCardActionResponse,
  type TCardColumn,
  type TCardDetails,
  type TCardHistoryResponse,
  type TCardRestrictionBody,
  type TCardRow,
  type TCardStatusBody,
  type TCardsQuery,
  type TCardTransaction,
  type TCardTransactionsResponse,
  type TCardUpdateRequest,
  type TStopCardsBody,
  type TUpdateCardsBody,
  type TUpdatePinBody,
} from '@portal/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cardStatusHistory, cards } from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import { AppError, badRequest, forbidden, notFound } from '../../platform/errors';
import { orderBy, pageWindow } from '../../platform/paging';
import type { RequestUser } from '../../platform/request-user';
import { type AuthorityScope, resolveScope, scopeDigest } from '../../platform/scope';
import {
  authorityInfo,
  CARD_SEARCH_SQL,
  CARD_SORT_COLUMNS,
  type CardListFilter,
  type CardRecord,
  cardById,
  cardByNumber,
  cardTransactionLines,
  countCards,
  idList,
  listCards,
  permissionsOfRoles,
  profileById,
  restrictionAckFlag,
  statusHistory,
  type TransactionLineRow,
} from './repo';

const yn = (v: boolean) => (v ? 'Y' : 'N') as 'Y' | 'N';
const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());
const ACTIVE_IDS = CARD_STATUS_SUCCESS_IDS as readonly number[];

/** Spec 002 §4.1: a card counts as stopped when its authority is stopped or its status is a stopped one. */
export const isStopped = (c: CardRecord) => c.status_stopped || c.authority_stopped;

/** The details path key: first letter of the authority id, then the card number (spec 002 §7). */
export const cardKeyOf = (c: { authority_id: string; card_number: string }) =>
  `${c.authority_id.charAt(0)}${c.card_number}`;

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
  const [rows, totalCards] = await Promise.all([
    listCards(db, filter, order, pageWindow(query)),
    countCards(db, filter, countKey),
  ]);
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

// --- one card ---

/** The card behind a path key, when the user reaches its authority; otherwise 404. */
export async function reachableCardByKey(db: Db, effective: RequestUser, cardKey: string) {
  const card = await cardByNumber(db, cardKey.slice(1));
  if (!card || card.authority_id.charAt(0).toUpperCase() !== cardKey.charAt(0).toUpperCase())
    throw notFound();
  if (!effective.reach.authorities.has(card.authority_id)) throw notFound();
  return card;
}

/** A card by id inside the user's reach (and inside `within` when given); otherwise 404. */
export async function reachableCard(
  db: Db,
  effective: RequestUser,
  cardId: number,
  within?: AuthorityScope,
  forUpdate = false,
) {
  const card = await cardById(db, cardId, forUpdate);
  if (!card || !effective.reach.authorities.has(card.authority_id)) throw notFound();
  if (within && !within.ids.includes(card.authority_id)) throw notFound();
  return card;
}

export async function cardDetails(db: Db, card: CardRecord): Promise<TCardDetails> {
  const authority = await authorityInfo(db, card.authority_id);
  const address = authority?.delivery_address ?? {};
  const line = (k: string) => (typeof address[k] === 'string' ? (address[k] as string) : null);
  return {
    cardId: Number(card.card_id),
    cardNumber: card.card_number,
    cardStatusId: card.card_status_id,
    accountDetails: {
      parentId: authority?.parent_id ?? null,
      authorityId: card.authority_id,
      authorityName: authority?.authority_name ?? '',
      address: {
        addressLine1: line('addressLine1'),
        addressLine2: line('addressLine2'),
        addressLine3: line('addressLine3'),
        addressLine4: line('addressLine4'),
        postCode: line('postCode'),
        country: line('country'),
      },
    },
    general: {
      costCenter: card.cost_center_name,
      subCostCenter: card.sub_cost_center,
      pinMethod: card.pin_method,
      odometer: yn(card.odometer_required),
      addInfo: yn(card.add_info_required),
    },
    restrictions: {
      profileName: card.profile_name,
      serviceCode: card.service_code,
      international: yn(card.international_ind),
    },
    offers: { austrianRoadTaxInd: yn(card.austrian_road_tax), targetNeutral: yn(card.target_neutral) },
    embossingDetails: {
      cardType: card.card_type_code,
      fuelAndCharge: yn(card.fuel_and_charge),
      cardHolderName: card.card_holder_name,
      vehicleRegistration: card.vehicle_registration,
      embossedLine2: card.embossing_line2,
      cardSerialNumber: card.card_serial_number,
      expiry: { month: card.expiry_month, year: card.expiry_year },
      gasoleoProfessional: yn(card.gasoleo_professional),
    },
    virtualCard: {
      bpMeEnabled: yn(card.bp_me_enabled),
      cardProvisioned: yn(card.card_provisioned),
      mobileLastUsed: iso(card.mobile_last_used_at),
    },
  };
}

export async function cardHistory(db: Db, card: CardRecord): Promise<TCardHistoryResponse> {
  const rows = await statusHistory(db, Number(card.card_id));
  return {
    cardStatus: [
      {
        cardSerialNumber: card.card_serial_number,
        statusHistory: rows.map((r) => ({
          cardStatusId: r.card_status_id,
          cardStatus: r.status_name,
          dateTime: new Date(r.changed_at).toISOString(),
          policeRefNumber: r.police_reference,
        })),
      },
    ],
  };
}

// --- recent and alerted transactions (spec 002 §3.8, §9 alert levels) ---

/** Spec 002 §9: declined is critical; suspicious, alert or warning is alert; otherwise cleared. */
export function alertLevel(t: { status: string; suspicious: boolean; alert: boolean }) {
  if (t.status === 'Declined') return 'critical' as const;
  if (t.suspicious || t.alert) return 'alert' as const;
  return 'cleared' as const;
}

function groupTransactions(lines: TransactionLineRow[]): TCardTransaction[] {
  const byId = new Map<string, TCardTransaction & { minor: number }>();
  for (const l of lines) {
    let t = byId.get(l.transaction_id);
    if (!t) {
      t = {
        transactionId: l.transaction_id,
        transactionStatus: l.transaction_status,
        transactionDateTime: new Date(l.transaction_date_time).toISOString(),
        suspiciousIndicator: yn(l.suspicious_indicator),
        alertIndicator: yn(l.alert_indicator),
        alertLevel: alertLevel({
          status: l.transaction_status,
          suspicious: l.suspicious_indicator,
          alert: l.alert_indicator,
        }),
        oacResultCodeDescription: l.oac_result_code_description,
        amount: { amount: 0, supplyCurrency: l.supply_currency },
        transactedProducts: [],
        mapDetails:
          l.latitude !== null && l.longitude !== null
            ? {
                lat: l.latitude,
                log: l.longitude,
                brand: l.brand_name ?? '',
                siteName: l.site_name ?? '',
                addressLine1: l.address_line1,
                addressLine2: l.address_line2,
                addressLine3: l.address_line3,
                townCity: l.town,
                postCode: l.post_code,
              }
            : null,
        minor: 0,
      };
      byId.set(l.transaction_id, t);
    }
    t.minor += Number(l.gross_supply_minor);
    t.amount.amount = t.minor / 100;
    if (l.product_name)
      t.transactedProducts.push({
        quantity: Number(l.quantity_milli) / 1000,
        unitofMeasure: l.unit ?? '',
        productCodeDescription: l.product_name,
      });
  }
  return [...byId.values()].map(({ minor: _minor, ...t }) => t);
}

/** Spec 002 §9 card artwork: programme 6 and 32 in DE have national-brand variants. */
export function cardArtwork(c: CardRecord): { image: string; name: string } {
  const p = c.card_program_number;
  if ((p === 6 || p === 32) && c.country_code === 'DE')
    return p === 6 ? { image: 'de-plus', name: 'Plus' } : { image: 'de-komfort', name: 'Komfort' };
  const kinds = [
    { image: 'plus', name: 'Plus' },
    { image: 'bonus', name: 'Bonus' },
    { image: 'komfort-prepaid', name: 'Komfort prepaid' },
    { image: 'komfort', name: 'Komfort' },
    { image: 'pulse', name: 'Pulse' },
  ];
  if (c.fuel_and_charge) return kinds[4] as { image: string; name: string };
  return kinds[p % 4] as { image: string; name: string };
}

export async function cardTransactions(
  db: Db,
  card: CardRecord,
  count: number,
): Promise<TCardTransactionsResponse> {
  const cardId = Number(card.card_id);
  const [recent, alerted] = await Promise.all([
    cardTransactionLines(db, cardId, count, false),
    cardTransactionLines(db, cardId, count, true),
  ]);
  const art = cardArtwork(card);
  return {
    transactions: groupTransactions(recent),
    alertedTransactions: groupTransactions(alerted),
    cardImage: art.image,
    displayCardProgramName: art.name,
  };
}

// --- writes ---

type WriteContext = { db: Db; effective: RequestUser; now: number };

/** Spec 002 §4.9: above 1 blocks edit details and stopping; above 2 blocks stop, PIN and restriction edits. */
function requireMigrationAtMost(effective: RequestUser, max: number) {
  if (effective.user.oneFleetMigratedStatus > max) throw forbidden(CARD_KEYS.migrationBlocked);
}

/** The role on the card's authority must hold the write's own key (issue 14: ReadCard only reads). */
async function requirePermission(db: Db, effective: RequestUser, authorityIds: string[], key: string) {
  const roleIds = [...new Set(authorityIds.map((id) => effective.reach.authorities.get(id)?.roleId ?? 0))];
  const permissions = await permissionsOfRoles(db, roleIds);
  for (const id of authorityIds) {
    const roleId = effective.reach.authorities.get(id)?.roleId ?? 0;
    if (!permissions.get(roleId)?.has(key)) throw forbidden();
  }
}

/** An authority named in a write body must be one the user reaches (403 otherwise, like the scope guard). */
function requireAuthority(effective: RequestUser, authorityId: string) {
  if (!effective.reach.authorities.has(authorityId)) throw forbidden('scope_not_allowed');
}

function auditActor(effective: RequestUser) {
  return { actor: effective.user, impersonator: effective.impersonator };
}

const UPDATE_FIELDS: Record<keyof TCardUpdateRequest, keyof typeof cards.$inferInsert> = {
  EVCharging: 'fuelAndCharge',
  EmbossName2: 'embossingLine2',
  CardTypeId: 'cardTypeId',
  SecondSortLabel: 'costCenterName',
  SubCostCentre: 'subCostCenter',
  Odometer: 'odometerRequired',
  AdditionalInfo: 'addInfoRequired',
  AustrianRoadTollInd: 'austrianRoadTax',
  TargetNeutral: 'targetNeutral',
  IvmhScheme: 'ivmhScheme',
  InternationalInd: 'internationalInd',
  Vehicle: 'vehicleRegistration',
  CardHolderName: 'cardHolderName',
};

function updateValues(request: TCardUpdateRequest): Partial<typeof cards.$inferInsert> {
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(request)) {
    if (value === undefined) continue;
    const field = UPDATE_FIELDS[name as keyof TCardUpdateRequest];
    values[field] = value === 'Y' ? true : value === 'N' ? false : value === '' ? null : value;
  }
  if (typeof request.Vehicle === 'string' && request.Vehicle)
    values.embossingLine3 = request.Vehicle.toUpperCase();
  if (typeof request.Vehicle === 'string') values.vehicleRegistration = request.Vehicle.toUpperCase() || null;
  if (typeof request.CardHolderName === 'string') values.driverName = request.CardHolderName || null;
  return values as Partial<typeof cards.$inferInsert>;
}

/** PATCH update-cards (spec 002 §4.4, §5.2). */
export async function updateCards(ctx: WriteContext, body: TUpdateCardsBody): Promise<TCardActionResponse> {
  const { db, effective, now } = ctx;
  requireAuthority(effective, body.authorityId);
  requireMigrationAtMost(effective, 1);
  await requirePermission(db, effective, [body.authorityId], PERMISSION_KEYS.editCardDetails);
  const responses = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const out: TCardActionResponse['cardResponses'] = [];
    for (const update of body.cardUpdates) {
      const card = await reachableCard(
        t,
        effective,
        update.cardId,
        resolveScope(effective.reach, { authorityIds: [body.authorityId] }),
        true,
      );
      if (isStopped(card)) throw new AppError('CONFLICT', CARD_KEYS.cardStopped);
      const values = updateValues(update.cardUpdateRequest);
      if (Object.keys(values).length === 0) throw badRequest(CARD_KEYS.noChanges);
      await t
        .update(cards)
        .set({ ...values, updatedAt: new Date(now) })
        .where(sql`${cards.cardId} = ${update.cardId}`);
      out.push({
        cardId: update.cardId,
        transStatus: true,
        cardStatusId: card.card_status_id,
        message: 'updated',
      });
    }
    return out;
  });
  return { message: 'Card details updated successfully', cardResponses: responses };
}

/** POST stop-cards (spec 002 §4.3, §5.2, §9): one conditional change per card, history and SCRQ/SCRP audit. */
export async function stopCards(ctx: WriteContext, body: TStopCardsBody): Promise<TCardActionResponse> {
  const { db, effective, now } = ctx;
  requireAuthority(effective, body.authorityId);
  requireMigrationAtMost(effective, 1);
  await requirePermission(db, effective, [body.authorityId], PERMISSION_KEYS.stopCards);
  const auditBody = (d: TStopCardsBody['stopCardsDetails'][number]) => ({
    cardId: d.cardId,
    cardStatusId: d.cardStatusId,
    prevCardStatusId: d.prevCardStatusId,
    ...(d.policeRefNumber ? { policeRefNumber: d.policeRefNumber } : {}),
  });
  try {
    return await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const out: TCardActionResponse['cardResponses'] = [];
      for (const d of body.stopCardsDetails) {
        await writeAudit(t, {
          actionCode: 'SCRQ',
          isSuccess: true,
          ...auditActor(effective),
          authorityIds: [body.authorityId],
          body: auditBody(d),
          now,
        });
        // The row lock makes a concurrent stop of the same card wait, then see the new status.
        const card = await reachableCard(
          t,
          effective,
          d.cardId,
          resolveScope(effective.reach, { authorityIds: [body.authorityId] }),
          true,
        );
        if (isStopped(card)) throw new AppError('CONFLICT', CARD_KEYS.cardStopped);
        if (card.card_status_id !== d.prevCardStatusId)
          throw new AppError('CONFLICT', CARD_KEYS.statusChanged);
        if (d.cardStatusId === REPLACEMENT_REASON_CODE && card.card_status_id === REASON_31_BLOCKED_STATUS)
          throw badRequest(CARD_KEYS.reasonNotAllowed);
        const changed = await t
          .update(cards)
          .set({ cardStatusId: d.cardStatusId, updatedAt: new Date(now) })
          .where(sql`${cards.cardId} = ${d.cardId} and ${cards.cardStatusId} = ${d.prevCardStatusId}`)
          .returning({ cardId: cards.cardId });
        if (changed.length !== 1) throw new AppError('CONFLICT', CARD_KEYS.statusChanged);
        await t.insert(cardStatusHistory).values({
          cardId: d.cardId,
          cardStatusId: d.cardStatusId,
          changedAt: new Date(now),
          changedByUserId: effective.user.id,
          policeReference: d.policeRefNumber || null,
        });
        await writeAudit(t, {
          actionCode: 'SCRP',
          isSuccess: true,
          ...auditActor(effective),
          authorityIds: [body.authorityId],
          body: auditBody(d),
          now,
        });
        out.push({ cardId: d.cardId, transStatus: true, cardStatusId: d.cardStatusId, message: 'stopped' });
      }
      return { message: 'Card stopped successfully', cardResponses: out };
    });
  } catch (error) {
    // A refused stop is still recorded: the request and a failed response, in their own transaction.
    if (error instanceof AppError && error.statusCode < 500) {
      await db.transaction(async (tx) => {
        for (const d of body.stopCardsDetails) {
          const entry = {
            ...auditActor(effective),
            authorityIds: [body.authorityId],
            body: { ...auditBody(d), messageKey: error.messageKey },
            now,
          };
          await writeAudit(tx as unknown as Db, { ...entry, actionCode: 'SCRQ', isSuccess: true });
          await writeAudit(tx as unknown as Db, { ...entry, actionCode: 'SCRP', isSuccess: false });
        }
      });
    }
    throw error;
  }
}

/** Spec 002 §4.5: the PIN can be edited only for these cards. */
export function pinEditable(card: Pick<CardRecord, 'pin_method' | 'pin_req'> & { stopped: boolean }) {
  if (card.stopped) return false;
  if (card.pin_method === 2 || card.pin_method === 3) return false;
  if (card.pin_method === 0 && card.pin_req === 4) return false;
  // Spec 002 §3.10: other methods are invalid.
  return card.pin_method === 0 || card.pin_method === 1;
}

/** PATCH updatepin (spec 002 §4.5, §5.2): the PIN goes to the card processor; the portal keeps no PIN. */
export async function updatePin(
  ctx: WriteContext,
  body: TUpdatePinBody,
  within: AuthorityScope | undefined,
): Promise<{ success: boolean; message: string }> {
  const { db, effective, now } = ctx;
  requireMigrationAtMost(effective, 2);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    for (const d of body.pinDetails) {
      const card = await reachableCard(t, effective, d.cardId, within, true);
      await requirePermission(t, effective, [card.authority_id], PERMISSION_KEYS.editCardPin);
      if (isStopped(card)) throw new AppError('CONFLICT', CARD_KEYS.cardStopped);
      if (!pinEditable({ ...card, stopped: false })) throw badRequest(CARD_KEYS.pinNotEditable);
      // An active card shows its PIN change as status 350 (Active, PIN changed).
      if (card.card_status_id === CARD_STATUS_IDS.active) {
        await t
          .update(cards)
          .set({ cardStatusId: 350, updatedAt: new Date(now) })
          .where(sql`${cards.cardId} = ${d.cardId}`);
        await t.insert(cardStatusHistory).values({
          cardId: d.cardId,
          cardStatusId: 350,
          changedAt: new Date(now),
          changedByUserId: effective.user.id,
        });
      } else {
        await t
          .update(cards)
          .set({ updatedAt: new Date(now) })
          .where(sql`${cards.cardId} = ${d.cardId}`);
      }
    }
  });
  return { success: true, message: 'PIN updated successfully' };
}

/** PUT restrictions/profile: link (or unlink) a restriction profile on cards (spec 002 §4.5, §5.2). */
export async function linkProfile(
  ctx: WriteContext,
  body: TCardRestrictionBody,
  within: AuthorityScope | undefined,
): Promise<{ successCardCount: number; successProfileCount: number }> {
  const { db, effective, now } = ctx;
  for (const d of body.cardRestrictionDetails) requireAuthority(effective, d.authorityId);
  requireMigrationAtMost(effective, 2);
  await requirePermission(
    db,
    effective,
    [...new Set(body.cardRestrictionDetails.map((d) => d.authorityId))],
    PERMISSION_KEYS.linkCardProfile,
  );
  const profiles = new Set<number>();
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    for (const d of body.cardRestrictionDetails) {
      if (d.isDelete || d.isProfileNameChanged) throw badRequest('restriction_action_unsupported');
      if (within && !within.ids.includes(d.authorityId)) throw forbidden('scope_not_allowed');
      const card = await reachableCard(
        t,
        effective,
        d.cardId,
        resolveScope(effective.reach, { authorityIds: [d.authorityId] }),
        true,
      );
      if (isStopped(card)) throw new AppError('CONFLICT', CARD_KEYS.cardStopped);
      if ((await restrictionAckFlag(t, card.authority_id)) === 'N')
        throw forbidden(CARD_KEYS.restrictionNotAllowed);
      let profileId: number | null = null;
      if (!d.isUnlink) {
        if (!d.profileId) throw badRequest(CARD_KEYS.profileNotFound);
        const profile = await profileById(t, d.profileId);
        if (!profile || profile.authority_id !== card.authority_id) throw notFound(CARD_KEYS.profileNotFound);
        profileId = profile.profile_id;
        profiles.add(profileId);
      }
      await t
        .update(cards)
        .set({ profileId, updatedAt: new Date(now) })
        .where(sql`${cards.cardId} = ${d.cardId}`);
    }
  });
  return { successCardCount: body.cardRestrictionDetails.length, successProfileCount: profiles.size };
}

/** Statuses a card may toggle between re-issue states from (spec 002 §4.2). */
const REISSUE_FROM = new Set<number>([...ACTIVE_IDS]);

/**
 * POST card-status: the re-issue toggle (spec 002 §4.2). All cards change or none; a card the rules
 * refuse answers transStatus false with the reason, which the page shows as 'pending status'.
 */
export async function setCardStatuses(
  ctx: WriteContext,
  body: TCardStatusBody,
): Promise<TCardActionResponse> {
  const { db, effective, now } = ctx;
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const refusals: TCardActionResponse['cardResponses'] = [];
    const changes: { cardId: number; to: number }[] = [];
    for (const d of body.cardStatuses) {
      const card = await reachableCard(t, effective, d.cardId, undefined, true);
      await requirePermission(t, effective, [card.authority_id], PERMISSION_KEYS.setCardReissueStatus);
      const refuse = (message: string) =>
        refusals.push({ cardId: d.cardId, transStatus: false, cardStatusId: card.card_status_id, message });
      if (!card.has_reissue_feature) refuse(CARD_KEYS.noReissueFeature);
      else if (isStopped(card)) refuse(CARD_KEYS.cardStopped);
      else if (card.card_status_id !== d.prevCardStatusId) refuse(CARD_KEYS.statusChanged);
      else if (card.card_status_id === d.setCardStatusId || !REISSUE_FROM.has(card.card_status_id))
        refuse(CARD_KEYS.statusNotAllowed);
      else changes.push({ cardId: d.cardId, to: d.setCardStatusId });
    }
    if (refusals.length > 0)
      return {
        message: refusals[0]?.message ?? CARD_KEYS.statusNotAllowed,
        cardResponses: [
          ...refusals,
          ...changes.map((c) => ({ cardId: c.cardId, transStatus: false, message: 'not changed' })),
        ],
      };
    for (const c of changes) {
      await t
        .update(cards)
        .set({ cardStatusId: c.to, updatedAt: new Date(now) })
        .where(sql`${cards.cardId} = ${c.cardId}`);
      await t.insert(cardStatusHistory).values({
        cardId: c.cardId,
        cardStatusId: c.to,
        changedAt: new Date(now),
        changedByUserId: effective.user.id,
      });
    }
    return {
      message: CARD_STATUS_UPDATED_MESSAGE,
      cardResponses: changes.map((c) => ({
        cardId: c.cardId,
        transStatus: true,
        cardStatusId: c.to,
        message: CARD_STATUS_UPDATED_MESSAGE,
      })),
    };
  });
}
