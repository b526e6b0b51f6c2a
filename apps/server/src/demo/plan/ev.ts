import { DAY, type GenContext, HOUR } from '../context';
import type { Rng } from '../random';
import { COUNTRIES, type CountryRef } from '../reference/geo';
import type { AuthorityPlan, Hierarchy } from './hierarchy';
import { coordinate } from './sites';

export type ConnectorPlan = { id: number; standard: string; status: ConnectorStatus; powerW: number };
export type EvsePlan = { id: string; connectors: ConnectorPlan[] };
export type ChargePointPlan = {
  id: string;
  name: string;
  status: ChargePointStatus;
  lat: number;
  lng: number;
  totalVehicles: number;
  lastUpdated: number;
  evses: EvsePlan[];
};
export type EvSitePlan = {
  id: string;
  kind: 'depot' | 'public';
  authority: AuthorityPlan | null;
  name: string;
  alias: string | null;
  aliasUpdatedAt: number | null;
  address: string;
  postCode: string;
  city: string;
  country: CountryRef;
  lat: number;
  lng: number;
  hours: [day: number, begin: string, end: string][];
  chargePoints: ChargePointPlan[];
};

type ConnectorStatus =
  | 'AVAILABLE'
  | 'CHARGING'
  | 'RESERVED'
  | 'BLOCKED'
  | 'INOPERATIVE'
  | 'OUTOFORDER'
  | 'UNKNOWN';
type ChargePointStatus =
  | 'AVAILABLE'
  | 'CHARGING'
  | 'PLANNED'
  | 'RESERVED'
  | 'UNKNOWN'
  | 'PARTIALLY_AVAILABLE'
  | 'BLOCKED'
  | 'INOPERATIVE'
  | 'OUTOFORDER';

/** Every charge point status once, on the first depot of the EV demo customer (spec 001 §4). */
const SHOWCASE: readonly ChargePointStatus[] = [
  'AVAILABLE',
  'CHARGING',
  'PLANNED',
  'RESERVED',
  'UNKNOWN',
  'PARTIALLY_AVAILABLE',
  'BLOCKED',
  'INOPERATIVE',
  'OUTOFORDER',
];
const STATUS_WEIGHTS: readonly (readonly [ChargePointStatus, number])[] = [
  ['AVAILABLE', 55],
  ['CHARGING', 20],
  ['PARTIALLY_AVAILABLE', 8],
  ['RESERVED', 4],
  ['UNKNOWN', 3],
  ['PLANNED', 2],
  ['BLOCKED', 2],
  ['INOPERATIVE', 3],
  ['OUTOFORDER', 3],
];
/** [standard, power W] setups of one EVSE. */
type Setup = readonly [standard: string, powerW: number];
const AC: readonly Setup[] = [
  ['IEC_62196_T2', 11_000],
  ['IEC_62196_T2', 22_000],
  ['IEC_62196_T2', 7_400],
  ['DOMESTIC_F', 3_700],
];
const DC: readonly Setup[] = [
  ['IEC_62196_T2_COMBO', 50_000],
  ['IEC_62196_T2_COMBO', 150_000],
  ['IEC_62196_T2_COMBO', 350_000],
  ['CHADEMO', 50_000],
];
const ALIASES = ['Main yard', 'North gate', 'Workshop bays', 'Van park', 'Truck lane', 'Visitor bays'];

export type EvNetwork = {
  sites: EvSitePlan[];
  depotsByAuthority: Map<string, EvSitePlan[]>;
  publicByCountry: Map<string, EvSitePlan[]>;
  publicSites: EvSitePlan[];
};

export function planEvNetwork(ctx: GenContext, hierarchy: Hierarchy): EvNetwork {
  const sites: EvSitePlan[] = [];
  const depotsByAuthority = new Map<string, EvSitePlan[]>();
  const showcase = hierarchy.named.voltaris.authorities[0];
  let cpSeq = 0;
  const build = (
    r: Rng,
    site: Omit<EvSitePlan, 'chargePoints'>,
    count: number,
    forced?: readonly ChargePointStatus[],
  ) => {
    const plan: EvSitePlan = { ...site, chargePoints: [] };
    const dc = site.kind === 'public' ? r.chance(0.5) : r.chance(0.2);
    for (let i = 0; i < count; i++) {
      const status = forced?.[i] ?? r.weighted(STATUS_WEIGHTS);
      const seq = ++cpSeq;
      const evseCount = status === 'PARTIALLY_AVAILABLE' || forced ? 2 : r.int(1, 2);
      const setups = dc ? DC : AC;
      const evses: EvsePlan[] = Array.from({ length: evseCount }, (_, e) => {
        const [standard, powerW] = r.pick(setups);
        return {
          id: `${site.country.code}*CVF*E${String(seq).padStart(7, '0')}*${e + 1}`,
          connectors: [{ id: 1, standard, powerW, status: connectorStatus(status, e, r) }],
        };
      });
      plan.chargePoints.push({
        id: `CP${String(seq).padStart(7, '0')}`,
        // No words of one language: the name shows on the screens of all six ('CP' as on the charger).
        name: `CP ${String(i + 1).padStart(2, '0')}`,
        status,
        lat: coordinate(site.lat + r.normal(0, 0.0004)),
        lng: coordinate(site.lng + r.normal(0, 0.0006)),
        totalVehicles: evseCount,
        lastUpdated: ctx.asOf - r.int(1, 600) * 60_000,
        evses,
      });
    }
    sites.push(plan);
    return plan;
  };

  for (const authority of hierarchy.authorities) {
    if (!authority.hasDepots) continue;
    const r = ctx.rng('depots', authority.id);
    const count = authority.offerType === 'EV' ? r.int(2, 3) : r.int(1, 2);
    const list: EvSitePlan[] = [];
    const usedAliases = new Set<string>();
    for (let d = 0; d < count; d++) {
      const isShowcase = authority.id === showcase && d === 0;
      const alias = r.chance(0.4) ? r.pick(ALIASES) : null;
      const uniqueAlias = alias && !usedAliases.has(alias) ? alias : null;
      if (uniqueAlias) usedAliases.add(uniqueAlias);
      const base = place(r, authority.country, authority.town[0]);
      list.push(
        build(
          r,
          {
            id: `DEP${String(sites.length + 1).padStart(6, '0')}`,
            kind: 'depot',
            authority,
            name: `${authority.name} depot ${d + 1}`,
            alias: uniqueAlias,
            aliasUpdatedAt: uniqueAlias ? ctx.asOf - r.int(1, 300) * DAY - r.int(1, 10) * HOUR : null,
            ...base,
            hours: r.chance(0.7) ? allDay() : businessHours(),
          },
          isShowcase ? SHOWCASE.length : r.int(2, 8),
          isShowcase ? SHOWCASE : undefined,
        ),
      );
    }
    depotsByAuthority.set(authority.id, list);
  }

  const publicSites: EvSitePlan[] = [];
  const publicByCountry = new Map<string, EvSitePlan[]>();
  const r = ctx.rng('public-charging');
  for (let i = 0; i < ctx.preset.publicChargingSites; i++) {
    const country = COUNTRIES[i % COUNTRIES.length] as CountryRef;
    const town = r.pick(country.towns);
    const site = build(
      r,
      {
        id: `PUB${String(i + 1).padStart(6, '0')}`,
        kind: 'public',
        authority: null,
        name: `${r.pick(['Corvane Charge', 'Tessaly Charge', 'Roadside Charge'])} ${town[0]}`,
        alias: null,
        aliasUpdatedAt: null,
        ...place(r, country, town[0]),
        hours: allDay(),
      },
      r.int(1, 6),
    );
    publicSites.push(site);
    publicByCountry.set(country.code, [...(publicByCountry.get(country.code) ?? []), site]);
  }
  return { sites, depotsByAuthority, publicByCountry, publicSites };
}

function connectorStatus(status: ChargePointStatus, evse: number, r: Rng): ConnectorStatus {
  switch (status) {
    case 'AVAILABLE':
      return 'AVAILABLE';
    case 'CHARGING':
    case 'RESERVED':
      return evse === 0 ? status : r.chance(0.5) ? 'AVAILABLE' : status;
    case 'PARTIALLY_AVAILABLE':
      return evse === 0 ? 'AVAILABLE' : 'OUTOFORDER';
    case 'PLANNED':
    case 'UNKNOWN':
      return 'UNKNOWN';
    default:
      return status;
  }
}

function place(r: Rng, country: CountryRef, townName: string) {
  const town =
    country.towns.find((t) => t[0] === townName) ?? (country.towns[0] as CountryRef['towns'][number]);
  return {
    address: `${r.pick(country.streets)} ${r.int(1, 200)}`,
    postCode: country.postCode(r),
    city: town[0],
    country,
    lat: coordinate(town[2] + r.normal(0, 0.05)),
    lng: coordinate(town[3] + r.normal(0, 0.07)),
  };
}

const allDay = (): [number, string, string][] => [1, 2, 3, 4, 5, 6, 7].map((d) => [d, '00:00', '23:59']);
const businessHours = (): [number, string, string][] => [
  ...[1, 2, 3, 4, 5].map((d): [number, string, string] => [d, '06:00', '20:00']),
  [6, '08:00', '14:00'],
];
