import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { createConnection } from '../../src/modules/ocpi/connections';
import { createDemoApp } from '../helpers/demo-app';
import { depotLocation, startCpo } from './cpo-simulator';
import { expectSpecValid } from './spec-validator';

type Authorization = { allowed: string; location?: { location_id: string; evse_uids?: string[] } };

/**
 * Issue 44: real-time authorization (Tokens module, POST authorize) with LocationReferences naming an
 * EVSE uid that the pushed Location does not have answers status 2003 (Unknown Location) and no data,
 * instead of echoing the uid as allowed.
 */
describe('OCPI 2.2.1 real-time authorize with an unknown EVSE (mod_tokens, status 2003)', () => {
  let ctx: Awaited<ReturnType<typeof createDemoApp>>;
  let address: string;
  let cpo: Awaited<ReturnType<typeof startCpo>>;
  let tokenC: string;
  let card: string;
  const party = { countryCode: 'NL', partyId: 'AUZ', name: 'Authorize Charging Example' };
  const stamp = '2026-01-05T10:00:00Z';
  const authorize = (body: unknown) =>
    cpo
      .call<Authorization>('POST', `${address}/ocpi/emsp/2.2.1/tokens/${card}/authorize`, tokenC, body)
      .then((answer) => {
        expectSpecValid('ocpi-response', answer.body);
        return answer;
      });

  beforeAll(async () => {
    ctx = await createDemoApp();
    address = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const [usable] = await queryRows<{ authority_id: string; rf_id: string }>(
      ctx.database.db,
      sql`select authority_id, rf_id from rfid_tokens
          where card_status = 'available' and card_enabled and can_use_public_network
            and expiry_date_embossed > current_date
          order by token_id limit 1`,
    );
    card = usable?.rf_id as string;
    const { tokenA } = await createConnection(ctx.database.db, {
      name: party.name,
      depotAuthorityId: usable?.authority_id as string,
      now: Date.now(),
    });
    cpo = await startCpo(party);
    const registered = await cpo.call<{ token: string }>(
      'POST',
      `${address}/ocpi/2.2.1/credentials`,
      tokenA,
      cpo.credentials,
    );
    tokenC = registered.body.data?.token as string;
    const locations = `${address}/ocpi/emsp/2.2.1/locations/NL/AUZ`;
    const pub = { ...depotLocation(party, 'PUB', stamp), publish: true };
    expect((await cpo.call('PUT', `${locations}/PUB`, tokenC, pub)).status).toBe(201);
    expect(
      (await cpo.call('PUT', `${locations}/DEP`, tokenC, depotLocation(party, 'DEP', stamp))).status,
    ).toBe(201);
  }, 240_000);
  afterAll(async () => {
    await cpo?.close();
    await ctx?.close();
  });

  it('answers 2003 without data when an EVSE uid is not at the public Location; known uids are allowed', async () => {
    for (const evse_uids of [['GHOST'], ['PUB-1', 'GHOST']]) {
      const answer = await authorize({ location_id: 'PUB', evse_uids });
      expect([answer.status, answer.body.status_code], evse_uids.join()).toEqual([200, 2003]);
      expect(answer.body.data).toBeUndefined();
    }
    const known = await authorize({ location_id: 'PUB', evse_uids: ['PUB-1'] });
    expect(known.body.status_code).toBe(1000);
    expect(known.body.data).toMatchObject({ allowed: 'ALLOWED', location: { evse_uids: ['PUB-1'] } });
  });

  it('answers 2003 for an EVSE uid not at a depot Location, and another Location’s EVSE is no EVSE of it', async () => {
    for (const evse_uids of [['GHOST'], ['PUB-1']]) {
      const answer = await authorize({ location_id: 'DEP', evse_uids });
      expect([answer.status, answer.body.status_code], evse_uids.join()).toEqual([200, 2003]);
    }
    const known = await authorize({ location_id: 'DEP', evse_uids: ['DEP-1'] });
    expect(known.body.status_code).toBe(1000);
    expect(['ALLOWED', 'NOT_ALLOWED']).toContain(known.body.data?.allowed);
  });

  it('keeps a Location never pushed (a private charger) to the card’s public-network right', async () => {
    const answer = await authorize({ location_id: 'PRIVATE-1', evse_uids: ['ANY-1'] });
    expect(answer.body.status_code).toBe(1000);
    expect(answer.body.data?.allowed).toBe('ALLOWED');
  });
});
