import { brandIdentityFromHost } from '@portal/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pageTexts } from '../modules/content/repo';
import { portalOrigin } from '../modules/identity/portal-origin';
import type { Clock } from '../platform/clock';
import { afterResponseSettled, runAfterResponse } from './after-response';
import { acceptFormPosts, idpLocale } from './interaction-routes';
import { FORGOT_PASSWORD_PATH, RESET_PASSWORD_PATH } from './oidc-provider';
import { requestPasswordReset, resetLinkUser, resetPassword } from './password-service';
import {
  footerLinks,
  type IdpPageOptions,
  newPasswordError,
  newPasswordFields,
  sendIdpPage,
} from './sign-in-page';
import { resetThrottleKey, type ThrottlePolicy, throttleStoreFor } from './sign-in-throttle';

type Query = { token?: string; lng?: string };
type ForgotBody = { email?: string };
type ResetBody = { token?: string; password?: string; confirm?: string };

/**
 * Reset emails per account (issue 15 rate limit, with the sign-in lock's store): 3 links, then one an
 * hour. Further requests get the same answer and no email.
 */
export const RESET_EMAIL_POLICY: ThrottlePolicy = { maxFailures: 3, lockSeconds: 3600, lockMaxSeconds: 3600 };

/**
 * The built-in IdP's "Forgot password" (issue 15): a request page that answers the same whether or not
 * the address exists, and the page of the emailed one-time link that sets a new password by the
 * activation rules. Served on every portal host, so the pages show the brand of the host and lead back
 * to its sign-in; the sign-in page links here on the host the sign-in started from.
 */
export async function passwordPages(app: FastifyInstance, { clock }: { clock: Clock }) {
  const db = app.database.db;
  const emails = throttleStoreFor(app, RESET_EMAIL_POLICY);
  const perAddress = { max: app.config.signIn.ratePerMinute, timeWindow: 60_000 };
  app.addHook('onClose', () => afterResponseSettled(app));

  const send = (
    request: FastifyRequest<{ Querystring: Query }>,
    reply: FastifyReply,
    status: number,
    o: Omit<IdpPageOptions, 'brand' | 'locale' | 'texts' | 'footerHtml'> & { links: [string, string][] },
  ) => {
    const locale = idpLocale(request);
    const texts = pageTexts(app.content, locale, 'signin');
    const { links, ...page } = o;
    return sendIdpPage(reply, status, {
      ...page,
      brand: brandIdentityFromHost(request.hostname),
      locale,
      texts,
      footerHtml: footerLinks(
        texts,
        links.map(([href, key]) => [href.replace('{lng}', locale), key]),
      ),
    });
  };
  const toSignIn: [string, string] = ['/{lng}/login', 'back_to_login'];
  const toForgot: [string, string] = [`${FORGOT_PASSWORD_PATH}?lng={lng}`, 'request_new_link'];

  const forgotForm = (request: FastifyRequest<{ Querystring: Query }>, reply: FastifyReply) =>
    send(request, reply, 200, {
      headingKey: 'forgot_heading',
      introKey: 'forgot_intro',
      action: `${FORGOT_PASSWORD_PATH}?lng=${idpLocale(request)}`,
      submitKey: 'forgot_submit',
      selfPath: FORGOT_PASSWORD_PATH,
      fields: [{ name: 'email', type: 'email', labelKey: 'email_label', autocomplete: 'username' }],
      links: [toSignIn],
    });

  const resetForm = async (
    request: FastifyRequest<{ Querystring: Query }>,
    reply: FastifyReply,
    o: { token: string; errorKey?: string; isDone?: boolean },
  ) => {
    const found = o.isDone ? undefined : await resetLinkUser(db, o.token, clock.now());
    const errorKey = o.errorKey ?? (found || o.isDone ? undefined : 'error_reset_link_invalid');
    return send(request, reply, errorKey ? 400 : 200, {
      headingKey: 'reset_heading',
      introKey: found ? 'reset_intro' : undefined,
      errorKey,
      noticeKey: o.isDone ? 'reset_done' : undefined,
      action: found ? `${RESET_PASSWORD_PATH}?lng=${idpLocale(request)}` : undefined,
      submitKey: 'reset_submit',
      selfPath: `${RESET_PASSWORD_PATH}?token=${encodeURIComponent(o.token)}`,
      fields: newPasswordFields(found?.user.email, o.token),
      links: o.isDone ? [toSignIn] : found ? [] : [toForgot, toSignIn],
    });
  };

  await app.register(async (scope) => {
    acceptFormPosts(scope);
    scope.get<{ Querystring: Query }>(FORGOT_PASSWORD_PATH, { schema: { hide: true } }, forgotForm);
    scope.post<{ Querystring: Query; Body: ForgotBody }>(
      FORGOT_PASSWORD_PATH,
      { schema: { hide: true }, config: { rateLimit: perAddress } },
      async (request, reply) => {
        const email = String(request.body?.email ?? '')
          .trim()
          .slice(0, 254);
        // The link is issued after the answer (issue 42 §3): the answer takes the same work whatever the
        // address, and the outbox sends the email.
        if (email) {
          const origin = portalOrigin(request, app.config);
          const locale = idpLocale(request);
          const address = request.ip;
          runAfterResponse(app, request.log, async () => {
            const now = clock.now();
            const key = resetThrottleKey(email);
            const { isSent } = await requestPasswordReset(
              { db, content: app.content, origin },
              {
                email,
                locale,
                now,
                address,
                isThrottled: (await emails.read(key, now)).lockedUntil > now,
              },
            );
            if (isSent) await emails.fail(key, now);
          });
        }
        // One answer for every address: nothing tells whether an account exists.
        return send(request, reply, 200, {
          headingKey: 'forgot_heading',
          noticeKey: 'forgot_sent',
          selfPath: FORGOT_PASSWORD_PATH,
          links: [toSignIn],
        });
      },
    );
    scope.get<{ Querystring: Query }>(RESET_PASSWORD_PATH, { schema: { hide: true } }, (request, reply) =>
      resetForm(request, reply, { token: String(request.query.token ?? '').slice(0, 100) }),
    );
    scope.post<{ Querystring: Query; Body: ResetBody }>(
      RESET_PASSWORD_PATH,
      { schema: { hide: true }, config: { rateLimit: perAddress } },
      async (request, reply) => {
        const token = String(request.body?.token ?? '').slice(0, 100);
        const formError = newPasswordError(request.body);
        if (formError) return resetForm(request, reply, { token, errorKey: formError });
        const isDone = await resetPassword(db, {
          token,
          password: String(request.body?.password),
          now: clock.now(),
          address: request.ip,
        });
        return resetForm(request, reply, isDone ? { token, isDone } : { token });
      },
    );
  });
}
