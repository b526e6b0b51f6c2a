import {
  PREFERENCE_OPTIONS,
  type TScopeQuery,
  ZDetailsResponse,
  ZHierarchyResponse,
  ZLoggedInUser,
  ZLoggedInUserResponse,
  ZPermissionsResponse,
  ZPreferenceOptions,
  ZScopeQuery,
  ZUserPreferences,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { requestUser, toImpersonatedUser } from '../../platform/request-user';
import { resolveScope } from '../../platform/scope';
import { buildHierarchy, currentSelection, permissionsFor, selectHierarchy } from './service';
import { accountDetails } from './user-details';
import { readUserPreferences, saveUserPreferences } from './user-preferences';

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
    { schema: { tags: ['hierarchy'], response: { 200: ZLoggedInUserResponse } } },
    async (request) => {
      const { user, reach, impersonator } = await requestUser(request);
      const selection = currentSelection(
        user,
        await buildHierarchy(db, user, reach, request.hostname),
        reach,
      );
      if (!selection) throw new AppError('NOT_FOUND', 'no_hierarchy');
      // Said only while impersonating, so a user's own answer stays the plain selection.
      return impersonator ? { ...selection, impersonatedUser: toImpersonatedUser(user) } : selection;
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

  typed.get(
    '/api/users/users/details',
    { schema: { tags: ['hierarchy'], querystring: ZScopeQuery, response: { 200: ZDetailsResponse } } },
    async (request) => {
      const effective = await requestUser(request);
      const { user, reach } = effective;
      const asked = request.query.accessLevel ? request.query : undefined;
      const stored =
        user.selectedAccessLevel && user.selectedAccessLevelCode
          ? { accessLevel: user.selectedAccessLevel, accessLevelCode: user.selectedAccessLevelCode }
          : undefined;
      // An asked scope outside the reach is refused; a stale stored one is just not used.
      let selection: TScopeQuery | undefined = asked;
      if (!selection && stored) {
        try {
          resolveScope(reach, stored);
          selection = stored;
        } catch {
          selection = undefined;
        }
      }
      return { userDetails: await accountDetails(db, effective, selection) };
    },
  );

  typed.get(
    '/api/users/userpreferences',
    { schema: { tags: ['hierarchy'], response: { 200: ZUserPreferences } } },
    async (request) => readUserPreferences(db, (await requestUser(request)).user),
  );

  typed.put(
    '/api/users/userpreferences/:section',
    {
      schema: {
        tags: ['hierarchy'],
        params: z.object({ section: z.string().max(40) }),
        body: z.record(z.string(), z.unknown()),
        response: { 200: ZUserPreferences },
      },
    },
    async (request) => {
      const { user } = await requestUser(request);
      return saveUserPreferences(db, user, request.params.section, request.body, clock.now());
    },
  );
}
