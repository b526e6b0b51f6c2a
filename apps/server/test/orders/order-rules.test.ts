import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { reachableAuthorities } from '../cards/support';
import { createDemoApp } from '../helpers/demo-app';
import { type Authority, type DemoCtx, newKey, order, textArray, vehicleOrder } from './support';

type Row = Authority & { pin_derivation: number; pin_req: number };
const COLUMNS = sql`authority_id, country_code, send_to_address, card_type_ids, pin_derivation, pin_req, order_settings`;

/** Rules of spec 002 §4.7, §4.8, §5.1 (Polish addresses) and §7 countries the other order tests leave out. */
describe('order rules on the server (spec 002 §4.7, §4.8, §5.1, §7; issue 18)', () => {
  let ctx: DemoCtx;
  let admin: string;
  let reach: string[];

  const authority = async (where: ReturnType<typeof sql>, ids = reach): Promise<Row> => {
    const [row] = await queryRows<Row>(
      ctx.database.db,
      sql`select ${COLUMNS} from authorities
           where authority_id = any(${textArray(ids)}) and not is_stopped and card_ordering_allowed
             and 3 = any(card_type_ids) and send_to_address <> 6 and country_code <> 'AT' and ${where}
           order by authority_id limit 1`,
    );
    if (!row) throw new Error('no such authority in the demo data');
    return row;
  };
  const cardOf = async (correlationId: string) =>
    (
      await queryRows<{
        pin_method: number;
        pin_req: number;
        embossing_line2: string;
        gasoleo_professional: boolean;
      }>(
        ctx.database.db,
        sql`select c.pin_method, c.pin_req, c.embossing_line2, c.gasoleo_professional
              from card_orders o join cards c on c.card_id = o.card_id where o.correlation_id = ${correlationId}::uuid`,
      )
    )[0];

  beforeAll(async () => {
    ctx = await createDemoApp();
    admin = await ctx.signInAs('customerAdmin');
    reach = await reachableAuthorities(ctx, admin);
  }, 180_000);
  afterAll(() => ctx.close());

  it('GET /api/users/countries lists the countries by name (§7)', async () => {
    const res = await ctx.app.inject({ url: '/api/users/countries', headers: { cookie: admin } });
    expect(res.statusCode).toBe(200);
    const list = res.json().countryList as { countryCode: string; countryName: string }[];
    expect(list.length).toBeGreaterThan(3);
    expect(list.map((c) => c.countryName)).toEqual([...list.map((c) => c.countryName)].sort());
    expect(list.find((c) => c.countryCode === 'DE')).toBeTruthy();
  });

  it('offers only the PIN choices of the authority (§4.7) and keeps the chosen method on the card', async () => {
    const own = await authority(sql`pin_req <> 4 and pin_derivation = 1`);
    const refused = await order(ctx, admin, vehicleOrder(own, { pin: { active: 0, pin: '' } }));
    expect([refused.statusCode, refused.json().messageKey]).toEqual([400, 'order_pin_choice_not_offered']);
    const driverPin = await authority(sql`pin_req = 4`);
    const ok = await order(ctx, admin, vehicleOrder(driverPin, { pin: { active: 4, pin: '' } }));
    expect(ok.statusCode, ok.body).toBe(200);
    // §3.10, §4.5: the driver's PIN is method 0 with pinReq 4 (its PIN cannot be edited).
    expect(await cardOf(ok.json().correlationId)).toMatchObject({ pin_method: 0, pin_req: 4 });
    const customerWide = await authority(sql`pin_req <> 4 and pin_derivation in (2, 3)`);
    const wide = await order(ctx, admin, vehicleOrder(customerWide, { pin: { active: 0, pin: '' } }));
    expect(wide.json().messageKey).toBe('order_pin_choice_not_offered');
  });

  it('Gasoleo professional fixes embossing line 2 whatever was entered (§4.8)', async () => {
    const [es] = await queryRows<Row>(
      ctx.database.db,
      sql`select ${COLUMNS} from authorities
           where country_code = 'ES' and not is_stopped and card_ordering_allowed and 3 = any(card_type_ids)
             and send_to_address <> 6 and order_settings->'configuration'->>'gasoleoProfessional' = 'Y'
             and authority_id = any(${textArray(await reachableAuthorities(ctx, await ctx.signInAs('singleRole')))})
           order by authority_id limit 1`,
    );
    if (!es) throw new Error('no Spanish authority with Gasoleo professional');
    const single = await ctx.signInAs('singleRole');
    const res = await order(
      ctx,
      single,
      vehicleOrder(es, { carddetails: { gasoleoProfessional: 'Y' }, cardembossing: { line2: 'MADRID ★' } }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await cardOf(res.json().correlationId)).toMatchObject({
      embossing_line2: 'GASOLEO PROFESIONAL',
      gasoleo_professional: true,
    });
  });

  it('checks addresses of K authorities with the Polish rule, others with the special-characters rule (§5.1)', async () => {
    const single = await ctx.signInAs('singleRole');
    const singleReach = await reachableAuthorities(ctx, single);
    const polish = await authority(sql`authority_id like 'K%'`, singleReach);
    const address = {
      addressLine1: 'ul. Piotrkowska 12',
      addressLine2: 'lok. 3',
      addressLine3: 'Łódź',
      postCode: '90-001',
    };
    const over = (a: Record<string, string>) => ({
      cardSetup: { differentAddress: 'Y' },
      carddetails: { sendToAddress: 1, address: { ...address, ...a } },
    });
    const ok = await order(ctx, single, vehicleOrder(polish, over({})), newKey());
    expect(ok.statusCode, ok.body).toBe(200);
    const refused = await order(ctx, single, vehicleOrder(polish, over({ addressLine3: 'Müllerstraße' })));
    expect([refused.statusCode, refused.json().messageKey]).toEqual([400, 'validation_alph_num_poland']);
    expect(refused.json().issues).toEqual([
      { path: 'address.addressLine3', messageKey: 'validation_alph_num_poland' },
    ]);
    // The same address is fine for a non-Polish authority (letters of any language).
    const other = await authority(sql`authority_id not like 'K%'`);
    const fine = await order(ctx, admin, vehicleOrder(other, over({ addressLine3: 'Müllerstraße' })));
    expect(fine.statusCode, fine.body).toBe(200);
  });

  it('the read-only role may not order a replacement either (§6, issue 14 finding 2)', async () => {
    const internal = await ctx.signInAs('internal');
    const internalReach = await reachableAuthorities(ctx, internal);
    const a = await authority(sql`true`, internalReach);
    const [card] = await queryRows<{ card_number: string; card_status_id: number }>(
      ctx.database.db,
      sql`select card_number, card_status_id from cards where authority_id = ${a.authority_id}
           and card_status_id = 100 and replace_card_ordered_on is null order by card_id limit 1`,
    );
    if (!card) throw new Error('no active card');
    const res = await order(
      ctx,
      internal,
      {
        authorityId: a.authority_id,
        replacecard: [{ ...vehicleOrder(a), reasonCode: 3, cardnumber: card.card_number }],
      },
      newKey(),
      '/api/cards/replacecardorder',
    );
    expect([res.statusCode, res.json().messageKey]).toEqual([403, 'Unauthorized']);
    const [after] = await queryRows<{ card_status_id: number; replaced: boolean }>(
      ctx.database.db,
      sql`select card_status_id, replace_card_ordered_on is not null as replaced from cards where card_number = ${card.card_number}`,
    );
    expect(after).toEqual({ card_status_id: 100, replaced: false });
  });
});
