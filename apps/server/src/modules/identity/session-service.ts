import { sql } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type { Config } from '../../config';
import { type Db, queryRows } from '../../db/client';
import type { IdpClient } from '../../identity/idp-client';
import type { SessionStore, SessionTokens } from '../../platform/sessions';

export type SessionDeps = { db: Db; idp: IdpClient; store: SessionStore; limits: Config['session'] };

/** Logout: revoke at the IdP, end the IdP's own sessions of the user, delete ours. */
export async function endSession(
  deps: SessionDeps,
  secret: string | undefined,
  log: { warn(o: object, m: string): void },
) {
  const row = await deps.store.find(secret);
  if (!row) return;
  const tokens = deps.store.open<SessionTokens>(row);
  await deps.store.remove(row.idHash);
  if (!tokens) return;
  // Before revocation deletes them: the tokens name the IdP session they belong to.
  const idpSessionUid = deps.idp.isBuiltIn ? await idpSessionOf(deps.db, tokens) : undefined;
  try {
    const config = await deps.idp.configuration();
    if (tokens.refreshToken)
      await oidc.tokenRevocation(config, tokens.refreshToken, { token_type_hint: 'refresh_token' });
    await oidc.tokenRevocation(config, tokens.accessToken, { token_type_hint: 'access_token' });
  } catch (error) {
    log.warn({ err: error }, 'revocation at the IdP failed');
  }
  // Only this browser's IdP session: the user's other browsers keep theirs, and with them their
  // refresh tokens, which the built-in IdP binds to the IdP session (issue 15, a logout elsewhere).
  if (idpSessionUid) {
    await deps.db.execute(
      sql`delete from oidc_payloads where type = 'Session' and uid = ${idpSessionUid}
          and payload->>'accountId' = ${tokens.sub}`,
    );
  }
}

/** The built-in IdP session (its uid) that issued these tokens. */
async function idpSessionOf(db: Db, tokens: SessionTokens): Promise<string | undefined> {
  const ids = [tokens.refreshToken, tokens.accessToken].filter((id): id is string => Boolean(id));
  const [found] = await queryRows<{ uid: string | null }>(
    db,
    sql`select payload->>'sessionUid' as uid from oidc_payloads
        where type in ('RefreshToken', 'AccessToken') and id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) and payload->>'sessionUid' is not null limit 1`,
  );
  return found?.uid ?? undefined;
}
