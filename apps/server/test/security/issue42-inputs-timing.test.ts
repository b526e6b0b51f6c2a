import { createHook } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { DUMMY_HASH } from '../../src/identity/accounts';
import { afterResponseSettled } from '../../src/identity/after-response';
import { hashPassword, needsRehash } from '../../src/platform/passwords';
import { CookieJar } from '../helpers/cookie-jar';
import { sentStatements } from '../helpers/sent-statements';
import { createTestApp } from '../helpers/test-app';
import { createUser } from '../helpers/users';

/**
 * Every scrypt derivation this worker starts: node's crypto opens one SCRYPTREQUEST async resource per
 * call (observed, nothing replaced; a module mock would miss modules the shared graph loaded earlier).
 */
let derivations = 0;
const scryptCounter = createHook({
  init: (_id, type) => {
    if (type === 'SCRYPTREQUEST') derivations++;
  },
});

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const PASSWORD = 'Correct-horse-42';

/**
 * Issue 42 §3: sign-in and forgot-password take the same work whatever the address: one scrypt at the
 * default cost on every sign-in branch, no database work before the forgot-password answer. Counted,
 * not timed, so the test cannot flake.
 */
describe('issue 42 §3: sign-in and forgot-password do the same work for every account', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    scryptCounter.enable();
    ctx = await createTestApp({
      signIn: { maxFailures: 3, lockSeconds: 30, lockMaxSeconds: 60, ratePerMinute: 1000 },
    });
    const passwordHash = await hashPassword(PASSWORD);
    const db = ctx.database.db;
    await createUser(db, { email: 'active@timing.example', passwordHash });
    await createUser(db, { email: 'locked@timing.example', passwordHash });
    await createUser(db, { email: 'inactive@timing.example', passwordHash, status: 'Inactive' });
    await createUser(db, {
      email: 'invited@timing.example',
      passwordHash: null,
      userUniqueId: null,
      status: 'Invited',
    });
  }, 120_000);
  afterAll(async () => {
    scryptCounter.disable();
    await ctx?.close();
  });

  /** A fresh interaction of the built-in IdP, ready for the login post. */
  async function interaction() {
    const jar = new CookieJar();
    const start = jar.store(
      await ctx.app.inject({ method: 'GET', url: '/api/users/token/codechallengeandcodeverifier?brand=1' }),
    );
    const authorize = new URL(start.json().authorizeUrl);
    const redirect = jar.store(
      await ctx.app.inject({
        method: 'GET',
        url: `${authorize.pathname}${authorize.search}`,
        headers: { cookie: jar.header() },
      }),
    );
    const uid = /\/oidc\/interaction\/([^/?]+)/.exec(String(redirect.headers.location))?.[1];
    expect(uid).toBeTruthy();
    return { jar, uid: uid as string };
  }

  /** The scrypt derivations of one login post. */
  async function loginWork(email: string, password: string) {
    const { jar, uid } = await interaction();
    derivations = 0;
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/oidc/interaction/${uid}/login`,
      remoteAddress: '10.42.0.1',
      headers: { ...FORM, cookie: jar.header() },
      payload: new URLSearchParams({ email, password }).toString(),
    });
    return { status: res.statusCode, work: derivations };
  }

  it('every sign-in branch derives exactly one scrypt key at the default cost', async () => {
    // The hashes the branches check: the dummy one and the accounts' own, all at today's default cost.
    const cost = (hash: string) => hash.split('$').slice(1, 4).join('$');
    expect(cost(DUMMY_HASH)).toBe(cost(await hashPassword('x')));
    expect(needsRehash(DUMMY_HASH)).toBe(false);
    // Three failures make (locked@, this address) wait: its next try is the "waiting" branch.
    for (let i = 0; i < 3; i++) await loginWork('locked@timing.example', 'wrong-password-1');
    const branches = {
      unknown: await loginWork('nobody@timing.example', PASSWORD),
      invitedWithoutPassword: await loginWork('invited@timing.example', PASSWORD),
      wrongPassword: await loginWork('active@timing.example', 'wrong-password-1'),
      inactive: await loginWork('inactive@timing.example', PASSWORD),
      waiting: await loginWork('locked@timing.example', PASSWORD),
      success: await loginWork('active@timing.example', PASSWORD),
    };
    for (const [branch, answer] of Object.entries(branches))
      expect(answer, branch).toEqual({ status: branch === 'success' ? 303 : 401, work: 1 });
  });

  it('forgot-password answers before any database work, the same for every address; the link follows', async () => {
    const ask = async (email: string) => {
      const statements = await sentStatements(ctx.database, () =>
        ctx.app.inject({
          method: 'POST',
          url: '/oidc/forgot-password?lng=en',
          remoteAddress: '10.42.0.2',
          headers: FORM,
          payload: new URLSearchParams({ email }).toString(),
        }),
      );
      await afterResponseSettled(ctx.app);
      return statements;
    };
    const answered = {
      unknown: await ask('nobody@timing.example'),
      invited: await ask('invited@timing.example'),
      active: await ask('active@timing.example'),
    };
    for (const [branch, statements] of Object.entries(answered)) expect(statements, branch).toEqual([]);
    const mails = await queryRows<{ to_address: string }>(
      ctx.database.db,
      sql`select to_address from outbox_emails where to_address like '%@timing.example' order by id`,
    );
    expect(mails.map((m) => m.to_address)).toEqual(['active@timing.example']);
  });
});
