import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import type { Database } from '../../apps/server/src/db/client';
import { namedUser } from '../../apps/server/src/demo/named-users';
import { signIn } from '../../apps/server/test/helpers/sign-in';

/** The portal on a loopback port, signed in as the internal demo user, with that user's widest group. */
export async function startSignedInPortal(database: Database) {
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', SEED_PRESET: 'none' });
  const app = await buildApp({ config, database, logger: false });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const user = namedUser('internal');
  const { jar } = await signIn(app, user.email, user.password as string, { internal: true });
  const headers = { cookie: jar.header() };
  const hierarchy = (
    await app.inject({ method: 'GET', url: '/api/users/users/hierarchy', headers })
  ).json() as {
    groups: { groupId: string; authorityIds: string[] }[];
  };
  const widest = [...hierarchy.groups].sort((a, b) => b.authorityIds.length - a.authorityIds.length)[0];
  if (!widest) throw new Error('the bench user has no group');
  return { app, address, headers, widest, close: () => app.close() };
}
