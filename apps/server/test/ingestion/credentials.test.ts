// Issue 20: per-partner credentials, stored hashed, revocable, two active for a rotation; a foreign or
// revoked credential (or a portal session) gets 401 and never a portal session's data.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NAMED_USERS } from '../../src/demo/named-users';
import {
  CredentialLimitError,
  createPartnerCredential,
  DEMO_PROCESSOR,
  ensureDemoProcessorCredential,
  hashPartnerCredential,
  processorAuthenticator,
  revokePartnerCredential,
} from '../../src/modules/ingestion/credentials';
import { signIn, WRITE_HEADERS } from '../helpers/sign-in';
import { testConfig } from '../helpers/test-app';
import { AUTHORIZATIONS_URL, createIngestionApp, type IngestionApp, TRANSACTIONS_URL } from './support';

let t: IngestionApp;
beforeAll(async () => {
  t = await createIngestionApp();
});
afterAll(() => t.close());

describe('processor credentials', () => {
  it('stores only the hash of a credential', async () => {
    const rows = await t.rows<{ token_hash: string }>(
      sql`select token_hash from partner_credentials where partner_id = 'processor-test'`,
    );
    expect(rows.map((r) => r.token_hash)).toEqual([hashPartnerCredential(t.current.credential)]);
    expect(JSON.stringify(rows)).not.toContain(t.current.credential);
  });

  it('answers 401 to a foreign, malformed or missing credential, on both routes', async () => {
    const lines = t.lines(1);
    for (const headers of [
      { authorization: 'Bearer pc_not-a-stored-credential' },
      { authorization: `Token ${t.current.credential}` },
      {},
    ]) {
      for (const url of [TRANSACTIONS_URL, AUTHORIZATIONS_URL]) {
        const res = await t.app.inject({ method: 'POST', url, headers, payload: { lines } });
        expect(res.statusCode).toBe(401);
        expect(res.json().messageKey).toBe('Unauthorized');
      }
    }
  });

  it('answers 401 to a portal session: a signed-in user reaches no partner route', async () => {
    const admin = NAMED_USERS.find((u) => u.key === 'customerAdmin');
    if (!admin?.password) throw new Error('no customer admin');
    const { jar } = await signIn(t.app, admin.email, admin.password);
    const res = await t.app.inject({
      method: 'POST',
      url: TRANSACTIONS_URL,
      headers: { ...WRITE_HEADERS, cookie: jar.header() },
      payload: { lines: t.lines(1) },
    });
    expect(res.statusCode).toBe(401);
    expect(res.body).not.toContain('authorityId');
  });

  it('keeps two credentials active for a rotation, refuses a third, and shuts a revoked one out', async () => {
    const now = Date.now();
    const second = await createPartnerCredential(t.database.db, { partnerId: 'processor-test', now });
    await expect(
      createPartnerCredential(t.database.db, { partnerId: 'processor-test', now }),
    ).rejects.toBeInstanceOf(CredentialLimitError);
    // Both work during the rotation.
    expect((await t.send(t.lines(1), second.credential)).statusCode).toBe(200);
    expect((await t.send(t.lines(1))).statusCode).toBe(200);
    // The old one is revoked: 401 from then on; the new one goes on.
    const [old] = await t.rows<{ credential_id: number }>(
      sql`select credential_id from partner_credentials where token_hash = ${hashPartnerCredential(t.current.credential)}`,
    );
    expect(await revokePartnerCredential(t.database.db, old?.credential_id ?? 0, now)).toBe(true);
    expect((await t.send(t.lines(1))).statusCode).toBe(401);
    expect((await t.send(t.lines(1), second.credential)).statusCode).toBe(200);
    // A revoked one frees its place: a new credential may be made.
    await expect(
      createPartnerCredential(t.database.db, { partnerId: 'processor-test', now }),
    ).resolves.toMatchObject({ partnerId: 'processor-test' });
    t.current.credential = second.credential;
  });

  it('stores each partner line under its own partner: the same line id of another partner is its own', async () => {
    const other = await createPartnerCredential(t.database.db, {
      partnerId: 'processor-other',
      now: Date.now(),
    });
    const [line] = t.lines(1);
    const mine = await t.ingest([line]);
    const theirs = await t.ingest([{ ...line, lineId: line?.lineId }], other.credential);
    expect(mine.stored).toBe(1);
    // Same purchase and product: the other partner's line is refused as an existing transaction.
    expect(theirs.lines[0]?.outcome).toBe('refused');
  });
});

describe('the demo processor credential', () => {
  it('exists only outside production with the demo data, and production refuses it even when stored', async () => {
    const db = t.database.db;
    await ensureDemoProcessorCredential(
      db,
      testConfig({ env: 'production', seedPreset: 'demo' }),
      Date.now(),
    );
    await ensureDemoProcessorCredential(db, testConfig({ seedPreset: 'none' }), Date.now());
    const count = async () =>
      (
        await t.rows<{ n: number }>(
          sql`select count(*)::int as n from partner_credentials where partner_id = ${DEMO_PROCESSOR.partnerId}`,
        )
      )[0]?.n;
    expect(await count()).toBe(0);
    await ensureDemoProcessorCredential(db, testConfig({ seedPreset: 'demo' }), Date.now());
    await ensureDemoProcessorCredential(db, testConfig({ seedPreset: 'demo' }), Date.now());
    expect(await count()).toBe(1);
    const request = (authorization: string) =>
      ({ headers: { authorization } }) as unknown as Parameters<ReturnType<typeof processorAuthenticator>>[0];
    const bearer = `Bearer ${DEMO_PROCESSOR.credential}`;
    expect(await processorAuthenticator(db, testConfig())(request(bearer))).toBe(true);
    expect(await processorAuthenticator(db, testConfig({ env: 'production' }))(request(bearer))).toBe(false);
  });
});
