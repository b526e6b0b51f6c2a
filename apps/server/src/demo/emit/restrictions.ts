import * as db from '../../db/schema';
import { DAY, type GenContext, HOUR, iso, isoDate } from '../context';
import type { Hierarchy } from '../plan/hierarchy';
import { type Restrictions, violationFlags } from '../plan/restrictions';
import type { Users } from '../plan/users';
import { EUR_RATES } from '../reference/geo';
import { actorFor } from './cards';
import { type CopySpec, spec } from './copy-spec';

/** Restriction profiles, base profiles, overrides and account spending limits (spec 002 §3.11, §3.12). */
export function restrictionSpecs(
  ctx: GenContext,
  h: Hierarchy,
  restrictions: Restrictions,
  users: Users,
): CopySpec[] {
  const p = db.restrictionProfiles;
  const o = db.restrictionOverrides;
  const l = db.accountSpendingLimits;
  const showcase = h.named.northwind.authorities;
  return [
    spec(
      p,
      [
        p.profileId,
        p.profileName,
        p.authorityId,
        p.customerId,
        p.parentId,
        p.serviceCode,
        p.profileLevel,
        p.isReadOnly,
        p.baseProfileId,
        p.currency,
        p.distanceUnit,
        p.spendingLimit,
        p.productsAndServices,
        p.siteLocations,
        p.dayTime,
        p.odometerAndDistance,
        p.createdAt,
        p.updatedAt,
        p.createdByUserName,
        p.updatedByUserName,
      ],
      restrictions.profiles.map((x) => [
        x.id,
        x.name,
        x.authority.id,
        x.authority.customer.id,
        x.authority.parentId,
        x.authority.serviceCode,
        'A',
        x.isReadOnly,
        x.baseProfileId,
        x.authority.currency,
        'KMS',
        x.spending,
        x.products,
        x.sites,
        x.dayTime,
        x.odometer,
        iso(x.createdAt),
        iso(x.updatedAt),
        x.createdBy,
        x.updatedBy,
      ]),
    ),
    spec(
      db.baseProfiles,
      [
        db.baseProfiles.authorityId,
        db.baseProfiles.profileId,
        db.baseProfiles.setAt,
        db.baseProfiles.setByUserId,
      ],
      restrictions.baseProfiles.map(([authorityId, profileId], i) => [
        authorityId,
        profileId,
        iso(ctx.asOf - (30 + i) * DAY),
        actorFor(users, authorityId, i),
      ]),
    ),
    spec(
      o,
      [
        o.overrideId,
        o.authorityId,
        o.customerId,
        o.parentId,
        o.acceptViolation,
        o.alertViolation,
        o.startsAt,
        o.endTime,
        o.createdByUserId,
      ],
      (function* () {
        let id = 0;
        for (const a of h.authorities) {
          const r = ctx.rng('overrides', a.id);
          const past = a.id === showcase[0] ? 3 : r.chance(0.12) ? r.int(1, 3) : 0;
          for (let i = 0; i < past; i++) {
            const start = ctx.asOf - r.int(2, 300) * DAY + r.int(6, 18) * HOUR;
            const accept = { accept: true, alert: r.chance(0.7) };
            yield [
              ++id,
              a.id,
              a.customer.id,
              a.parentId,
              accept.accept,
              accept.alert,
              iso(start),
              iso(start + r.int(1, 3) * HOUR),
              actorFor(users, a.id, i),
            ];
          }
          // An override still running on the as-of day, so the banner and countdown show (spec 002 §4.11).
          if (a.id === showcase[0] || r.chance(0.03)) {
            yield [
              ++id,
              a.id,
              a.customer.id,
              a.parentId,
              true,
              true,
              iso(ctx.asOf - HOUR),
              iso(ctx.asOf + DAY - 60_000),
              actorFor(users, a.id, 9),
            ];
          }
        }
      })(),
    ),
    spec(
      l,
      [
        l.authorityId,
        l.customerId,
        l.parentId,
        l.currency,
        l.dailySpendLimit,
        l.weeklySpendLimit,
        l.monthlySpendLimit,
        l.rollingDays,
        l.rollingSpendLimit,
        l.acceptViolation,
        l.alertViolation,
        l.updatedAt,
        l.updatedByUserId,
      ],
      (function* () {
        for (const a of h.authorities) {
          const r = ctx.rng('limits', a.id);
          const fixed = showcase.indexOf(a.id);
          if (fixed < 0 && r.chance(0.3)) continue;
          const option = (fixed >= 0 && fixed < 3 ? fixed + 1 : r.int(1, 3)) as 1 | 2 | 3;
          const { accept, alert } = violationFlags(option);
          const rate = EUR_RATES[a.currency] ?? 1;
          const daily = r.chance(0.8) ? Math.round(r.int(5, 40) * 100_000 * rate) : null;
          const weekly = daily && r.chance(0.8) ? daily * r.int(4, 6) : null;
          const monthly = r.chance(0.9) ? (weekly ?? daily ?? 500_000) * 4 : null;
          const rolling = r.chance(0.4) ? r.int(2, 30) : null;
          yield [
            a.id,
            a.customer.id,
            a.parentId,
            a.currency,
            daily,
            weekly,
            monthly,
            rolling,
            rolling ? (daily ?? 500_000) * rolling : null,
            accept,
            alert,
            iso(ctx.asOf - r.int(5, 400) * DAY),
            actorFor(users, a.id, 0),
          ];
        }
      })(),
    ),
  ];
}

/** Price-list spreadsheets per authority (spec 001 §3); the bytes belong to the object store. */
export function pricelistSpec(ctx: GenContext, h: Hierarchy, users: Users): CopySpec {
  const f = db.pricelistFiles;
  return spec(
    f,
    [
      f.objectKey,
      f.authorityId,
      f.fileName,
      f.contentType,
      f.sizeBytes,
      f.etag,
      f.lastModified,
      f.uploadedByUserId,
    ],
    (function* () {
      for (const a of h.authorities) {
        if (!a.letter) continue;
        const r = ctx.rng('pricelists', a.id);
        const featured = h.named.northwind.authorities.slice(0, 3).includes(a.id);
        const count = featured ? 3 : r.chance(0.3) ? r.int(1, 3) : 0;
        for (let i = 0; i < count; i++) {
          const modified = ctx.asOf - (i * 30 + r.int(1, 25)) * DAY - r.int(1, 10) * HOUR;
          // xlsx only: the bytes are made with exceljs on first read (pricelists/demo-file.ts).
          const name = `Pricelist_${a.country.code}_${isoDate(modified)}.xlsx`;
          yield [
            `pricelists/${a.id}/${name}`,
            a.id,
            name,
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            r.int(6_000, 9_000),
            `"${r.hex(16)}"`,
            iso(modified),
            actorFor(users, a.id, i),
          ];
        }
      }
    })(),
  );
}
