import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client';
import type { createDemoApp } from '../helpers/demo-app';
import { WRITE_HEADERS } from '../helpers/sign-in';

export type DemoCtx = Awaited<ReturnType<typeof createDemoApp>>;
export type Authority = {
  authority_id: string;
  country_code: string;
  send_to_address: number;
  card_type_ids: number[];
  pin_derivation?: number;
  pin_req?: number;
  order_settings: { configuration?: { cardSetup?: { restriction?: string } } };
};

let keySeq = 0;
/** A fresh Idempotency-Key per order attempt, as the page makes one. */
export const newKey = () => `test-key-${Date.now()}-${++keySeq}`;

export const order = (
  ctx: DemoCtx,
  cookie: string,
  payload: unknown,
  key = newKey(),
  url = '/api/cards/cardorder',
) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: { ...WRITE_HEADERS, cookie, 'idempotency-key': key },
    payload: payload as object,
  });

/** A valid standard order of a vehicle card (type 3) to the authority's own address. */
export function vehicleOrder(a: Authority, over: Record<string, Record<string, unknown>> = {}) {
  return {
    cardSetup: { authorityId: a.authority_id, parentNumber: 'null', restriction: 'N', ...over.cardSetup },
    carddetails: {
      sendToAddress: a.send_to_address === 2 ? 1 : a.send_to_address,
      cardTypeId: 3,
      vehicleregistration: 'AB123CD',
      drivername: '',
      evCharging: 'N',
      ...over.carddetails,
    },
    cardembossing: { line0: '', line1: '', line2: 'BERLIN', line3: '', ...over.cardembossing },
    region: { region: 'National', costcenterName: 'CC1', subcostcenter: '', ...over.region },
    pin: { active: 1, pin: '4826', odometer: 'N', addinfo: 'N', ...over.pin },
    summary: { expediteCard: false, ...over.summary },
    restrictionDetail: null,
  };
}

/** Authorities of the user that take orders (running, ordering allowed, offering vehicle cards). */
export async function orderableAuthorities(ctx: DemoCtx, reach: string[]): Promise<Authority[]> {
  return queryRows<Authority>(
    ctx.database.db,
    sql`select authority_id, country_code, send_to_address, card_type_ids, pin_derivation, pin_req, order_settings
          from authorities
         where authority_id in (${sql.join(
           reach.map((id) => sql`${id}`),
           sql`, `,
         )}) and not is_stopped and card_ordering_allowed and 3 = any(card_type_ids) and send_to_address <> 6
         order by authority_id`,
  );
}

export async function cardCount(ctx: DemoCtx, authorityId: string) {
  const [row] = await queryRows<{ n: number }>(
    ctx.database.db,
    sql`select count(*)::int as n from cards where authority_id = ${authorityId}`,
  );
  return Number(row?.n ?? 0);
}

/** A text[] parameter (drizzle spreads a JS array into a row, which = any() refuses). */
export const textArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::text[]`;
