import { CARDS_ENDPOINTS, endpointUrl, MESSAGE_KEYS } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/client';
import { ROLE } from '../../src/demo/reference/access';
import { createDemoApp } from '../helpers/demo-app';
import { WRITE_HEADERS } from '../helpers/sign-in';

/**
 * Issue 14 finding 2: the "Read-only user" role (1504) holds ReadCard and nothing that writes cards.
 * The internal demo user has that role on every account: each card write answers 403 on a card the
 * user does see, and the card is unchanged.
 */
describe('authorization matrix: the read-only role gets 403 on every card write', () => {
  let ctx: Awaited<ReturnType<typeof createDemoApp>>;
  let cookie: string;
  let card: {
    card_id: string;
    card_number: string;
    authority_id: string;
    card_status_id: number;
    updated_at: string;
  };

  beforeAll(async () => {
    ctx = await createDemoApp();
    cookie = await ctx.signInAs('internal');
    // A live card of an authority the internal user reaches through the read-only role.
    const [row] = await queryRows<typeof card>(
      ctx.database.db,
      sql`select c.card_id, c.card_number, c.authority_id, c.card_status_id, c.updated_at::text
            from cards c join user_group_access uga on uga.user_id = 8 and uga.role_id = ${ROLE.readOnly}
           where c.card_status_id = 100 order by c.card_id limit 1`,
    );
    if (!row) throw new Error('the demo data has no active card');
    card = row;
  }, 180_000);
  afterAll(() => ctx.close());

  const scope = () => ({ accessLevel: 'A', accessLevelCode: card.authority_id });
  const writes = () => {
    const cardId = Number(card.card_id);
    const authorityId = card.authority_id;
    return [
      {
        endpoint: CARDS_ENDPOINTS.updateCards,
        payload: { authorityId, cardUpdates: [{ cardId, cardUpdateRequest: { SubCostCentre: 'RO' } }] },
      },
      {
        endpoint: CARDS_ENDPOINTS.stopCards,
        payload: { authorityId, stopCardsDetails: [{ cardId, cardStatusId: 2, prevCardStatusId: 100 }] },
      },
      {
        endpoint: CARDS_ENDPOINTS.updatePin,
        query: scope(),
        payload: { pinDetails: [{ cardId, pin: '4826' }] },
      },
      {
        endpoint: CARDS_ENDPOINTS.linkProfile,
        query: scope(),
        payload: { cardRestrictionDetails: [{ authorityId, cardId, profileId: 1 }] },
      },
      {
        endpoint: CARDS_ENDPOINTS.setStatus,
        payload: { cardStatuses: [{ cardId, prevCardStatusId: 100, setCardStatusId: 940 }] },
      },
    ];
  };

  it('sees the card it may not change', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: endpointUrl(CARDS_ENDPOINTS.details, {
        params: { cardKey: `${card.authority_id.charAt(0)}${card.card_number}` },
      }),
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
  });

  it('names a permission on every card write route', () => {
    const declared = Object.values(CARDS_ENDPOINTS).filter((e) => e.method !== 'GET');
    expect(declared.every((e) => e.permission && 'keys' in e.permission)).toBe(true);
    expect(writes().map((w) => w.endpoint)).toEqual(expect.arrayContaining(declared));
    expect(writes()).toHaveLength(declared.length);
  });

  for (const name of ['updateCards', 'stopCards', 'updatePin', 'linkProfile', 'setStatus'] as const) {
    it(`${CARDS_ENDPOINTS[name].method} ${CARDS_ENDPOINTS[name].path} answers 403`, async () => {
      const write = writes().find((w) => w.endpoint === CARDS_ENDPOINTS[name]);
      if (!write) throw new Error(name);
      const res = await ctx.app.inject({
        method: write.endpoint.method,
        url: endpointUrl(write.endpoint, { query: 'query' in write ? write.query : undefined }),
        headers: { ...WRITE_HEADERS, cookie },
        payload: write.payload,
      });
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().messageKey).toBe(MESSAGE_KEYS.forbidden);
      const [after] = await queryRows<{ card_status_id: number; updated_at: string }>(
        ctx.database.db,
        sql`select card_status_id, updated_at::text from cards where card_id = ${card.card_id}`,
      );
      expect(after).toEqual({ card_status_id: card.card_status_id, updated_at: card.updated_at });
    });
  }
});
