import { addMonths, DAY, type GenContext, HOUR } from '../context';
import { CARD_STATUS } from '../reference/access';
import type { CardPlan } from './cards';
import type { EvNetwork } from './ev';
import type { AuthorityPlan, Hierarchy } from './hierarchy';

export type RfidStatus = 'available' | 'na' | 'expired' | 'unknown' | 'lost' | 'stolen' | 'unavailable';

export type TokenPlan = {
  id: number;
  rfId: string;
  authority: AuthorityPlan;
  cardId: number | null;
  title: string;
  holder: string | null;
  ending: string;
  expiry: number;
  status: RfidStatus;
  enabled: boolean;
  publicNetwork: boolean;
  publishedAt: number | null;
  issuer: string | null;
  modifiedAt: number;
  /** [site id, charge point id or null for all, connector id or null for all]. */
  permissions: [string, string | null, number | null][];
  usage: number;
};

/** Spec 001 §4 badges; the EV demo customer's first authority shows each once. */
const SHOWCASE: readonly RfidStatus[] = [
  'available',
  'na',
  'expired',
  'unknown',
  'lost',
  'stolen',
  'unavailable',
];
const STATUS_WEIGHTS: readonly (readonly [RfidStatus, number])[] = [
  ['available', 80],
  ['na', 3],
  ['expired', 5],
  ['unknown', 2],
  ['lost', 3],
  ['stolen', 2],
  ['unavailable', 5],
];

/** Charging tokens: one per fuel-and-charge card of a charging authority, plus standalone tokens. */
export function planTokens(
  ctx: GenContext,
  hierarchy: Hierarchy,
  cards: CardPlan[],
  ev: EvNetwork,
): TokenPlan[] {
  const tokens: TokenPlan[] = [];
  const cardsByAuthority = new Map<string, CardPlan[]>();
  for (const card of cards) {
    if (!card.fuelAndCharge || !card.authority.charges) continue;
    const list = cardsByAuthority.get(card.authority.id) ?? [];
    list.push(card);
    cardsByAuthority.set(card.authority.id, list);
  }
  const showcase = hierarchy.named.voltaris.authorities[0];
  for (const authority of hierarchy.authorities) {
    if (!authority.charges) continue;
    const r = ctx.rng('tokens', authority.id);
    const linked = cardsByAuthority.get(authority.id) ?? [];
    const standalone = Math.round((authority.offerType === 'EV' ? 8 : 2) * authority.weight) + 2;
    const depots = ev.depotsByAuthority.get(authority.id) ?? [];
    for (let i = 0; i < linked.length + standalone; i++) {
      const card = linked[i];
      const forced = authority.id === showcase ? SHOWCASE[i] : undefined;
      let status = forced ?? r.weighted(STATUS_WEIGHTS);
      if (!forced && card?.statusId === CARD_STATUS.stolen) status = 'stolen';
      if (!forced && card?.statusId === CARD_STATUS.lost) status = 'lost';
      if (!forced && card?.statusId === CARD_STATUS.expired) status = 'expired';
      const id = 5_000_000 + tokens.length;
      const permissions: TokenPlan['permissions'] = [];
      if (depots.length && r.chance(0.8)) {
        const shape = r.weighted([
          ['all', 60],
          ['one', 25],
          ['chargePoint', 10],
          ['connector', 5],
        ]);
        const site = r.pick(depots);
        const cp = r.pick(site.chargePoints);
        if (shape === 'all') for (const depot of depots) permissions.push([depot.id, null, null]);
        else if (shape === 'one') permissions.push([site.id, null, null]);
        else if (shape === 'chargePoint') permissions.push([site.id, cp.id, null]);
        else permissions.push([site.id, cp.id, 1]);
      }
      const modifiedAt = ctx.asOf - r.int(1, 400) * DAY - r.int(1, 20) * HOUR;
      tokens.push({
        id,
        rfId: `04${r.hex(3)}${id.toString(16).padStart(6, '0')}`.toUpperCase(),
        authority,
        cardId: card?.id ?? null,
        // Titles without words of one language: the screens show them to users of all six.
        title: card ? `RFID ${card.serial}` : `EV ${String(i + 1).padStart(3, '0')}`,
        holder: card?.holderName ?? (r.chance(0.5) ? null : `Driver ${r.int(1, 99)}`),
        ending: card ? card.number.slice(-4) : r.digits(4),
        expiry: card ? card.expiry : addMonths(ctx.asOf, status === 'expired' ? -r.int(1, 12) : r.int(3, 48)),
        status,
        enabled:
          status === 'available'
            ? !r.chance(0.05)
            : status === 'na' || status === 'unknown'
              ? r.chance(0.5)
              : false,
        publicNetwork: r.chance(0.85),
        publishedAt: permissions.length ? modifiedAt : null,
        issuer: permissions.length ? authority.issuerNumber : null,
        modifiedAt,
        permissions,
        usage: Math.exp(r.normal(0, 0.7)),
      });
    }
  }
  return tokens;
}
