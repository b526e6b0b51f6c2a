import { NAMED_USERS, type NamedUserKey } from '../../src/demo/named-users';
import { signIn } from './sign-in';
import { createTestApp } from './test-app';

/** A test app on a fresh database holding the `tiny` demo preset (the named demo users included). */
export async function createDemoApp() {
  const ctx = await createTestApp({}, { template: 'tiny' });
  return {
    ...ctx,
    /** Signs in as a named demo user and returns the cookie header to send. */
    async signInAs(key: NamedUserKey) {
      const user = NAMED_USERS.find((u) => u.key === key);
      if (!user?.password) throw new Error(`${key} cannot sign in`);
      const { jar } = await signIn(ctx.app, user.email, user.password);
      return jar.header();
    },
  };
}
