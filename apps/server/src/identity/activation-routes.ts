import { randomUUID } from 'node:crypto';
import { brandIdentityByCode } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { invites, users } from '../db/schema';
import { pageTexts } from '../modules/content/repo';
import { findActivation, tokenState } from '../modules/identity/invite-tokens';
import type { Clock } from '../platform/clock';
import { hashPassword } from '../platform/passwords';
import { findUserById } from './accounts';
import { acceptFormPosts, idpLocale } from './interaction-routes';
import { OIDC_MOUNT_PATH } from './oidc-provider';
import { footerLinks, newPasswordError, newPasswordFields, sendIdpPage } from './sign-in-page';

const PATH = `${OIDC_MOUNT_PATH}/activate`;
type Query = { token?: string; lng?: string };
type Body = { token?: string; password?: string; confirm?: string };

/** The built-in IdP's account activation: the link from the activation email sets the first password. */
export async function activationRoutes(app: FastifyInstance, { clock }: { clock: Clock }) {
  const db: Db = app.database.db;

  const page = async (
    request: FastifyRequest<{ Querystring: Query }>,
    reply: FastifyReply,
    o: { token: string; errorKey?: string; isDone?: boolean; status?: number },
  ) => {
    const locale = idpLocale(request);
    const texts = pageTexts(app.content, locale, 'signin');
    const activation = o.token ? await findActivation(db, o.token) : undefined;
    const user = activation ? await findUserById(db, activation.userId) : undefined;
    const isValid = activation && tokenState(activation, clock.now()) === 'valid';
    const errorKey = o.errorKey ?? (!isValid && !o.isDone ? 'error_token_invalid' : undefined);
    return sendIdpPage(reply, o.status ?? (errorKey && !isValid ? 400 : 200), {
      brand: brandIdentityByCode(user?.brandCode ?? 1),
      locale,
      texts,
      headingKey: 'activation_heading',
      introKey: isValid && !o.isDone ? 'activation_intro' : undefined,
      errorKey,
      noticeKey: o.isDone ? 'activation_done' : undefined,
      action: isValid && !o.isDone ? `${PATH}?lng=${locale}` : undefined,
      submitKey: 'activate_submit',
      selfPath: `${PATH}?token=${encodeURIComponent(o.token)}`,
      fields: newPasswordFields(user?.email, o.token),
      footerHtml: o.isDone || !isValid ? footerLinks(texts, [[`/${locale}/login`, 'go_to_login']]) : '',
    });
  };

  await app.register(async (scope) => {
    acceptFormPosts(scope);
    scope.get<{ Querystring: Query }>(PATH, { schema: { hide: true } }, (request, reply) =>
      page(request, reply, { token: String(request.query.token ?? '').slice(0, 100) }),
    );
    scope.post<{ Querystring: Query; Body: Body }>(
      PATH,
      { schema: { hide: true }, config: { rateLimit: { max: 20, timeWindow: 60_000 } } },
      async (request, reply) => {
        const token = String(request.body?.token ?? '').slice(0, 100);
        const password = String(request.body?.password ?? '');
        const formError = newPasswordError(request.body);
        if (formError) return page(request, reply, { token, errorKey: formError, status: 400 });
        const now = clock.now();
        const passwordHash = await hashPassword(password);
        const isActivated = await db.transaction(async (tx) => {
          const activation = await findActivation(tx, token);
          if (!activation || tokenState(activation, now) !== 'valid') return false;
          const [user] = await tx.select().from(users).where(eq(users.id, activation.userId)).for('update');
          if (!user) return false;
          await tx
            .update(users)
            .set({
              passwordHash,
              status: 'Active',
              userUniqueId: user.userUniqueId ?? randomUUID(),
              activationAt: new Date(now),
              failedLoginCount: 0,
              lockedUntil: null,
              updatedAt: new Date(now),
            })
            .where(eq(users.id, user.id));
          await tx
            .update(invites)
            .set({ usedAt: new Date(now) })
            .where(eq(invites.id, activation.id));
          return true;
        });
        return page(
          request,
          reply,
          isActivated ? { token, isDone: true } : { token, errorKey: 'error_token_invalid', status: 400 },
        );
      },
    );
  });
}
