import { ZGeneralPreferencesBody } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { NAMED_USERS, namedUser } from '../../src/demo/named-users';
import { count, distinct, engine, rows, useDemoDatabase } from './demo-database';

describe(`the demo preset on ${engine} covers every state the spec names`, () => {
  useDemoDatabase();

  it('stores only preference values the preferences call offers (spec 000 §3, §7)', async () => {
    const stored = await rows<{ preferences: unknown }>('select preferences from users');
    expect(stored.length).toBeGreaterThan(0);
    for (const { preferences } of stored) {
      const parsed = ZGeneralPreferencesBody.safeParse(preferences);
      expect(parsed.success, JSON.stringify(preferences)).toBe(true);
    }
  });

  it('has the sizes of the demo preset (issue 3)', async () => {
    expect(await count('authorities')).toBe(60);
    expect(await count('cards')).toBeGreaterThan(2_800);
    expect(await count('transactions')).toBeGreaterThan(140_000);
    expect(await count('charging_sessions')).toBeGreaterThan(48_000);
    expect(await count('invoices')).toBeGreaterThan(2_000);
    expect(await count('ev_prices')).toBe(8 * 8 * 3);
    const [span] = await rows<{ months: number }>(
      `select round(extract(epoch from max(transaction_date_time) - min(transaction_date_time)) / 2629800)::int as months from transactions`,
    );
    expect(span?.months).toBe(15);
  });

  it('shows every card status, stopped and re-issue status (spec 002 §4.1)', async () => {
    const missing = await rows(`select status_id from card_statuses except select card_status_id from cards`);
    expect(missing).toEqual([]);
    expect(await distinct('status_id', `card_statuses where is_stopped`)).toEqual([2, 3, 31]);
    expect(
      await distinct('status_id', `card_statuses where code in ('awaitReissue', 'notForReissue')`),
    ).toEqual([930, 940]);
    expect(await count('cards c join authorities a using (authority_id) where a.is_stopped')).toBeGreaterThan(
      0,
    );
    expect(await count('cards where replaces_card_id is not null')).toBeGreaterThan(0);
  });

  it('has every card type and PIN method, plus an invalid one (spec 002 §3.2, §3.10)', async () => {
    expect(await distinct('card_type_id', 'cards')).toEqual([1, 2, 3, 4, 5]);
    expect(await distinct('pin_method', 'cards')).toEqual([0, 1, 2, 3, 9]);
  });

  it('has every transaction status, priced and pending lines, lines without product (spec 001 §3, §4)', async () => {
    expect(await distinct('transaction_status::text', 'transactions')).toEqual([
      'Authorised',
      'Declined',
      'Invoiced',
      'Uninvoiced',
    ]);
    expect(await distinct('is_priced', `transactions where transaction_status <> 'Declined'`)).toEqual([
      false,
      true,
    ]);
    expect(await count(`transactions where product_id is null`)).toBeGreaterThan(0);
    expect(
      await count(`transactions t join sites s on s.global_site_id = t.site_id where s.latitude is null`),
    ).toBeGreaterThan(0);
    expect(
      await count(`(select transaction_id from transactions group by 1 having count(*) > 1) x`),
    ).toBeGreaterThan(0);
    const [id] = await rows<{ len: number }>(
      `select length(transaction_id::text) as len from transactions limit 1`,
    );
    expect(id?.len).toBe(36);
  });

  it('has every invoice type, issuer country and currency, summaries with invoices (spec 001 §3)', async () => {
    expect(await distinct('invoice_type::text', 'invoices')).toEqual([
      'INTERNATIONAL-INVOICE',
      'NATIONAL-INVOICE',
      'SUMMARY-STATEMENT',
    ]);
    expect(await distinct('issuer_country', 'invoices')).toEqual([
      'AT',
      'BE',
      'DE',
      'GB',
      'LU',
      'NL',
      'PL',
      'PT',
    ]);
    expect(await distinct('currency', 'invoices')).toEqual(['EUR', 'GBP', 'PLN']);
    expect(await distinct('status::text', 'invoices')).toEqual(['Open', 'Overdue', 'Paid']);
    expect(await count(`invoices where summary_statement_id is not null`)).toBeGreaterThan(0);
    expect(await count(`invoices where supply_country is null`)).toBeGreaterThan(0);
    expect(await count(`invoices where not in_archive`)).toBeGreaterThan(0);
    expect(
      await count(`invoices where invoice_date < (select min(transaction_date_time) from transactions)`),
    ).toBeGreaterThan(0);
    expect(await count(`authorities where client_number is null`)).toBeGreaterThan(0);
  });

  it('keeps invoice totals equal to their transactions, summaries to their invoices', async () => {
    const wrong = await rows(`
      select i.invoice_id from invoices i join transactions t on t.invoice_id = i.invoice_id
       group by i.invoice_id having sum(t.gross_invoice_minor) <> max(i.amount_minor) or count(*) <> max(i.transaction_count)`);
    expect(wrong).toEqual([]);
    const summaries = await rows(`
      select s.invoice_id from invoices s join invoices i on i.summary_statement_id = s.invoice_id
       group by s.invoice_id having sum(i.amount_minor) <> max(s.amount_minor)`);
    expect(summaries).toEqual([]);
  });

  it('keeps the daily rollups equal to the rows they summarise (DESIGN §6)', async () => {
    const [tx] = await rows<{ rolled: number; byProduct: number; rows: number; gross: string; sum: string }>(`
      select (select sum(authorised + declined + uninvoiced + invoiced)::int from transaction_daily_counts) as rolled,
             (select sum(row_count)::int from transaction_product_daily_rollups) as "byProduct",
             (select count(*)::int from transactions) as rows,
             (select sum(gross_minor)::text from transaction_product_daily_rollups) as gross,
             (select sum(gross_invoice_minor)::text from transactions) as sum`);
    expect([tx?.rolled, tx?.byProduct]).toEqual([tx?.rows, tx?.rows]);
    expect(tx?.gross).toBe(tx?.sum);
    const uninvoiced = await rows(`
      select authority_id, sum(gross_invoice_minor) from transactions where transaction_status = 'Uninvoiced' group by 1
      except
      select authority_id, sum(gross_minor) from transaction_product_daily_rollups where transaction_status = 'Uninvoiced' group by 1`);
    expect(uninvoiced).toEqual([]);
    const counts = await rows(`select authority_id, (transaction_date_time at time zone 'UTC')::date,
      count(*) filter (where transaction_status = 'Invoiced')::int, count(*)::int from transactions group by 1, 2
      except select authority_id, day, invoiced, authorised + declined + uninvoiced + invoiced from transaction_daily_counts`);
    expect(counts).toEqual([]);
    const [ev] = await rows<{ a: number; b: number; c: number }>(`
      select (select sum(session_count)::int from charging_daily_rollups) as a,
             (select sum(session_count)::int from charge_point_daily_usage) as b,
             (select count(*)::int from charging_sessions) as c`);
    expect([ev?.a, ev?.b]).toEqual([ev?.c, ev?.c]);
    expect(await count('charging_daily_rollups where short_session_count > 0')).toBeGreaterThan(0);
  });

  it('has users in every status and migration status 0, 1, 2, 3 and above 3 (spec 000 §4, §6)', async () => {
    expect(await distinct('status::text', 'users')).toEqual([
      'Active',
      'Inactive',
      'Invited',
      'Link Expired',
    ]);
    const migrated = await distinct('least(one_fleet_migrated_status, 4)', 'users');
    expect(migrated).toEqual([0, 1, 2, 3, 4]);
    // The admin scenario conditions of spec 000 §4.
    expect(await count(`users where status = 'Invited' and user_unique_id is not null`)).toBeGreaterThan(0);
    expect(await count(`users where status = 'Invited' and user_unique_id is null`)).toBeGreaterThan(0);
    expect(await count(`users where status = 'Link Expired' and user_unique_id is null`)).toBeGreaterThan(0);
    expect(await count(`users where status = 'Link Expired' and user_unique_id is not null`)).toBeGreaterThan(
      0,
    );
  });

  it('has invite tokens that are valid, expired and already used (spec 000 §4)', async () => {
    const asOf = `timestamptz '2025-06-16'`;
    expect(await count(`invites where used_at is null and expires_at > ${asOf}`)).toBeGreaterThan(0);
    expect(await count(`invites where used_at is null and expires_at < ${asOf}`)).toBeGreaterThan(0);
    expect(await count(`invites where used_at is not null`)).toBeGreaterThan(0);
  });

  it('has the named demo users with their roles and flags (README)', async () => {
    const users = await rows<{
      id: number;
      email: string;
      is_admin: boolean;
      is_internal: boolean;
      m: number;
    }>(
      `select id, email, is_admin, is_internal, one_fleet_migrated_status as m from users where id <= ${NAMED_USERS.length} order by id`,
    );
    expect(users.map((u) => u.email)).toEqual(NAMED_USERS.map((u) => u.email));
    expect(users.find((u) => u.id === namedUser('platformAdmin').id)?.is_admin).toBe(true);
    expect(users.find((u) => u.id === namedUser('internal').id)?.is_internal).toBe(true);
    expect(users.find((u) => u.id === namedUser('migrated').id)?.m).toBeGreaterThan(3);
    expect(users.find((u) => u.id === namedUser('orderBlocked').id)?.m).toBe(2);
    const admin = namedUser('customerAdmin').id;
    expect(await count(`user_authority_access where user_id = ${admin}`)).toBeGreaterThan(20);
    expect(await count(`user_group_access where user_id = ${admin}`)).toBeGreaterThanOrEqual(2);
    expect(await count(`user_parent_access where user_id = ${admin}`)).toBeGreaterThanOrEqual(2);
    const single = namedUser('singleRole').id;
    expect(await distinct('role_id', `user_authority_access where user_id = ${single}`)).toEqual([1560]);
    // Spec 000 §6: an authority of the single-role user that no parent of theirs covers gives the ALL group.
    const uncovered = await count(`user_authority_access ua join authorities a using (authority_id)
      where ua.user_id = ${single} and (a.parent_id is null or a.parent_id not in
        (select parent_id from user_parent_access where user_id = ${single}))`);
    expect(uncovered).toBeGreaterThan(0);
    const ev = namedUser('evUser').id;
    expect(
      await count(`user_authority_access ua join role_permissions rp using (role_id)
      where ua.user_id = ${ev} and rp.permission_key = 'isEVUser'`),
    ).toBeGreaterThan(0);
  });

  it('has every charge point and connector status, both CDR types and every RFID status (spec 001 §3, §4)', async () => {
    expect(await distinct('charge_point_status::text', 'charge_points')).toHaveLength(9);
    const connectors = await distinct('status::text', 'connectors');
    expect(connectors).toEqual([
      'AVAILABLE',
      'BLOCKED',
      'CHARGING',
      'INOPERATIVE',
      'OUTOFORDER',
      'RESERVED',
      'UNKNOWN',
    ]);
    const demoDepot = await distinct(
      'cp.charge_point_status::text',
      `charge_points cp join ev_sites s using (site_id) join user_authority_access ua on ua.authority_id = s.authority_id
       where ua.user_id = ${namedUser('evUser').id}`,
    );
    expect(demoDepot).toHaveLength(9);
    expect(await distinct('cdr_type::text', 'charging_sessions')).toEqual(['depot', 'public']);
    expect(await distinct('card_status::text', 'rfid_tokens')).toHaveLength(7);
    // Charger types by highest power: standard, fast, rapid, ultra fast (spec 001 §4).
    const classes = await distinct(
      `case when power_w < 6000 then 1 when power_w < 43000 then 2 when power_w < 149000 then 3 else 4 end`,
      'connectors',
    );
    expect(classes).toEqual([1, 2, 3, 4]);
    expect(await count('depot_permissions where charge_point_id is null')).toBeGreaterThan(0);
    expect(await count('depot_permissions where connector_id is not null')).toBeGreaterThan(0);
    expect(await count('ev_sites where site_alias is not null')).toBeGreaterThan(0);
  });

  it('has profiles with each restriction type and set-up, base profiles, overrides and limits (spec 002 §3.11, §4.10, §4.11)', async () => {
    for (const block of [
      'spending_limit',
      'products_and_services',
      'site_locations',
      'day_time',
      'odometer_and_distance',
    ]) {
      expect(await count(`restriction_profiles where ${block} is not null`), block).toBeGreaterThan(0);
    }
    expect(
      await distinct(`day_time->>'setupType'`, 'restriction_profiles where day_time is not null'),
    ).toEqual(['B', 'C', 'W']);
    expect(await count('base_profiles')).toBeGreaterThan(0);
    expect(await count('cards where profile_id is not null')).toBeGreaterThan(0);
    const options = await distinct(
      `case when not accept_violation then 3 when alert_violation then 2 else 1 end`,
      'account_spending_limits',
    );
    expect(options).toEqual([1, 2, 3]);
    expect(
      await count(`restriction_overrides where end_time > timestamptz '2025-06-16 12:00Z'`),
    ).toBeGreaterThan(0);
    expect(await count(`restriction_overrides where end_time < timestamptz '2025-06-16'`)).toBeGreaterThan(0);
  });

  it('spreads authorities over every operator letter and id form, with every ordering block (spec 000 §3, 002 §2.1)', async () => {
    expect(await distinct(`coalesce(operator_letter, '-')`, 'authorities')).toEqual([
      '-',
      'A',
      'D',
      'E',
      'K',
      'L',
      'N',
      'P',
      'U',
    ]);
    expect(await distinct('length(authority_id) < 8', 'authorities')).toEqual([false, true]);
    expect(await count('authorities where is_stopped')).toBeGreaterThan(0);
    expect(await count('authorities where card_limit_reached')).toBeGreaterThan(0);
    expect(await count('authorities where authority_not_allowed and customer_not_allowed')).toBeGreaterThan(
      0,
    );
    expect(await distinct(`coalesce(restriction_ack_flag, '-')`, 'authorities')).toEqual(['-', 'N', 'Y']);
    expect(await distinct('send_to_address', 'authorities')).toEqual([1, 2, 6, 7]);
  });

  it('has every audit action type, succeeded and failed (spec 000 §3)', async () => {
    const types = await distinct(
      `action_code || '_' || (case when is_success then 1 else 0 end)`,
      'audit_log',
    );
    const codes = ['NCRP', 'NCRQ', 'NUSR', 'RCRP', 'RCRQ', 'SCRP', 'SCRQ', 'USHS', 'USML'];
    expect(types).toEqual(codes.flatMap((code) => [`${code}_0`, `${code}_1`]));
    expect(await count('audit_log where impersonating_user_id is not null')).toBeGreaterThan(0);
  });

  it('has orders with idempotency keys, price-list files and the product catalogue (spec 001 §3, 002 §9)', async () => {
    expect(await distinct('kind::text', 'card_orders')).toEqual(['express', 'replacement', 'standard']);
    expect(await distinct('status::text', 'card_orders')).toEqual(['accepted', 'rejected']);
    expect(await count('pricelist_files')).toBeGreaterThan(0);
    expect(await distinct('category_id', 'product_categories')).toEqual([100, 200, 300, 400, 600, 800]);
    const [range] = await rows<{ lo: number; hi: number }>(
      `select min(product_id) as lo, max(product_id) as hi from products`,
    );
    expect(range).toEqual({ lo: 10001, hi: 90001 });
    expect(await count('site_types')).toBe(22);
    expect(
      await count(
        'site_types st where not exists (select 1 from sites s where s.site_type_id = st.site_type_id)',
      ),
    ).toBe(0);
  });
});
