import { RESTRICTIONS_ENDPOINTS as E } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock';
import { route } from '../../platform/route';
import { reachScope, resolveScope } from '../../platform/scope';
import { countries, productsFor, siteGroupList, sitesAndRegions } from './catalogue';
import { saveRestrictions } from './save';
import { listBaseProfiles, listProfiles, profileStats, restrictionDetails } from './service';

/**
 * Routes of the restriction profiles and their catalogues (spec 002 §2.5-§2.8, §7). Rename, unlink,
 * delete and set base profile share PUT restrictions/profile with the card link (cards/routes.ts).
 */
export async function restrictionsRoutes(app: FastifyInstance, { clock }: { clock: Clock }) {
  const db = app.database.db;

  route(app, E.profiles, async (request, _reply, ctx) =>
    listProfiles(db, resolveScope(ctx.reach, request.query), request.query),
  );

  route(app, E.baseProfiles, async (request, _reply, ctx) =>
    listBaseProfiles(db, resolveScope(ctx.reach, request.query), request.query),
  );

  route(app, E.details, async (request, _reply, ctx) =>
    restrictionDetails(db, reachScope(ctx.reach), request.params.profileId),
  );

  route(app, E.save, async (request, _reply, ctx) =>
    saveRestrictions({ db, effective: ctx, now: clock.now() }, request.body.restrictionDetail, request.query),
  );

  route(app, E.stats, async (request, _reply, ctx) => {
    const { AuthorityIds, ...scope } = request.query;
    const query = AuthorityIds?.length ? { ...scope, authorityIds: AuthorityIds } : scope;
    return profileStats(db, resolveScope(ctx.reach, query));
  });

  route(app, E.products, async (request, _reply, ctx) => {
    resolveScope(ctx.reach, request.query);
    return productsFor(db, request.query.serviceCode);
  });

  route(app, E.countries, async () => countries(db));

  route(app, E.sites, async (request) => sitesAndRegions(db, request.query));

  route(app, E.siteGroups, async (request) => siteGroupList(db, request.params.id));
}
