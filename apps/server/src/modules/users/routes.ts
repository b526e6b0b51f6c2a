import { USERS_ENDPOINTS as E, PLATFORM_MESSAGE_KEYS } from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { route } from '../../platform/route';
import { portalOrigin } from '../identity/portal-origin';
import { resendInvite, updateInviteEmail } from './invitations';
import { countUsers, listUsers, rolesFor, userAuthorities, userDetails, userExists } from './service';
import { createUser, editUser, removeAccess } from './user-writes';

/** Spec 000 §7: the user administration calls (users list, view and edit user, add-user wizard). */
export async function usersRoutes(app: FastifyInstance, { clock }: { clock: Clock }) {
  const db = app.database.db;
  const mail = (request: FastifyRequest) => ({
    db,
    content: app.content,
    origin: portalOrigin(request, app.config),
  });

  route(app, E.accessibleUsers, async (request, _reply, caller) =>
    listUsers(db, { caller, query: request.query, now: clock.now() }),
  );

  route(app, E.count, async (request, _reply, caller) =>
    countUsers(db, {
      caller,
      // isDirect false: every user of the scope, whatever level their grant is at.
      accessLevel: request.query.isDirect === false ? undefined : request.query.accessLevel,
    }),
  );

  route(app, E.roles, async (request, _reply, caller) => rolesFor(db, { caller, query: request.query }));

  route(app, E.exists, async (request, _reply, caller) =>
    userExists(db, { caller, email: request.query.email }),
  );

  route(app, E.userDetails, async (request, _reply, caller) =>
    userDetails(db, { caller, userId: request.params.userId, now: clock.now() }),
  );

  route(app, E.userAuthorities, async (request, _reply, caller) =>
    userAuthorities(db, { caller, userId: request.params.userId, query: request.query, now: clock.now() }),
  );

  route(app, E.editUser, async (request, _reply, caller) =>
    editUser(db, { caller, userId: request.params.userId, body: request.body, now: clock.now() }),
  );

  route(app, E.removeAccess, async (request, _reply, caller) =>
    removeAccess(db, {
      caller,
      userId: request.params.userId,
      uIdBlock: request.body.uIdBlock,
      now: clock.now(),
    }),
  );

  route(app, E.createUser, async (request, _reply, caller) =>
    createUser(mail(request), { caller, body: request.body, now: clock.now() }),
  );

  route(app, E.resendInvite, async (request, _reply, caller) => {
    const body = request.body ?? {};
    if (body.uId !== undefined && body.uId !== request.params.uId)
      throw new AppError('VALIDATION', PLATFORM_MESSAGE_KEYS.uidMismatch, 'uId differs from the path');
    return resendInvite(mail(request), {
      caller,
      uId: request.params.uId,
      sourceSystem: body.sourceSystem,
      now: clock.now(),
    });
  });

  route(app, E.updateInviteEmail, async (request, _reply, caller) =>
    updateInviteEmail(mail(request), {
      caller,
      uId: request.params.uId,
      email: request.body.Email,
      now: clock.now(),
    }),
  );
}
