import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLimitsApp, type LimitsApp } from './support';

const URL = '/api/users/hierarchy/authorities/accountlimits';

describe('account spending limits (spec 002 §2.9, §3.12, §4.10, §5.4, §7)', () => {
  let app: LimitsApp;
  let claire: string;
  let readOnly: string;
  let reach: string[];
  let foreign: string;
  let target: { authority_id: string; customer_id: string; parent_id: string | null };

  beforeAll(async () => {
    app = await createLimitsApp();
    claire = await app.signInAs('customerAdmin');
    readOnly = await app.signInAs('internal');
    reach = await app.reachable(claire);
    const all = await app.rows<{ authority_id: string }>(
      sql`select authority_id from authorities order by 1`,
    );
    foreign = all.map((a) => a.authority_id).find((a) => !reach.includes(a)) as string;
    const [found] = await app.rows<typeof target>(
      sql`select authority_id, customer_id, parent_id from authorities
           where authority_id = ${reach[reach.length - 1]}`,
    );
    if (!found) throw new Error('no authority to edit');
    target = found;
  }, 180_000);
  afterAll(() => app.close());

  const body = (extra: Record<string, unknown> = {}) => ({
    authorityId: target.authority_id,
    customerId: target.customer_id,
    parentId: target.parent_id,
    dailySpendLimit: 100,
    weeklySpendLimit: 500,
    monthlySpendLimit: 2000,
    rollingDays: 10,
    rollingSpendLimit: 900,
    acceptViolation: true,
    alertViolation: true,
    ...extra,
  });
  const save = (extra: Record<string, unknown> = {}, cookie = claire, query = '') =>
    app.post(`${URL}${query}`, cookie, body(extra));

  it('lists every authority of the scope, sorted by parentNumber ascending, paged, with totalCards', async () => {
    const res = await app.get(`${URL}?applyLevel=G&accessId=ALL&limit=500`, claire);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json();
    expect(list.totalCards).toBe(reach.length);
    const parents = list.accountSpendingLimits.map((r: { parentNumber: string | null }) => r.parentNumber);
    const sorted = [...parents].sort((a, b) =>
      a === null ? 1 : b === null ? -1 : a < b ? -1 : a > b ? 1 : 0,
    );
    expect(parents).toEqual(sorted);
    const page2 = (await app.get(`${URL}?applyLevel=G&accessId=ALL&limit=5&start=5`, claire)).json();
    expect(page2.accountSpendingLimits).toEqual(list.accountSpendingLimits.slice(5, 10));
    expect(page2.totalCards).toBe(reach.length);
    const past = (await app.get(`${URL}?applyLevel=G&accessId=ALL&start=900`, claire)).json();
    expect(past).toEqual({ accountSpendingLimits: [], totalCards: reach.length });
  });

  it('searches, sorts by sortCriteria and refuses an unknown sort column', async () => {
    const one = (
      await app.get(`${URL}?applyLevel=G&accessId=ALL&searchText=${target.authority_id}`, claire)
    ).json();
    expect(one.accountSpendingLimits.map((r: { authorityId: string }) => r.authorityId)).toEqual([
      target.authority_id,
    ]);
    const desc = (
      await app.get(`${URL}?applyLevel=G&accessId=ALL&limit=500&sortCriteria=authorityId:desc`, claire)
    ).json();
    expect(desc.accountSpendingLimits[0].authorityId).toBe([...reach].sort().reverse()[0]);
    const bad = await app.get(`${URL}?applyLevel=G&accessId=ALL&sortCriteria=password`, claire);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().messageKey).toBe('sort_column_unknown');
  });

  it('refuses another tenant’s authority in the list and in a save', async () => {
    expect((await app.get(`${URL}?authorityIds=${foreign}`, claire)).statusCode).toBe(403);
    const [f] = await app.rows<{ customer_id: string }>(
      sql`select customer_id from authorities where authority_id = ${foreign}`,
    );
    const res = await save({ authorityId: foreign, customerId: f?.customer_id, parentId: null });
    expect(res.statusCode).toBe(403);
    const stored = await app.rows(
      sql`select 1 from account_spending_limits where authority_id = ${foreign} and daily_spend_limit = 10000`,
    );
    expect(stored).toEqual([]);
    // A body authority outside the query's own scope is refused too.
    const outside = await save({}, claire, `?authorityIds=${reach[0]}`);
    expect(outside.statusCode).toBe(403);
  });

  it('saves the four limits and the violation choice, writes ASLU and reads them back', async () => {
    const res = await save();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      authorityId: target.authority_id,
      dailySpendLimit: 100,
      weeklySpendLimit: 500,
      monthlySpendLimit: 2000,
      rollingDays: 10,
      rollingSpendLimit: 900,
      acceptViolation: true,
      alertViolation: true,
      isSet: true,
    });
    const [stored] = await app.rows<{ daily_spend_limit: string }>(
      sql`select daily_spend_limit from account_spending_limits where authority_id = ${target.authority_id}`,
    );
    expect(Number(stored?.daily_spend_limit)).toBe(10_000);
    const audit = await app.audit('ASLU', target.authority_id);
    expect(audit.at(-1)).toMatchObject({ is_success: true, body: { daily: 10_000, acceptViolation: true } });
    const listed = (await app.get(`${URL}?authorityIds=${target.authority_id}`, claire)).json();
    expect(listed.accountSpendingLimits[0]).toEqual(res.json());
  });

  it.each([
    [1, true, false],
    [2, true, true],
    [3, false, true],
  ])('round-trips violation option %i as accept %s, alert %s', async (_option, accept, alert) => {
    const res = await save({ acceptViolation: accept, alertViolation: alert });
    expect(res.json()).toMatchObject({ acceptViolation: accept, alertViolation: alert });
  });

  it('sends empty values as null', async () => {
    const res = await save({
      dailySpendLimit: '',
      weeklySpendLimit: null,
      rollingDays: null,
      rollingSpendLimit: '',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      dailySpendLimit: null,
      weeklySpendLimit: null,
      rollingDays: null,
      rollingSpendLimit: null,
    });
  });

  it.each([
    ['a negative amount', { dailySpendLimit: -5 }, 'dailySpendLimit', 'validation_positive_number'],
    ['zero', { weeklySpendLimit: 0 }, 'weeklySpendLimit', 'validation_positive_number'],
    ['more than 999999', { monthlySpendLimit: 1_000_000 }, 'monthlySpendLimit', 'restriction_valiation_max'],
    ['three decimals', { dailySpendLimit: 10.125 }, 'dailySpendLimit', 'restriction_valiation_decimal_place'],
    ['text', { dailySpendLimit: 'ten' }, 'dailySpendLimit', 'restriction_valiation_decimal_place'],
    ['daily above weekly', { dailySpendLimit: 600 }, 'dailySpendLimit', 'restriction_valiation_max'],
    ['weekly above monthly', { weeklySpendLimit: 2500 }, 'weeklySpendLimit', 'restriction_valiation_max'],
    [
      'daily above monthly, weekly empty',
      { dailySpendLimit: 2500, weeklySpendLimit: null },
      'dailySpendLimit',
      'restriction_valiation_max',
    ],
    ['rolling days 1', { rollingDays: 1 }, 'rollingDays', 'restriction_valiation_min'],
    ['rolling days 31', { rollingDays: 31 }, 'rollingDays', 'restriction_valiation_max'],
    [
      'rolling days without amount',
      { rollingSpendLimit: null },
      'rollingSpendLimit',
      'field_required_message',
    ],
    ['rolling amount without days', { rollingDays: null }, 'rollingDays', 'field_required_message'],
  ])('refuses %s with 400 and the §5.4 key, changing nothing', async (_name, extra, field, key) => {
    const before = await app.rows(
      sql`select * from account_spending_limits where authority_id = ${target.authority_id}`,
    );
    const res = await save(extra);
    expect(res.statusCode).toBe(400);
    expect(res.json().messageKey).toBe(key);
    expect(res.json().issues[0]).toMatchObject({ path: `body.${field}`, messageKey: key });
    expect(
      await app.rows(sql`select * from account_spending_limits where authority_id = ${target.authority_id}`),
    ).toEqual(before);
  });

  it('refuses a customer id that is not the authority’s', async () => {
    const res = await save({ customerId: 'NOT-THE-CUSTOMER' });
    expect(res.statusCode).toBe(400);
    expect(res.json().messageKey).toBe('authority_customer_mismatch');
  });

  it('the read-only role sees the limits but gets 403 on a save, and nothing changes', async () => {
    expect((await app.get(`${URL}?authorityIds=${target.authority_id}`, readOnly)).statusCode).toBe(200);
    const before = await app.rows(
      sql`select * from account_spending_limits where authority_id = ${target.authority_id}`,
    );
    const res = await save({ dailySpendLimit: 1 }, readOnly);
    expect(res.statusCode).toBe(403);
    expect(res.json().messageKey).toBe('forbidden');
    expect(
      await app.rows(sql`select * from account_spending_limits where authority_id = ${target.authority_id}`),
    ).toEqual(before);
    const failed = (await app.audit('ASLU', target.authority_id)).filter((a) => !a.is_success);
    expect(failed.length).toBeGreaterThan(0);
  });
});
