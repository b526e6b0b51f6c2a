import { brandIdentityByCode, brandIdentityFromHost, isLocale } from '@portal/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { pageTexts } from '../modules/content/repo';
import { writeAudit } from '../platform/audit';
import type { Clock } from '../platform/clock';
import { checkCredentials, findUserByEmail, spendCredentialTime } from './accounts';
import { FORGOT_PASSWORD_PATH, OIDC_MOUNT_PATH } from './oidc-provider';
import { footerLinks, renderIdpPage } from './sign-in-page';
import { type ThrottleStore, throttleKey } from './sign-in-throttle';

type Params = { uid: string };
type Details = Awaited<ReturnType<Provider['interactionDetails']>>;
type LoginBody = { email?: string; password?: string };

/** Language of the IdP page: ?lng=, else the portal's ui_locales, else English. */
export function idpLocale(request: FastifyRequest, uiLocales?: unknown): string {
  const fromQuery = (request.query as { lng?: string }).lng;
  if (isLocale(fromQuery)) return fromQuery;
  const first = typeof uiLocales === 'string' ? uiLocales.split(' ')[0]?.slice(0, 2) : undefined;
  return isLocale(first) ? first : 'en';
}

/** Parses HTML form posts for the IdP's own pages. */
export function acceptFormPosts(scope: FastifyInstance) {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 8 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}

/** The sign-in page of the built-in IdP (login prompt of an interaction). */
export async function interactionRoutes(
  app: FastifyInstance,
  { provider, clock, throttle }: { provider: Provider; clock: Clock; throttle: ThrottleStore },
) {
  const base = `${OIDC_MOUNT_PATH}/interaction`;

  /** The interaction of this browser, only when it is the one the path names (finding 5). */
  const findInteraction = async (request: FastifyRequest<{ Params: Params }>, reply: FastifyReply) => {
    try {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      return details.uid === request.params.uid ? details : undefined;
    } catch {
      return undefined;
    }
  };
  const sessionLost = (reply: FastifyReply) => reply.redirect('/login?error=session', 303);

  const render = (
    request: FastifyRequest<{ Params: Params }>,
    reply: FastifyReply,
    details: Details,
    options: { errorKey?: string; email?: string; status?: number },
  ) => {
    const locale = idpLocale(request, details.params.ui_locales);
    const isInternal = String(details.params.scope ?? '').includes('offline_access');
    const texts = pageTexts(app.content, locale, 'signin');
    // "Forgot password" on the portal host the sign-in started from (the registered redirect URI's).
    const portal = new URL(String(details.params.redirect_uri ?? app.config.publicUrl)).origin;
    const forgot = `${portal}${FORGOT_PASSWORD_PATH}?lng=${locale}`;
    return reply
      .status(options.status ?? 200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        renderIdpPage({
          brand: details.params.brand
            ? brandIdentityByCode(Number(details.params.brand))
            : brandIdentityFromHost(request.hostname),
          locale,
          texts,
          headingKey: isInternal ? 'internal_heading' : 'heading',
          introKey: 'intro',
          errorKey: options.errorKey,
          action: `${base}/${request.params.uid}/login?lng=${locale}`,
          submitKey: 'submit',
          selfPath: `${base}/${request.params.uid}`,
          fields: [
            {
              name: 'email',
              type: 'email',
              labelKey: 'email_label',
              autocomplete: 'username',
              value: options.email,
            },
            {
              name: 'password',
              type: 'password',
              labelKey: 'password_label',
              autocomplete: 'current-password',
            },
          ],
          footerHtml: footerLinks(texts, [[forgot, 'forgot_password_link']]),
        }),
      );
  };

  await app.register(async (scope) => {
    acceptFormPosts(scope);

    scope.get<{ Params: Params }>(`${base}/:uid`, { schema: { hide: true } }, async (request, reply) => {
      const details = await findInteraction(request, reply);
      return details ? render(request, reply, details, {}) : sessionLost(reply);
    });

    scope.post<{ Params: Params; Body: LoginBody }>(
      `${base}/:uid/login`,
      {
        schema: { hide: true },
        config: {
          rateLimit: {
            max: app.config.signIn.ratePerMinute,
            timeWindow: 60_000,
            onExceeded: (request) => {
              void writeAudit(app.database.db, {
                actionCode: 'USML',
                isSuccess: false,
                actorEmail: 'unknown',
                body: { reason: 'rate_limited', address: request.ip },
                now: clock.now(),
              }).catch((error) => request.log.error({ err: error }, 'audit failed'));
            },
          },
        },
      },
      async (request, reply) => {
        // The interaction first: a made-up one must not get as far as a credential check (finding 5).
        const details = await findInteraction(request, reply);
        if (!details) return sessionLost(reply);
        const email = String(request.body?.email ?? '').slice(0, 254);
        const password = String(request.body?.password ?? '').slice(0, 1024);
        const now = clock.now();
        const key = throttleKey(email, request.ip);
        const isWaiting = (await throttle.read(key, now)).lockedUntil > now;
        const check = isWaiting
          ? await spendCredentialTime(password).then(() => ({ outcome: 'waiting' as const }))
          : await checkCredentials(app.database.db, { email, password, now });
        if (check.outcome !== 'ok') {
          const state = isWaiting ? undefined : await throttle.fail(key, now);
          const user =
            check.outcome === 'waiting' ? await findUserByEmail(app.database.db, email) : check.user;
          if (user) {
            const isLocked = isWaiting || (state?.lockedUntil ?? 0) > now;
            await writeAudit(app.database.db, {
              actionCode: 'USML',
              isSuccess: false,
              actor: user,
              body: { reason: isLocked ? 'locked' : 'invalid_credentials', address: request.ip },
              now,
            });
          }
          // Unknown, waiting and wrong answer alike: nothing tells an account exists or is locked (finding 6).
          return render(request, reply, details, { errorKey: 'error_invalid', email, status: 401 });
        }
        await throttle.clear(key);
        reply.hijack();
        try {
          // remember: false keeps the IdP session in a browser-session cookie (finding 4).
          await provider.interactionFinished(
            request.raw,
            reply.raw,
            { login: { accountId: String(check.user.userUniqueId), remember: false } },
            { mergeWithLastSubmission: false },
          );
        } catch (error) {
          // The reply is ours once hijacked: always end it (a hanging request was finding 5).
          request.log.error({ err: error }, 'sign-in interaction could not finish');
          if (!reply.raw.headersSent) reply.raw.writeHead(303, { location: '/login?error=session' });
          reply.raw.end();
        }
      },
    );
  });
}
