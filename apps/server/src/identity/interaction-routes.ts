import { brandIdentityByCode, brandIdentityFromHost, isLocale } from '@portal/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { pageTexts } from '../modules/content/repo';
import { writeAudit } from '../platform/audit';
import type { Clock } from '../platform/clock';
import { checkCredentials } from './accounts';
import { OIDC_MOUNT_PATH } from './oidc-provider';
import { renderIdpPage } from './sign-in-page';

type Params = { uid: string };
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
  { provider, clock }: { provider: Provider; clock: Clock },
) {
  const base = `${OIDC_MOUNT_PATH}/interaction`;

  const render = async (
    request: FastifyRequest<{ Params: Params }>,
    reply: FastifyReply,
    options: { errorKey?: string; email?: string; status?: number },
  ) => {
    const details = await provider.interactionDetails(request.raw, reply.raw);
    const locale = idpLocale(request, details.params.ui_locales);
    const isInternal = String(details.params.scope ?? '').includes('offline_access');
    const texts = pageTexts(app.content, locale, 'signin');
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
        }),
      );
  };

  await app.register(async (scope) => {
    acceptFormPosts(scope);

    scope.get<{ Params: Params }>(`${base}/:uid`, { schema: { hide: true } }, async (request, reply) => {
      try {
        return await render(request, reply, {});
      } catch {
        return reply.redirect('/login?error=session');
      }
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
        const email = String(request.body?.email ?? '').slice(0, 254);
        const password = String(request.body?.password ?? '').slice(0, 1024);
        const check = await checkCredentials(app.database.db, {
          email,
          password,
          now: clock.now(),
          maxFailures: app.config.signIn.maxFailures,
        });
        if (check.outcome !== 'ok') {
          if (check.user) {
            await writeAudit(app.database.db, {
              actionCode: 'USML',
              isSuccess: false,
              actor: check.user,
              body: {
                reason: check.outcome === 'locked' || check.isNowLocked ? 'locked' : 'invalid_credentials',
              },
              now: clock.now(),
            });
          }
          const isLocked = check.outcome === 'locked' || (check.outcome === 'invalid' && check.isNowLocked);
          return render(request, reply, {
            errorKey: isLocked ? 'error_locked' : 'error_invalid',
            email,
            status: isLocked ? 423 : 401,
          });
        }
        reply.hijack();
        await provider.interactionFinished(
          request.raw,
          reply.raw,
          { login: { accountId: String(check.user.userUniqueId) } },
          { mergeWithLastSubmission: false },
        );
      },
    );
  });
}
