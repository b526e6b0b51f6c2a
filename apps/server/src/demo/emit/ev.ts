import * as db from '../../db/schema';
import { DAY, type GenContext, iso, isoDate, startOfWeek } from '../context';
import type { EvNetwork } from '../plan/ev';
import type { TokenPlan } from '../plan/tokens';
import { EV_PRICE_COUNTRIES, EV_PRICE_PRODUCTS } from '../reference/catalogue';
import { type CopySpec, spec } from './copy-spec';

/** Depots and public sites with opening hours, charge points, EVSEs and connectors (spec 001 §3). */
export function evNetworkSpecs(ev: EvNetwork): CopySpec[] {
  const s = db.evSites;
  const cp = db.chargePoints;
  const c = db.connectors;
  const chargePoints = ev.sites.flatMap((site) => site.chargePoints.map((point) => ({ site, point })));
  return [
    spec(
      s,
      [
        s.siteId,
        s.kind,
        s.authorityId,
        s.siteName,
        s.siteAlias,
        s.siteAliasLastUpdate,
        s.siteAddress,
        s.sitePostCode,
        s.siteCity,
        s.siteCountry,
        s.latitude,
        s.longitude,
      ],
      ev.sites.map((x) => [
        x.id,
        x.kind,
        x.authority?.id ?? null,
        x.name,
        x.alias,
        x.aliasUpdatedAt ? iso(x.aliasUpdatedAt) : null,
        x.address,
        x.postCode,
        x.city,
        x.country.code,
        x.lat,
        x.lng,
      ]),
    ),
    spec(
      db.evSiteOpeningHours,
      [
        db.evSiteOpeningHours.siteId,
        db.evSiteOpeningHours.weekDay,
        db.evSiteOpeningHours.periodBegin,
        db.evSiteOpeningHours.periodEnd,
      ],
      ev.sites.flatMap((x) => x.hours.map(([day, begin, end]) => [x.id, day, begin, end])),
    ),
    spec(
      cp,
      [
        cp.chargePointId,
        cp.siteId,
        cp.chargePointName,
        cp.chargePointStatus,
        cp.latitude,
        cp.longitude,
        cp.totalVehiclesAllowed,
      ],
      chargePoints.map(({ site, point }) => [
        point.id,
        site.id,
        point.name,
        point.status,
        point.lat,
        point.lng,
        point.totalVehicles,
      ]),
    ),
    spec(
      db.evses,
      [db.evses.evseId, db.evses.chargePointId, db.evses.lastUpdated],
      chargePoints.flatMap(({ point }) => point.evses.map((e) => [e.id, point.id, iso(point.lastUpdated)])),
    ),
    spec(
      c,
      [c.evseId, c.connectorId, c.standard, c.status, c.powerW, c.lastUpdated],
      chargePoints.flatMap(({ point }) =>
        point.evses.flatMap((e) =>
          e.connectors.map((x) => [e.id, x.id, x.standard, x.status, x.powerW, iso(point.lastUpdated)]),
        ),
      ),
    ),
  ];
}

/** RFID tokens and the depots each may use (spec 001 §3 RFID card, §7 restrictions/save). */
export function tokenSpecs(tokens: TokenPlan[]): CopySpec[] {
  const t = db.rfidTokens;
  const p = db.depotPermissions;
  return [
    spec(
      t,
      [
        t.tokenId,
        t.rfId,
        t.authorityId,
        t.cardId,
        t.cardTitle,
        t.cardHolderName,
        t.cardNumberEnding,
        t.expiryDateEmbossed,
        t.cardStatus,
        t.cardEnabled,
        t.canUsePublicNetwork,
        t.permissionsPublishedAt,
        t.permissionsIssuer,
        t.modifiedAt,
      ],
      tokens.map((x) => [
        x.id,
        x.rfId,
        x.authority.id,
        x.cardId,
        x.title,
        x.holder,
        x.ending,
        isoDate(x.expiry),
        x.status,
        x.enabled,
        x.publicNetwork,
        x.publishedAt ? iso(x.publishedAt) : null,
        x.issuer,
        iso(x.modifiedAt),
      ]),
    ),
    spec(
      p,
      [p.id, p.tokenId, p.siteId, p.chargePointId, p.connectorId],
      (function* () {
        let id = 0;
        for (const x of tokens)
          for (const [site, point, connector] of x.permissions) yield [++id, x.id, site, point, connector];
      })(),
    ),
  ];
}

/** A week of EV prices per country for the last 8 weeks (spec 001 §3 evpricelistdata, §9). */
export function evPriceSpec(ctx: GenContext): CopySpec {
  const e = db.evPrices;
  const thisWeek = startOfWeek(ctx.asOf);
  return spec(
    e,
    [e.countryCode, e.weekStart, e.productName, e.priceType, e.priceMilli, e.currency, e.unit, e.sortOrder],
    EV_PRICE_COUNTRIES.flatMap(([country, currency, base]) => {
      const r = ctx.rng('ev-prices', country);
      return Array.from({ length: 8 }, (_, w) => thisWeek - (7 - w) * 7 * DAY).flatMap((week) => {
        const drift = 0.97 + r.float() * 0.06;
        return EV_PRICE_PRODUCTS.map(([name, factor], i) => [
          country,
          isoDate(week),
          name,
          `${country}-EV`,
          Math.round(base * factor * drift),
          currency,
          'kWh',
          i + 1,
        ]);
      });
    }),
  );
}
