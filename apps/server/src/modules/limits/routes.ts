import { LIMITS_ENDPOINTS as E } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock';
import { route } from '../../platform/route';
import { resolveScope } from '../../platform/scope';
import { accountLimitsScope, listAccountLimits, saveAccountLimit } from './account-limits';
import { listOverrides, setOverride } from './overrides';

/** Overrides and account spending limits (spec 002 §2.9, §4.11, §7). */
export async function limitsRoutes(app: FastifyInstance, { clock }: { clock: Clock }) {
  const db = app.database.db;

  route(app, E.overrides, async (request, _reply, ctx) => {
    const { AuthorityIds, ...scope } = request.query;
    const query = AuthorityIds?.length ? { ...scope, authorityIds: AuthorityIds } : scope;
    return listOverrides(db, resolveScope(ctx.reach, query), clock.now());
  });

  route(app, E.setOverride, async (request, _reply, ctx) =>
    setOverride({ db, effective: ctx, now: clock.now() }, request.body),
  );

  route(app, E.accountLimits, async (request, _reply, ctx) =>
    listAccountLimits(db, accountLimitsScope(ctx.reach, request.query), request.query),
  );

  route(app, E.saveAccountLimit, async (request, _reply, ctx) =>
    saveAccountLimit({ db, effective: ctx, now: clock.now() }, request.query, request.body),
  );
}
