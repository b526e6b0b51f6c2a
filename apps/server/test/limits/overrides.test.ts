import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLimitsApp, type LimitsApp } from './support';

const URL = '/api/cards/profile/overrides';
const HOUR = 3_600_000;

describe('restriction overrides (spec 002 §3.11 Override, §4.11, §7, §9)', () => {
  let app: LimitsApp;
  let claire: string;
  let readOnly: string;
  let showcase: string;
  let target: { authority_id: string; customer_id: string; parent_id: string | null };
  let foreign: { authority_id: string; customer_id: string };

  beforeAll(async () => {
    app = await createLimitsApp();
    claire = await app.signInAs('customerAdmin');
    readOnly = await app.signInAs('internal');
    const reach = await app.reachable(claire);
    const running = await app.rows<{ authority_id: string }>(
      sql`select authority_id from restriction_overrides where end_time > now()`,
    );
    showcase = running.map((r) => r.authority_id).find((a) => reach.includes(a)) as string;
    const free = await app.rows<typeof target>(
      sql`select authority_id, customer_id, parent_id from authorities
           where coalesce(restriction_ack_flag, 'Y') <> 'N' and not is_stopped order by authority_id`,
    );
    const idle = free.filter((a) => !running.some((r) => r.authority_id === a.authority_id));
    target = idle.find((a) => reach.includes(a.authority_id)) as typeof target;
    foreign = idle.find((a) => !reach.includes(a.authority_id)) as typeof foreign;
  }, 180_000);
  afterAll(() => app.close());

  const set = (duration: number, extra: Record<string, unknown> = {}, cookie = claire) =>
    app.post(URL, cookie, {
      acceptViolation: true,
      alertViolation: true,
      authorityId: target.authority_id,
      customerId: target.customer_id,
      parentId: target.parent_id,
      duration,
      ...extra,
    });
  const list = async (authorityId = target.authority_id, cookie = claire) => {
    const res = await app.get(`${URL}?AuthorityIds=${authorityId}`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().overrides as { endTime: string; alertViolation: boolean; acceptViolation: boolean }[];
  };

  it('shows the demo’s running override of the showcase authority with the spec fields', async () => {
    const [override] = await list(showcase);
    expect(override).toMatchObject({
      authorityId: showcase,
      authorityNumber: showcase,
      acceptViolation: true,
      alertViolation: true,
      customerName: 'Northwind Logistics GmbH',
    });
    expect(new Date(override?.endTime ?? 0).getTime()).toBeGreaterThan(app.clock.now());
  });

  it('refuses durations outside 1 to 3 for a new override, and Reject (accept false)', async () => {
    for (const duration of [4, 11, -1]) {
      const res = await set(duration);
      expect(res.statusCode).toBe(400);
      expect(res.json().messageKey).toBe('override_duration_invalid');
    }
    const reject = await set(1, { acceptViolation: false });
    expect(reject.statusCode).toBe(400);
    expect(reject.json().messageKey).toBe('override_accept_required');
    const none = await set(0);
    expect(none.statusCode).toBe(409);
    expect(none.json().messageKey).toBe('override_not_active');
    expect(await list()).toEqual([]);
  });

  it('creates for 1 to 3 hours, extends by 1 to 10, ends now with 0, each audited as PROV', async () => {
    const start = app.clock.now();
    const created = await set(2, { alertViolation: false });
    expect(created.statusCode, created.body).toBe(200);
    const [first] = created.json().overrides;
    expect(first).toMatchObject({
      authorityId: target.authority_id,
      acceptViolation: true,
      alertViolation: false,
    });
    expect(Math.abs(new Date(first.endTime).getTime() - (start + 2 * HOUR))).toBeLessThan(5_000);

    const extended = await set(10);
    expect(extended.statusCode, extended.body).toBe(200);
    const [longer] = extended.json().overrides;
    expect(new Date(longer.endTime).getTime() - new Date(first.endTime).getTime()).toBe(10 * HOUR);
    expect(longer.alertViolation).toBe(true);
    expect((await set(11)).statusCode).toBe(400);

    const ended = await set(0);
    expect(ended.statusCode).toBe(200);
    expect(ended.json().overrides).toEqual([]);
    expect(await list()).toEqual([]);
    const audit = await app.audit('PROV', target.authority_id);
    expect(audit.filter((a) => a.is_success).map((a) => a.body.action)).toEqual(['create', 'extend', 'end']);
  });

  it('expires on its own when the clock passes endTime (no job ends it)', async () => {
    expect((await set(1)).statusCode).toBe(200);
    expect(await list()).toHaveLength(1);
    app.clock.advance(HOUR + 60_000);
    // Sessions idle out after 14 minutes: sign in again at the new time.
    claire = await app.signInAs('customerAdmin');
    readOnly = await app.signInAs('internal');
    expect(await list()).toEqual([]);
    const [row] = await app.rows<{ n: number }>(
      sql`select count(*)::int as n from restriction_overrides where authority_id = ${target.authority_id}`,
    );
    expect(row?.n).toBe(2);
    // A new one may start once it ran out.
    expect((await set(3)).statusCode).toBe(200);
  });

  it('refuses another tenant’s authority for reading and writing', async () => {
    expect((await app.get(`${URL}?AuthorityIds=${foreign.authority_id}`, claire)).statusCode).toBe(403);
    const res = await set(1, {
      authorityId: foreign.authority_id,
      customerId: foreign.customer_id,
      parentId: null,
    });
    expect(res.statusCode).toBe(403);
    expect(
      await app.rows(
        sql`select 1 from restriction_overrides where authority_id = ${foreign.authority_id} and end_time > now()`,
      ),
    ).toEqual([]);
  });

  it('refuses a customer id that is not the authority’s', async () => {
    const res = await set(0, { customerId: 'SOMEONE-ELSE' });
    expect(res.statusCode).toBe(400);
    expect(res.json().messageKey).toBe('authority_customer_mismatch');
  });

  it('the read-only role sees overrides but gets 403 on a change, and the override stays', async () => {
    const before = await list(target.authority_id, readOnly);
    expect(before).toHaveLength(1);
    const res = await set(0, {}, readOnly);
    expect(res.statusCode).toBe(403);
    expect(res.json().messageKey).toBe('forbidden');
    expect(await list()).toEqual(before);
  });
});
