import type { GenContext } from '../context';
import { SITE_NAME_PREFIX, SITE_TYPES } from '../reference/catalogue';
import { COUNTRIES, type CountryRef } from '../reference/geo';

export type RegionPlan = { areaId: number; countryId: number; name: string };

export type SitePlan = {
  id: number;
  name: string;
  typeId: number;
  groupId: number;
  country: CountryRef;
  areaId: number;
  addressLine1: string;
  town: string;
  postCode: string;
  phone: string | null;
  lat: number | null;
  lng: number | null;
  fepIds: string[];
};

export type SiteCatalogue = {
  regions: RegionPlan[];
  sites: SitePlan[];
  byCountry: Map<string, SitePlan[]>;
};

/** Six decimals, so coordinates print the same everywhere. */
export const coordinate = (value: number) => Math.round(value * 1e6) / 1e6;

/** Regions from the towns of each country; retail sites spread around those towns. */
export function planSites(ctx: GenContext): SiteCatalogue {
  const regions: RegionPlan[] = [];
  const areaOf = new Map<string, number>();
  for (const country of COUNTRIES) {
    const names = [...new Set(country.towns.map((t) => t[1]))];
    names.forEach((name, i) => {
      const areaId = country.id * 100 + i + 1;
      regions.push({ areaId, countryId: country.id, name });
      areaOf.set(`${country.code}:${name}`, areaId);
    });
  }

  const typeWeights = SITE_TYPES.map((t) => [t, t[4]] as const);
  const sites: SitePlan[] = [];
  const byCountry = new Map<string, SitePlan[]>();
  for (const country of COUNTRIES) {
    const rng = ctx.rng('sites', country.code);
    const list: SitePlan[] = [];
    for (let i = 0; i < ctx.preset.sitesPerCountry; i++) {
      // The first sites of a country cover every site type once.
      const type =
        i < SITE_TYPES.length ? (SITE_TYPES[i] as (typeof SITE_TYPES)[number]) : rng.weighted(typeWeights);
      const town = rng.pick(country.towns);
      const street = rng.pick(country.streets);
      const hasCoordinates = i !== SITE_TYPES.length && !rng.chance(0.015);
      const site: SitePlan = {
        id: 100_000 + sites.length,
        name: `${rng.pick(SITE_NAME_PREFIX[type[3]] ?? ['Station'])} ${town[0]} ${street.split(' ').pop()}`,
        typeId: type[0],
        groupId: type[3],
        country,
        areaId: areaOf.get(`${country.code}:${town[1]}`) as number,
        addressLine1: `${street} ${rng.int(1, 250)}`,
        town: town[0],
        postCode: country.postCode(rng),
        phone: rng.chance(0.8) ? `${country.isdCode} ${rng.digits(9)}` : null,
        lat: hasCoordinates ? coordinate(town[2] + rng.normal(0, 0.08)) : null,
        lng: hasCoordinates ? coordinate(town[3] + rng.normal(0, 0.12)) : null,
        fepIds: Array.from({ length: rng.int(1, 4) }, () => rng.digits(8)),
      };
      sites.push(site);
      list.push(site);
    }
    byCountry.set(country.code, list);
  }
  return { regions, sites, byCountry };
}
