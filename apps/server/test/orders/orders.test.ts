import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { reachableAuthorities } from '../cards/support';
import { createDemoApp } from '../helpers/demo-app';
import {
  type Authority,
  cardCount,
  type DemoCtx,
  newKey,
  order,
  orderableAuthorities,
  textArray,
  vehicleOrder,
} from './support';

describe('card ordering (spec 002 §3.1, §3.5, §4.6, §5.1, §6, §7; issue 18)', () => {
  let ctx: DemoCtx;
  let admin: string;
  let reach: string[];
  let a: Authority;
  let all: Authority[];

  beforeAll(async () => {
    ctx = await createDemoApp();
    admin = await ctx.signInAs('customerAdmin');
    reach = await reachableAuthorities(ctx, admin);
    all = await orderableAuthorities(ctx, reach);
    const first = all.find((x) => x.country_code === 'DE');
    if (!first) throw new Error('no orderable authority in the demo data');
    a = first;
  }, 180_000);
  afterAll(() => ctx.close());

  const expectKey = async (over: Record<string, Record<string, unknown>>, key: string, on = a) => {
    const res = await order(ctx, admin, vehicleOrder(on, over));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().messageKey).toBe(key);
  };

  it('answers the authority details with the shown-field configuration; a foreign authority is refused', async () => {
    const res = await ctx.app.inject({
      url: `/api/cards/authorities/${a.authority_id}`,
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ authorityId: a.authority_id, authorityStopped: 'NO' });
    expect(body.configuration).toHaveProperty('cardSetup.restriction');
    expect(body.cardOrderSetting.cardOrderingAllowed).toBe(true);
    const [foreign] = await queryRows<{ authority_id: string }>(
      ctx.database.db,
      sql`select authority_id from authorities where not (authority_id = any(${textArray(reach)})) limit 1`,
    );
    const refused = await ctx.app.inject({
      url: `/api/cards/authorities/${foreign?.authority_id}`,
      headers: { cookie: admin },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('orders a standard card: the card, the order row and NCRQ/NCRP; the §3.5 result', async () => {
    const before = await cardCount(ctx, a.authority_id);
    const res = await order(ctx, admin, vehicleOrder(a));
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json();
    expect(result.cardOrderDeliveryType).toMatchObject({
      embossingLine2: 'BERLIN',
      embossingLine3: 'AB123CD',
      noOfCardsOrdered: 1,
    });
    expect(await cardCount(ctx, a.authority_id)).toBe(before + 1);
    const [row] = await queryRows<{
      kind: string;
      mode: number;
      payload: { order: { cardSetup: { parentNumber: unknown }; pin: { pin: string } } };
    }>(
      ctx.database.db,
      sql`select kind, mode, payload from card_orders where correlation_id = ${result.correlationId}`,
    );
    expect(row).toMatchObject({ kind: 'standard', mode: 1 });
    // §7: the text 'null' is stored as null; the PIN is never kept.
    expect(row?.payload.order.cardSetup.parentNumber).toBeNull();
    expect(row?.payload.order.pin.pin).toBe('****');
    const audit = await queryRows<{ action_code: string; is_success: boolean }>(
      ctx.database.db,
      sql`select action_code, is_success from audit_log where action_code in ('NCRQ','NCRP') and body->>'serial' = ${result.cardOrderDeliveryType.serial} order by id`,
    );
    expect(audit.map((x) => x.action_code)).toEqual(['NCRP']);
  });

  it('orders an express card (mode 2) and rewrites send-to 2 when a delivery address is given (§7)', async () => {
    const res = await order(
      ctx,
      admin,
      vehicleOrder(a, {
        summary: { expediteCard: true },
        carddetails: {
          sendToAddress: 1,
          address: {
            addressLine1: 'Hauptstraße 5',
            addressLine2: 'Hof 2',
            addressLine3: 'Köln',
            postCode: '50667',
          },
        },
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await queryRows<{ kind: string; mode: number; send_to_address: number }>(
      ctx.database.db,
      sql`select o.kind, o.mode, c.send_to_address from card_orders o join cards c on c.card_id = o.card_id
           where o.correlation_id = ${res.json().correlationId}`,
    );
    expect(row).toEqual({ kind: 'express', mode: 2, send_to_address: 2 });
  });

  describe('every rule of §5.1 on the server', () => {
    it('delivery address: required lines, 35 characters, pattern, post code', async () => {
      const address = {
        addressLine1: 'Hauptstraße 5',
        addressLine2: 'Hof 2',
        addressLine3: 'Köln',
        postCode: '50667',
      };
      await expectKey(
        { cardSetup: { differentAddress: 'Y' }, carddetails: { address: { ...address, addressLine1: '' } } },
        'validation_required',
      );
      await expectKey({ carddetails: { address: { ...address, addressLine2: '' } } }, 'validation_required');
      await expectKey(
        { carddetails: { address: { ...address, addressLine3: 'x'.repeat(36) } } },
        'field_too_long',
      );
      await expectKey(
        { carddetails: { address: { ...address, addressLine2: 'Hof <2>' } } },
        'validation_alph_num_special',
      );
      await expectKey({ carddetails: { address: { ...address, postCode: '' } } }, 'validation_required');
      await expectKey(
        { carddetails: { address: { ...address, postCode: '12345678901' } } },
        'field_too_long',
      );
    });
    it('card type required and offered; vehicle registration and driver name by card type', async () => {
      await expectKey({ carddetails: { cardTypeId: null } }, 'validation_required');
      await expectKey({ carddetails: { cardTypeId: 9 } }, 'order_card_type_not_offered');
      await expectKey({ carddetails: { vehicleregistration: '' } }, 'card_details_vehicledriver_validation');
      await expectKey(
        { carddetails: { vehicleregistration: 'AB-123' } },
        'card_details_vehicledriver_validation',
      );
      await expectKey(
        { carddetails: { vehicleregistration: 'A'.repeat(15) } },
        'card_details_vehicledriver_validation',
      );
      const driverCards = all.find((x) => x.card_type_ids.includes(2));
      if (driverCards) {
        await expectKey(
          { carddetails: { cardTypeId: 2, drivername: '   ' } },
          'card_details_drivers_name_validation',
          driverCards,
        );
        await expectKey(
          { carddetails: { cardTypeId: 2, drivername: 'X'.repeat(15) } },
          'card_details_drivers_name_validation',
          driverCards,
        );
      }
      const pool = all.find((x) => x.card_type_ids.includes(1) && x.country_code === 'DE');
      if (!pool) throw new Error('no DE authority with pool cards');
      // A pool card in DE needs its driver even with a vehicle registration.
      await expectKey(
        { carddetails: { cardTypeId: 1, drivername: '' } },
        'card_details_drivers_name_validation',
        pool,
      );
    });
    it('embossing line 2 character sets, cut at 27; cost centre; PIN', async () => {
      await expectKey({ cardembossing: { line2: 'BERLIN ★' } }, 'card_embossing_town_city_validation');
      const long = await order(ctx, admin, vehicleOrder(a, { cardembossing: { line2: 'A'.repeat(40) } }));
      expect(long.json().cardOrderDeliveryType.embossingLine2).toBe('A'.repeat(27));
      await expectKey({ region: { costcenterName: 'C'.repeat(21) } }, 'field_too_long');
      await expectKey({ region: { costcenterName: 'CC ★' } }, 'validation_alph_num_special');
      await expectKey({ region: { subcostcenter: 'S'.repeat(21) } }, 'field_too_long');
      await expectKey({ pin: { pin: '12' } }, 'pin_pin_required');
      await expectKey({ pin: { pin: '12a4' } }, 'pin_numeric_only');
      await expectKey({ pin: { pin: '1234' } }, 'pin_pin_week');
      // Random by post (§4.7: offered with derivation 0): no PIN is asked, none is checked.
      const byPost = all.find((x) => x.pin_derivation === 0 && x.pin_req !== 4 && x.country_code !== 'AT');
      if (!byPost) throw new Error('no authority with random PINs by post');
      const random = await order(ctx, admin, vehicleOrder(byPost, { pin: { active: 0, pin: '' } }));
      expect(random.statusCode, random.body).toBe(200);
    });
    it('cost centre required for send-to 6; restriction required when chosen; Austrian tax when shown', async () => {
      const costCentre = (await orderableAuthorities(ctx, reach)).find((x) => x.card_type_ids.includes(3));
      if (!costCentre) throw new Error('no authority');
      await expectKey(
        { carddetails: { sendToAddress: 6 }, region: { costcenterName: '' } },
        'validation_required',
        costCentre,
      );
      const withRestriction = all.find((x) => x.order_settings.configuration?.cardSetup?.restriction === 'Y');
      if (withRestriction)
        await expectKey({ cardSetup: { restriction: 'Y' } }, 'validation_required', withRestriction);
      const [at] = await queryRows<Authority>(
        ctx.database.db,
        sql`select authority_id, country_code, send_to_address, card_type_ids, order_settings from authorities
             where authority_id = any(${textArray(reach)}) and country_code = 'AT' and not is_stopped and card_ordering_allowed
               and 3 = any(card_type_ids) limit 1`,
      );
      if (!at) throw new Error('no AT authority');
      await expectKey({ region: { austriantax: null } }, 'validation_required', at);
      const ok = await order(ctx, admin, vehicleOrder(at, { region: { austriantax: 'Y' } }));
      expect(ok.statusCode, ok.body).toBe(200);
    });
  });

  describe('idempotency (Idempotency-Key per user, 24 h)', () => {
    it('50 concurrent identical posts create exactly one card', async () => {
      const key = newKey();
      const before = await cardCount(ctx, a.authority_id);
      const payload = vehicleOrder(a);
      const answers = await Promise.all(Array.from({ length: 50 }, () => order(ctx, admin, payload, key)));
      const statuses = answers.map((r) => r.statusCode);
      expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
      const ok = answers.filter((r) => r.statusCode === 200).map((r) => r.json().correlationId);
      expect(ok.length).toBeGreaterThan(0);
      expect(new Set(ok).size).toBe(1);
      expect(await cardCount(ctx, a.authority_id)).toBe(before + 1);
      // After the first finished, a retry gets the stored answer.
      const retry = await order(ctx, admin, payload, key);
      expect(retry.json().correlationId).toBe(ok[0]);
      const other = await order(ctx, admin, vehicleOrder(a, { cardembossing: { line2: 'HAMBURG' } }), key);
      expect(other.statusCode).toBe(422);
      expect(other.json().messageKey).toBe('idempotency_key_reused');
    });
    it('scopes keys per user, expires them after 24 hours, and needs one', async () => {
      const key = newKey();
      const first = await order(ctx, admin, vehicleOrder(a), key);
      await ctx.database.db.execute(
        sql`update card_orders set created_at = created_at - interval '25 hours' where correlation_id = ${first.json().correlationId}::uuid`,
      );
      const again = await order(ctx, admin, vehicleOrder(a), key);
      expect(again.statusCode).toBe(200);
      expect(again.json().correlationId).not.toBe(first.json().correlationId);
      const missing = await order(ctx, admin, vehicleOrder(a), '');
      expect(missing.statusCode).toBe(400);
      expect(missing.json().messageKey).toBe('idempotency_key_required');
    });
  });

  describe('refusals (§6)', () => {
    it('refuses a foreign authority, a stopped one, one that may not order, and the read-only role', async () => {
      const [foreign] = await queryRows<Authority>(
        ctx.database.db,
        sql`select authority_id, country_code, send_to_address, card_type_ids, order_settings from authorities
             where not (authority_id = any(${textArray(reach)})) and 3 = any(card_type_ids) limit 1`,
      );
      if (!foreign) throw new Error('no foreign authority');
      expect((await order(ctx, admin, vehicleOrder(foreign))).statusCode).toBe(403);
      const [stopped] = await queryRows<Authority>(
        ctx.database.db,
        sql`select authority_id, country_code, send_to_address, card_type_ids, order_settings from authorities
             where authority_id = any(${textArray(reach)}) and is_stopped limit 1`,
      );
      if (!stopped) throw new Error('no stopped authority');
      const s = await order(ctx, admin, vehicleOrder(stopped));
      expect([s.statusCode, s.json().messageKey]).toEqual([403, 'order_authority_stopped']);
      const [blocked] = await queryRows<Authority>(
        ctx.database.db,
        sql`select authority_id, country_code, send_to_address, card_type_ids, order_settings from authorities
             where authority_id = any(${textArray(reach)}) and not card_ordering_allowed and not is_stopped limit 1`,
      );
      if (!blocked) throw new Error('no blocked authority');
      const b = await order(ctx, admin, vehicleOrder(blocked));
      expect([b.statusCode, b.json().messageKey]).toEqual([403, 'order_not_allowed']);
      const internal = await ctx.signInAs('internal');
      const internalReach = await reachableAuthorities(ctx, internal);
      const [mine] = await orderableAuthorities(ctx, internalReach);
      if (!mine) throw new Error('internal user reaches no authority');
      const ro = await order(ctx, internal, vehicleOrder(mine));
      expect([ro.statusCode, ro.json().messageKey]).toEqual([403, 'Unauthorized']);
    });
  });
});
