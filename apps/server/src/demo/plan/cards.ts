import { addMonths, DAY, type GenContext, HOUR } from '../context';
import type { Rng } from '../random';
import { CARD_STATUSES, CARD_STATUS as S } from '../reference/access';
import { FIRST_NAMES, LAST_NAMES, toEmbossing } from '../reference/people';
import type { AuthorityPlan, Hierarchy } from './hierarchy';
import type { SiteCatalogue } from './sites';

export type CardPlan = {
  id: number;
  authority: AuthorityPlan;
  number: string;
  serial: string;
  statusId: number;
  typeId: number;
  pinMethod: number;
  pinReq: number;
  profileId: number | null;
  expiry: number;
  holderName: string | null;
  vrn: string | null;
  driverName: string | null;
  embossing: [string, string | null, string | null];
  international: boolean;
  fuelAndCharge: boolean;
  gasoleo: boolean;
  costCenter: string | null;
  subCostCenter: string | null;
  odometerRequired: boolean;
  addInfoRequired: boolean;
  austrianRoadTax: boolean;
  targetNeutral: boolean;
  hasReissue: boolean;
  bpMe: boolean;
  provisioned: boolean;
  mobileLastUsedAt: number | null;
  replaceOrderedOn: number | null;
  replacesCardId: number | null;
  createdAt: number;
  /** Transactions happen between these instants. */
  activeFrom: number;
  activeUntil: number;
  /** [status id, since] in time order; the last one is the current status. */
  history: [number, number][];
  usage: number;
  odometerBase: number;
  favouriteSites: number[];
  /** Plates entered at the pump when the card names no vehicle. */
  plates: string[];
  lastTransactionAt: number | null;
};

const TERMINAL = new Set<number>([
  S.stolen,
  S.lost,
  S.damaged,
  S.blocked,
  S.cancelled,
  S.destroyed,
  S.expired,
  S.closed,
]);
const STATUS_WEIGHTS: readonly (readonly [number, number])[] = [
  [S.active, 62],
  [S.pinChanged, 3],
  [S.replacementIssued, 3],
  [S.reissued, 4],
  [S.awaitingReissue, 3],
  [S.notForReissue, 3],
  [S.replacementOrdered, 1],
  [S.temporarilyBlocked, 1],
  [S.ordered, 2],
  [S.stolen, 1.5],
  [S.lost, 2],
  [S.damaged, 1.5],
  [S.blocked, 1.5],
  [S.cancelled, 1.5],
  [S.destroyed, 1],
  [S.expired, 6],
  [S.closed, 3],
];

export function luhn(digits: string): string {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return digits + String((10 - (sum % 10)) % 10);
}

/** Cards of every authority; the customer admin's first authority shows every status (spec 002 §4.1). */
export function planCards(ctx: GenContext, hierarchy: Hierarchy, catalogue: SiteCatalogue): CardPlan[] {
  const cards: CardPlan[] = [];
  const totalWeight = hierarchy.authorities.reduce((sum, a) => sum + a.weight, 0);
  const showcase = hierarchy.named.northwind.authorities[0];
  for (const authority of hierarchy.authorities) {
    const r = ctx.rng('cards', authority.id);
    const minimum = authority.id === showcase ? CARD_STATUSES.length + 8 : 4;
    const count = Math.max(minimum, Math.round((ctx.preset.cards * authority.weight) / totalWeight));
    const plates = Array.from({ length: 12 }, () => authority.country.plate(r));
    const siteIds = (catalogue.byCountry.get(authority.country.code) ?? []).map((s) => s.id);
    let serial = 0;
    for (let i = 0; i < count; i++) {
      const forced =
        authority.id === showcase && i < CARD_STATUSES.length ? CARD_STATUSES[i]?.[0] : undefined;
      const status = forced ?? r.weighted(STATUS_WEIGHTS);
      const card = makeCard(ctx, r, {
        authority,
        index: cards.length,
        serial: ++serial,
        status,
        plates,
        siteIds,
      });
      // Every card type and PIN method, including an invalid one, on the showcase's first cards.
      if (forced !== undefined && i < 5) {
        card.typeId = i + 1;
        card.pinMethod = [0, 1, 2, 3, 9][i] as number;
      }
      cards.push(card);
      const stopped = status === S.stolen || status === S.lost || status === S.damaged;
      if (stopped && (forced !== undefined || r.chance(0.5))) {
        const stoppedAt = card.history[card.history.length - 1]?.[1] ?? ctx.asOf;
        card.replaceOrderedOn = stoppedAt + r.int(2, 20) * HOUR;
        const replacement = makeCard(ctx, r, {
          authority,
          index: cards.length,
          serial: ++serial,
          status: S.active,
          plates,
          siteIds,
          createdAt: card.replaceOrderedOn,
          like: card,
        });
        replacement.replacesCardId = card.id;
        cards.push(replacement);
      }
    }
  }
  return cards;
}

type CardInput = {
  authority: AuthorityPlan;
  index: number;
  serial: number;
  status: number;
  /** Plates of the authority's fleet. */
  plates: string[];
  /** Retail sites of the authority's country. */
  siteIds: number[];
  createdAt?: number;
  /** The card a replacement copies its vehicle and driver from. */
  like?: CardPlan;
};

function makeCard(ctx: GenContext, r: Rng, input: CardInput): CardPlan {
  const { asOf } = ctx;
  const { authority, index, serial, status, plates, siteIds } = input;
  const createdAt =
    input.createdAt ??
    (status === S.ordered
      ? asOf - r.int(1, 10) * DAY
      : r.chance(0.7)
        ? ctx.windowStart - r.int(10, 1_100) * DAY
        : ctx.windowStart + Math.floor(r.float() * (asOf - 40 * DAY - ctx.windowStart)));
  const at = createdAt - (createdAt % HOUR) + r.int(0, 59) * 60_000;
  const activeFrom = status === S.ordered ? asOf : at + r.int(2, 8) * DAY;
  const history: [number, number][] = [[S.ordered, at]];
  if (status !== S.ordered) history.push([S.active, activeFrom]);
  let activeUntil = asOf;
  let expiry = addMonths(asOf, r.int(3, 36));
  if (status !== S.ordered && status !== S.active) {
    const recent =
      status === S.temporarilyBlocked ||
      status === S.replacementOrdered ||
      status === S.awaitingReissue ||
      status === S.notForReissue;
    const from = recent ? Math.max(activeFrom + DAY, asOf - 60 * DAY) : activeFrom + 20 * DAY;
    const changedAt = Math.min(asOf - HOUR, from + Math.floor(r.float() * Math.max(DAY, asOf - DAY - from)));
    history.push([status, changedAt]);
    if (TERMINAL.has(status) || status === S.temporarilyBlocked) activeUntil = changedAt;
    if (status === S.expired) expiry = changedAt;
    else if (TERMINAL.has(status)) expiry = addMonths(changedAt, r.int(1, 30));
    if (status === S.awaitingReissue || status === S.notForReissue) expiry = addMonths(asOf, r.int(1, 2));
    if (status === S.reissued) expiry = addMonths(asOf, r.int(30, 36));
  }

  const like = input.like;
  const typeId = like?.typeId ?? r.pick(authority.cardTypeIds);
  const vrn = like
    ? like.vrn
    : [3, 4, 5].includes(typeId) || (typeId === 1 && r.chance(0.3))
      ? r.pick(plates)
      : null;
  const driverName = like
    ? like.driverName
    : [2, 4].includes(typeId) || (typeId === 1 && authority.sendToAddress === 2)
      ? toEmbossing(`${r.pick(FIRST_NAMES)} ${r.pick(LAST_NAMES)}`, 14)
      : null;
  const gasoleo = authority.country.code === 'ES' && r.chance(0.15);
  const bpMe = r.chance(0.2);
  const provisioned = bpMe && r.chance(0.7);
  const authorityDigits = authority.id.replace(/\D/g, '').padStart(7, '0');
  return {
    id: 1_000_000 + index,
    authority,
    number: luhn(
      `7077${String(authority.country.id).padStart(2, '0')}${authorityDigits}${String(serial).padStart(5, '0')}`,
    ),
    serial: String(serial).padStart(6, '0'),
    statusId: status,
    typeId,
    pinMethod: r.chance(0.005)
      ? 9
      : [2, 3].includes(authority.pinDerivation)
        ? authority.pinDerivation
        : authority.pinDerivation === 0 && r.chance(0.5)
          ? 0
          : 1,
    pinReq: typeId === 5 ? 4 : authority.pinReq,
    profileId: null,
    expiry,
    holderName: driverName ?? (vrn ? `VEHICLE ${vrn}` : toEmbossing(authority.customer.name, 27)),
    vrn,
    driverName,
    embossing: [
      toEmbossing(authority.customer.name, 27),
      gasoleo ? 'GASOLEO PROFESIONAL' : toEmbossing(authority.town[0], 27),
      vrn ?? driverName,
    ],
    international: like?.international ?? r.chance(0.35),
    fuelAndCharge: authority.offerType === 'EV' || (authority.charges ? r.chance(0.5) : r.chance(0.05)),
    gasoleo,
    costCenter: r.chance(0.4) ? `CC${r.digits(4)}` : null,
    subCostCenter: r.chance(0.2) ? `SUB${r.digits(3)}` : null,
    odometerRequired: r.chance(0.3),
    addInfoRequired: r.chance(0.1),
    austrianRoadTax: authority.country.code === 'AT' && r.chance(0.5),
    targetNeutral: r.chance(0.1),
    hasReissue: r.chance(0.9),
    bpMe,
    provisioned,
    mobileLastUsedAt: provisioned ? asOf - r.int(0, 90) * DAY - r.int(1, 20) * HOUR : null,
    replaceOrderedOn: null,
    replacesCardId: null,
    createdAt: at,
    activeFrom,
    activeUntil,
    history,
    usage: Math.exp(r.normal(0, 0.8)),
    odometerBase: r.int(10_000, 300_000),
    favouriteSites: siteIds.length ? r.sample(siteIds, 3) : [],
    plates,
    lastTransactionAt: null,
  };
}
