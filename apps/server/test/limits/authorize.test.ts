import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuthorizeInput } from '../../src/modules/authorization/service';
import {
  allowedSite,
  app,
  card,
  exec,
  HOUR,
  line,
  other,
  otherSite,
  PRODUCTS,
  run,
  setBlock,
  shopProduct,
  T,
  useAuthorizeFixture,
  washProduct,
} from './authorize-fixture';

describe('the authorization check (issue 19: profile, override, account limits, card status)', () => {
  useAuthorizeFixture();

  it('allows a transaction every restriction admits', async () => {
    expect(await run()).toMatchObject({
      decision: 'allowed',
      rule: null,
      accepted: [],
      alert: false,
      overrideApplied: false,
      cardId: Number(card.card_id),
      authorityId: card.authority_id,
    });
    // The site found by a terminal id instead of its id.
    expect((await run({ siteId: undefined, fepId: allowedSite.fep_ids[0] })).decision).toBe('allowed');
  });

  it.each<[string, Partial<AuthorizeInput>, string]>([
    ['a product of a category not allowed', { productId: 0 }, 'product'],
    ['more volume than one transaction may take', { quantity: 150 }, 'productLimit'],
    ['a site not in the list', { siteId: 0 }, 'site'],
    ['no site at all', { siteId: undefined }, 'site'],
    ['a weekday evening after 20:00', { time: new Date(T + 10 * HOUR).toISOString() }, 'dayTime'],
    ['a Sunday', { time: new Date(T + 4 * 24 * HOUR).toISOString() }, 'dayTime'],
    ['no odometer reading', { odometer: undefined }, 'odometer'],
    ['more than 500 km since the last reading', { odometer: 10_600 }, 'odometer'],
    ['an odometer going backwards', { odometer: 9_000 }, 'odometer'],
    ['the daily spending limit (450 + 60 > 500)', { amount: 60 }, 'spendingLimit'],
  ])('declines %s by its rule', async (_name, extra, rule) => {
    const input = { ...extra };
    if (input.productId === 0) input.productId = shopProduct;
    if (input.siteId === 0) input.siteId = Number(otherSite);
    const result = await run(input);
    expect(result).toMatchObject({ decision: 'declined', rule, alert: true });
    expect(result.reason).toEqual(expect.any(String));
  });

  it('sums the card’s day in the account’s time zone: 00:30 in Berlin is the same day, 23:30 UTC before', async () => {
    // 450.00 + 11.00 + 40.00 > 500.00 only when the line of 23:30 UTC the evening before counts as today.
    await line(card.card_id, Date.parse('2031-01-14T23:30:00Z'), washProduct, 1_100, null);
    expect(await run()).toMatchObject({ decision: 'declined', rule: 'spendingLimit' });
    await exec(
      sql`delete from transactions where card_id = ${Number(card.card_id)} and transaction_date_time = '2031-01-14T23:30:00Z'`,
    );
    expect((await run()).decision).toBe('allowed');
  });

  it('allows on a Saturday, a day the custom setup does not restrict', async () => {
    expect((await run({ time: new Date(T + 3 * 24 * HOUR).toISOString() })).decision).toBe('allowed');
  });

  it('declines by the account limit, summed over all the account’s cards in SQL', async () => {
    await exec(sql`insert into account_spending_limits (authority_id, customer_id, parent_id, currency,
                     daily_spend_limit, accept_violation, alert_violation)
                   select authority_id, customer_id, parent_id, currency, 60000, false, true
                     from authorities where authority_id = ${card.authority_id}`);
    expect((await run()).decision).toBe('allowed');
    // Another card of the account spends 150.00: 450 + 150 + 40 > 600.
    await line(other.card_id, T - 2 * HOUR, washProduct, 15_000, null);
    expect(await run()).toMatchObject({ decision: 'declined', rule: 'accountLimit' });
    await exec(
      sql`delete from transactions where card_id = ${Number(other.card_id)} and transaction_date_time > '2031-01-01'`,
    );
  });

  it('accepts a violation whose choice is accept (option 1) without an alert, or with one (option 2)', async () => {
    await setBlock('products_and_services', {
      ...PRODUCTS,
      acceptProductServiceViolation: true,
      alertProductServiceViolation: false,
    });
    expect(await run({ productId: shopProduct })).toMatchObject({
      decision: 'allowed',
      accepted: ['product'],
      alert: false,
    });
    await setBlock('products_and_services', {
      ...PRODUCTS,
      acceptProductServiceViolation: true,
      alertProductServiceViolation: true,
    });
    expect(await run({ productId: shopProduct })).toMatchObject({
      decision: 'allowed',
      accepted: ['product'],
      alert: true,
    });
    await setBlock('products_and_services', PRODUCTS);
  });

  it('allows profile violations under a running override, alerting as it says; not after it ended', async () => {
    await exec(sql`insert into restriction_overrides (authority_id, customer_id, parent_id, accept_violation,
                     alert_violation, starts_at, end_time)
                   select authority_id, customer_id, parent_id, true, false,
                          ${new Date(T - HOUR).toISOString()}::timestamptz, ${new Date(T + HOUR).toISOString()}::timestamptz
                     from authorities where authority_id = ${card.authority_id}`);
    const result = await run({ productId: shopProduct, siteId: Number(otherSite), amount: 60 });
    expect(result).toMatchObject({ decision: 'allowed', overrideApplied: true, alert: false });
    expect(result.accepted).toEqual(['product', 'site', 'spendingLimit']);
    const later = await run({ productId: shopProduct, time: new Date(T + 2 * HOUR).toISOString() });
    expect(later).toMatchObject({ decision: 'declined', rule: 'product' });
  });

  it('keeps account limits and card status in force under an override', async () => {
    await exec(sql`insert into restriction_overrides (authority_id, customer_id, parent_id, accept_violation,
                     alert_violation, starts_at, end_time)
                   select authority_id, customer_id, parent_id, true, true,
                          ${new Date(T - HOUR).toISOString()}::timestamptz, ${new Date(T + HOUR).toISOString()}::timestamptz
                     from authorities where authority_id = ${card.authority_id}`);
    await exec(sql`insert into account_spending_limits (authority_id, customer_id, parent_id, currency,
                     daily_spend_limit, accept_violation, alert_violation)
                   select authority_id, customer_id, parent_id, currency, 46000, false, true
                     from authorities where authority_id = ${card.authority_id}`);
    expect(await run()).toMatchObject({ decision: 'declined', rule: 'accountLimit' });
  });

  it('declines a stopped, blocked or expired card, a card of a stopped account and an unknown card', async () => {
    const id = Number(card.card_id);
    for (const status of [2, 11]) {
      await exec(sql`update cards set card_status_id = ${status} where card_id = ${id}`);
      expect(await run()).toMatchObject({
        decision: 'declined',
        rule: 'cardStopped',
        reason: 'Card stopped',
      });
    }
    await exec(sql`update cards set card_status_id = 100 where card_id = ${id}`);
    await exec(sql`update authorities set is_stopped = true where authority_id = ${card.authority_id}`);
    expect((await run()).rule).toBe('cardStopped');
    await exec(sql`update authorities set is_stopped = false where authority_id = ${card.authority_id}`);
    await exec(sql`update cards set expiry_year = 2030 where card_id = ${id}`);
    expect(await run()).toMatchObject({ decision: 'declined', rule: 'cardExpired' });
    await exec(sql`update cards set expiry_year = 2032 where card_id = ${id}`);
    expect(await run({ cardId: undefined, cardNumber: '000000000000' })).toMatchObject({
      decision: 'declined',
      rule: 'cardUnknown',
      cardId: null,
    });
    expect((await run({ cardId: undefined, cardNumber: card.card_number })).decision).toBe('allowed');
  });

  it('POST /api/cards/authorize answers platform admins (machine callers), refuses customers and bad bodies', async () => {
    const admin = await app.signInAs('platformAdmin');
    const claire = await app.signInAs('customerAdmin');
    const payload = {
      cardId: Number(card.card_id),
      siteId: Number(allowedSite.global_site_id),
      productId: shopProduct,
      quantity: 1,
      amount: 1,
      time: new Date(T).toISOString(),
      odometer: 10_100,
    };
    const res = await app.post('/api/cards/authorize', admin, payload);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      decision: 'declined',
      rule: 'product',
      reason: 'Product not allowed',
    });
    expect((await app.post('/api/cards/authorize', claire, payload)).statusCode).toBe(403);
    const bad = await app.post('/api/cards/authorize', admin, { ...payload, cardId: undefined });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().messageKey).toBe('authorize_card_required');
  });
});
