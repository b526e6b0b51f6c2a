import {
  PREFERENCE_OPTIONS,
  ZHierarchyResponse,
  ZLoggedInUser,
  ZPermissionsResponse,
  ZPreferenceOptions,
  ZScopeQuery,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { requestUser } from '../../platform/request-user';
import { buildHierarchy, currentSelection, permissionsFor, selectHierarchy } from './service';

/** Spec 000 §7: hierarchy, loggedinuser, permissions and preference options. */
export async function hierarchyRoutes(app: FastifyInstance, { clock }: { clock: Clock }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  typed.get(
    '/api/users/users/hierarchy',
    { schema: { tags: ['hierarchy'], response: { 200: ZHierarchyResponse } } },
    async (request) => {
      const { user, reach } = await requestUser(request);
      return buildHierarchy(db, user, reach, request.hostname);
    },
  );

  typed.get(
    '/api/users/users/loggedinuser',
    { schema: { tags: ['hierarchy'], response: { 200: ZLoggedInUser } } },
    async (request) => {
      const { user, reach } = await requestUser(request);
      const selection = currentSelection(
        user,
        await buildHierarchy(db, user, reach, request.hostname),
        reach,
      );
      if (!selection) throw new AppError('NOT_FOUND', 'no_hierarchy');
      return selection;
    },
  );

  typed.put(
    '/api/users/users/loggedinuser',
    { schema: { tags: ['hierarchy'], body: ZLoggedInUser, response: { 200: ZLoggedInUser } } },
    async (request) => {
      const { user, reach, impersonator } = await requestUser(request);
      return selectHierarchy(db, { user, reach, selection: request.body, now: clock.now(), impersonator });
    },
  );

  typed.get(
    '/api/users/users/permissions',
    { schema: { tags: ['hierarchy'], querystring: ZScopeQuery, response: { 200: ZPermissionsResponse } } },
    async (request) => {
      const { reach } = await requestUser(request);
      return permissionsFor(db, reach, request.query);
    },
  );

  typed.get(
    '/api/users/users/preferences',
    { schema: { tags: ['hierarchy'], querystring: ZScopeQuery, response: { 200: ZPreferenceOptions } } },
    async () => PREFERENCE_OPTIONS,
  );
}
