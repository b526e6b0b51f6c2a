import {
  HIERARCHY_ENDPOINTS as E,
  isSameSelection,
  PLATFORM_MESSAGE_KEYS,
  PREFERENCE_OPTIONS,
  selectableEntries,
  type TScopeQuery,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { toImpersonatedUser } from '../../platform/request-user';
import { route } from '../../platform/route';
import { buildHierarchy, currentSelection, permissionsFor, selectHierarchy } from './service';
import { accountDetails } from './user-details';
import { readUserPreferences, saveUserPreferences } from './user-preferences';

/** Spec 000 §7: hierarchy, loggedinuser, permissions and preference options. */
export async function hierarchyRoutes(app: FastifyInstance, { clock }: { clock: Clock }) {
  const db = app.database.db;

  route(app, E.hierarchy, async (request, _reply, { user, reach }) =>
    buildHierarchy(db, user, reach, request.hostname),
  );

  route(app, E.loggedInUser, async (request, _reply, { user, reach, impersonator }) => {
    const selection = currentSelection(user, await buildHierarchy(db, user, reach, request.hostname));
    if (!selection) throw new AppError('NOT_FOUND', PLATFORM_MESSAGE_KEYS.noHierarchy);
    // Said only while impersonating, so a user's own answer stays the plain selection.
    return impersonator ? { ...selection, impersonatedUser: toImpersonatedUser(user) } : selection;
  });

  route(app, E.selectLoggedInUser, async (request, _reply, { user, reach, impersonator }) =>
    selectHierarchy(db, { user, reach, selection: request.body, now: clock.now(), impersonator }),
  );

  route(app, E.permissions, async (request, _reply, { reach }) => permissionsFor(db, reach, request.query));

  route(app, E.preferenceOptions, async () => PREFERENCE_OPTIONS);

  route(app, E.details, async (request, _reply, ctx) => {
    const { user, reach } = ctx;
    const asked = request.query.accessLevel ? request.query : undefined;
    const stored =
      user.selectedAccessLevel && user.selectedAccessLevelCode
        ? { accessLevel: user.selectedAccessLevel, accessLevelCode: user.selectedAccessLevelCode }
        : undefined;
    // An asked scope outside the reach is refused; a stale stored one is just not used.
    const selection: TScopeQuery | undefined =
      asked ??
      (stored &&
        selectableEntries(await buildHierarchy(db, user, reach, request.hostname)).find((e) =>
          isSameSelection(e, stored),
        ));
    return { userDetails: await accountDetails(db, ctx, selection) };
  });

  route(app, E.userPreferences, async (_request, _reply, { user }) => readUserPreferences(db, user));

  route(app, E.saveUserPreferences, async (request, _reply, { user }) =>
    saveUserPreferences(db, user, request.params.section, request.body, clock.now()),
  );
}
