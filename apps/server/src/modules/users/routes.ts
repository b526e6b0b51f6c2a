import {
  ZAccessibleUsersQuery,
  ZAccessibleUsersResponse,
  ZCreateUserBody,
  ZCreateUserResponse,
  ZEditUserBody,
  ZEditUserResponse,
  ZInviteResult,
  ZRemoveAccessBody,
  ZRemoveAccessResponse,
  ZResendInviteBody,
  ZResendInviteQuery,
  ZRolesQuery,
  ZRolesResponse,
  ZUidParams,
  ZUpdateEmailBody,
  ZUserAuthoritiesQuery,
  ZUserAuthoritiesResponse,
  ZUserCountQuery,
  ZUserCountResponse,
  ZUserDetails,
  ZUserExistsQuery,
  ZUserExistsResponse,
  ZUserIdParams,
} from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { requestUser } from '../../platform/request-user';
import { portalOrigin } from '../identity/portal-origin';
import { resendInvite, updateInviteEmail } from './invitations';
import { countUsers, listUsers, rolesFor, userAuthorities, userDetails, userExists } from './service';
import { createUser, editUser, removeAccess } from './user-writes';

const tags = ['users'];

/** Spec 000 §7: the user administration calls (users list, view and edit user, add-user wizard). */
export async function usersRoutes(app: FastifyInstance, { clock }: { clock: Clock }) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const mail = (request: FastifyRequest) => ({
    db,
    content: app.content,
    origin: portalOrigin(request, app.config),
  });

  typed.get(
    '/api/users/users/accessibleusers',
    { schema: { tags, querystring: ZAccessibleUsersQuery, response: { 200: ZAccessibleUsersResponse } } },
    async (request) =>
      listUsers(db, { caller: await requestUser(request), query: request.query, now: clock.now() }),
  );

  typed.get(
    '/api/users/users/-1/count',
    { schema: { tags, querystring: ZUserCountQuery, response: { 200: ZUserCountResponse } } },
    async (request) =>
      countUsers(db, {
        caller: await requestUser(request),
        // isDirect false: every user of the scope, whatever level their grant is at.
        accessLevel: request.query.isDirect === false ? undefined : request.query.accessLevel,
      }),
  );

  typed.get(
    '/api/users/users/roles',
    { schema: { tags, querystring: ZRolesQuery, response: { 200: ZRolesResponse } } },
    async (request) => rolesFor(db, { caller: await requestUser(request), query: request.query }),
  );

  typed.get(
    '/api/users/users/exists',
    { schema: { tags, querystring: ZUserExistsQuery, response: { 200: ZUserExistsResponse } } },
    async (request) => userExists(db, { caller: await requestUser(request), email: request.query.email }),
  );

  typed.get(
    '/api/users/users/:userId/details',
    { schema: { tags, params: ZUserIdParams, response: { 200: ZUserDetails } } },
    async (request) =>
      userDetails(db, {
        caller: await requestUser(request),
        userId: request.params.userId,
        now: clock.now(),
      }),
  );

  typed.get(
    '/api/users/users/:userId/authorities',
    {
      schema: {
        tags,
        params: ZUserIdParams,
        querystring: ZUserAuthoritiesQuery,
        response: { 200: ZUserAuthoritiesResponse },
      },
    },
    async (request) =>
      userAuthorities(db, {
        caller: await requestUser(request),
        userId: request.params.userId,
        query: request.query,
        now: clock.now(),
      }),
  );

  typed.post(
    '/api/users/users/:userId',
    { schema: { tags, params: ZUserIdParams, body: ZEditUserBody, response: { 200: ZEditUserResponse } } },
    async (request) =>
      editUser(db, {
        caller: await requestUser(request),
        userId: request.params.userId,
        body: request.body,
        now: clock.now(),
      }),
  );

  typed.post(
    '/api/users/users/:userId/removeaccess',
    {
      schema: {
        tags,
        params: ZUserIdParams,
        body: ZRemoveAccessBody,
        response: { 200: ZRemoveAccessResponse },
      },
    },
    async (request) =>
      removeAccess(db, {
        caller: await requestUser(request),
        userId: request.params.userId,
        uIdBlock: request.body.uIdBlock,
        now: clock.now(),
      }),
  );

  typed.put(
    '/api/users/users',
    { schema: { tags, body: ZCreateUserBody, response: { 200: ZCreateUserResponse } } },
    async (request) =>
      createUser(mail(request), { caller: await requestUser(request), body: request.body, now: clock.now() }),
  );

  typed.post(
    '/api/users/users/:uId/resendinvite',
    {
      schema: {
        tags,
        params: ZUidParams,
        querystring: ZResendInviteQuery,
        body: ZResendInviteBody.optional(),
        response: { 200: ZInviteResult },
      },
    },
    async (request) => {
      const body = request.body ?? {};
      if (body.uId !== undefined && body.uId !== request.params.uId)
        throw new AppError('VALIDATION', 'uid_mismatch', 'uId differs from the path');
      return resendInvite(mail(request), {
        caller: await requestUser(request),
        uId: request.params.uId,
        sourceSystem: body.sourceSystem,
        now: clock.now(),
      });
    },
  );

  typed.put(
    '/api/users/users/:uId/update-email',
    { schema: { tags, params: ZUidParams, body: ZUpdateEmailBody, response: { 200: ZInviteResult } } },
    async (request) =>
      updateInviteEmail(mail(request), {
        caller: await requestUser(request),
        uId: request.params.uId,
        email: request.body.Email,
        now: clock.now(),
      }),
  );
}
